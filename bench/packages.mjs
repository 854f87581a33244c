// P3: `GET /api/packages` requests per second (autocannon, 50 connections) against a bare
// node:http server answering the same bytes with the same headers, in the same run. Each side
// is measured twice, alternating (bare, app, bare, app), after a warm-up; medians compared.
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { freePort, median, report, requireBuild, round, startServer } from './lib.mjs';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PATH = '/api/packages';
const FLOOR = 0.8;

function run(url, seconds = SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: seconds, pipelining: 1 },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

function summary(result) {
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

requireBuild();
const server = await startServer();
let bare;
let ok = false;
try {
  // The app's real answer: its exact body and headers are what the bare server sends back.
  const answer = await fetch(`${server.url}${PATH}`);
  const body = Buffer.from(await answer.arrayBuffer());
  const headers = {};
  for (const [key, value] of answer.headers) {
    if (!['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id'].includes(key))
      headers[key] = value;
  }
  const port = await freePort();
  bare = createServer((req, res) => {
    res.writeHead(200, headers);
    res.end(body);
  });
  await new Promise((resolve) => bare.listen(port, '127.0.0.1', resolve));
  const bareUrl = `http://127.0.0.1:${port}${PATH}`;
  const appUrl = `${server.url}${PATH}`;

  await run(bareUrl, 3);
  await run(appUrl, 3);
  const app = [];
  const peer = [];
  for (let round = 0; round < 2; round++) {
    peer.push(summary(await run(bareUrl)));
    app.push(summary(await run(appUrl)));
  }
  const appRps = median(app.map((r) => r.rps));
  const peerRps = median(peer.map((r) => r.rps));
  const ratio = appRps / peerRps;
  ok = report(
    `P3 GET ${PATH} requests/s, ${CONNECTIONS} connections, ${SECONDS} s x 2 each`,
    [
      { label: `ratio to bare node:http ${round(ratio, 3)} >= ${FLOOR}`, pass: ratio >= FLOOR },
      { label: 'every app answer was a 200', pass: app.every((r) => r.non2xx === 0) },
    ],
    {
      'Wayfare (Fastify, all plugins)': `${round(appRps, 0)} req/s (runs ${app.map((r) => round(r.rps, 0)).join(', ')}; p99 ${app.map((r) => r.p99).join(', ')} ms)`,
      'bare node:http, same bytes': `${round(peerRps, 0)} req/s (runs ${peer.map((r) => round(r.rps, 0)).join(', ')}; p99 ${peer.map((r) => r.p99).join(', ')} ms)`,
      'answer size': `${body.length} bytes, ${Object.keys(headers).length} headers`,
    },
  );
} finally {
  bare?.close();
  await server.stop();
}
process.exit(ok ? 0 : 1);
