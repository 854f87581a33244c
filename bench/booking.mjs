// P4: `POST /api/booking` requests per second on PostgreSQL against `pgbench` running the same
// SQL at the same concurrency, in the same run; then the app at half its saturating rate, where
// its p99 latency must stay within 50 ms.
//
// The SQL a booking runs (features/bookings/repository.ts, createAsCaller): one statement that
// reads the caller from `users` (existence, e-mail, role: read on every request), checks them,
// looks for a departure (none here: P4 books a package sold without departures, as a client
// written from the spec does, so it never sells out) and copies the package into a new booking.
// pgbench runs the same statement (lib.mjs `bookingStatement`, shared with the flash sale) with
// the same values sent as parameters, except the departure id: pgbench cannot send a NULL
// parameter, so its text has the literal NULL there, which lets PostgreSQL's planner drop the
// departure branch; that favours pgbench.
import { execFileSync, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  bookingStatement,
  PG_URL,
  median,
  removeDir,
  report,
  requireBuild,
  round,
  startServer,
  tempDir,
} from './lib.mjs';

const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RUNS = Number(process.env.BENCH_BOOKING_RUNS ?? 5);
// One process: on two cores shared with PostgreSQL a second worker measured no faster (see
// docs/benchmarks.md); WEB_CONCURRENCY is for a server whose database runs elsewhere.
const WORKERS = process.env.BENCH_WORKERS ?? '1';
const WRK_THREADS = process.env.BENCH_WRK_THREADS ?? '1';
const FLOOR = 0.5;
const P99_CEILING_MS = 50;
const DB = 'wayfare_bench_booking';
// The server sends both as named prepared statements (parsed once per connection): pgbench's
// "prepared" mode is the same protocol.
const PGBENCH_MODE = process.env.BENCH_PGBENCH_MODE ?? 'prepared';

function psql(url, sql) {
  return execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-Atqc', sql], {
    encoding: 'utf8',
  }).trim();
}

function dbUrl(name) {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function cannon(options) {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

/** Runs a load tool to its end; its output (stdout and stderr) if it exits 0 and `expect` matches. */
function runTool(command, args, expect) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args);
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0 && expect.test(out)) resolve(out);
      else reject(new Error(`${command} failed (${code}):\n${out}`));
    });
  });
}

/**
 * The saturating load comes from wrk, a C client on two threads, as pgbench is on its side: a
 * load generator in JavaScript would take a good part of the two cores from the server it
 * measures, and pgbench's own client costs next to nothing.
 */
async function wrk({ url, headers, body }, seconds, dir) {
  const script = path.join(dir, 'booking.lua');
  const lua = [
    'wrk.method = "POST"',
    `wrk.body = ${JSON.stringify(body)}`,
    ...Object.entries(headers).map(
      ([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`,
    ),
  ];
  writeFileSync(script, `${lua.join('\n')}\n`);
  const args = ['-t', WRK_THREADS, '-c', String(CONCURRENCY), '-d', `${seconds}s`, '--latency'];
  const out = await runTool('wrk', [...args, '-s', script, url], /Requests\/sec:/);
  const p99 = /^\s+99%\s+([\d.]+)(us|ms|s)\s*$/m.exec(out);
  const unit = { us: 0.001, ms: 1, s: 1000 }[p99?.[2] ?? 'ms'];
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)[1]),
    p99: p99 ? round(Number(p99[1]) * unit, 1) : NaN,
    bad: non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

async function pgbench(url, scriptFile, seconds, vars) {
  const defines = Object.entries(vars).flatMap(([key, value]) => ['-D', `${key}=${value}`]);
  const args = ['-n', '-M', PGBENCH_MODE, '-c', String(CONCURRENCY), '-j', '2'];
  const out = await runTool(
    'pgbench',
    [...args, '-T', String(seconds), ...defines, '-f', scriptFile, url],
    /tps = /,
  );
  return {
    tps: Number(/tps = ([\d.]+)/.exec(out)[1]),
    latencyMs: Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? NaN),
  };
}

requireBuild();
psql(PG_URL, `drop database if exists ${DB}`);
psql(PG_URL, `create database ${DB}`);
const url = dbUrl(DB);
const dataDir = tempDir('booking');
const server = await startServer({
  dataDir,
  env: {
    DATABASE_URL: url,
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    JWT_PRIVATE_KEY: generateKeyPairSync('ed25519').privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }),
    TOKEN_TTL_SECONDS: '3600',
    WEB_CONCURRENCY: WORKERS,
  },
});
let ok = false;
try {
  // A traveller with an API token, as the web app gets one.
  const email = 'bench-traveller@example.com';
  const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password: 'bench-password-1', name: 'Bench Traveller' }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const jwt = await fetch(`${server.url}/api/jwt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: JSON.stringify({ email }),
  });
  const { token } = await jwt.json();
  // A package sold without departures (every demo package has some): a copy of a demo one.
  const pkg = {
    _id: psql(
      url,
      `insert into packages (title, description, image, price_cents, duration, duration_days, offer)
       select 'Bench package without departures', description, image, price_cents, duration,
         duration_days, offer from packages order by created_at desc limit 1 returning id`,
    ),
  };
  const userId = psql(url, `select id from users where email = '${email}'`);
  const body = JSON.stringify({ packageId: pkg._id, name: 'Bench Traveller', email });
  const request = {
    url: `${server.url}/api/booking`,
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body,
    connections: CONCURRENCY,
  };
  const first = await fetch(request.url, request);
  if (first.status !== 201)
    throw new Error(`booking failed: ${first.status} ${await first.text()}`);

  const script = path.join(dataDir, 'booking.sql');
  writeFileSync(
    script,
    [
      // Variables are sent as parameters ($1, $2, ...), as node-postgres sends them. This is
      // the one statement a booking runs: it reads and checks the caller, and books.
      `${bookingStatement((name) => {
        if (name === 'departureId' || name === 'holdAddress') return 'NULL';
        return `:${name === 'callerEmail' ? 'email' : name}`;
      })};`,
      '',
    ].join('\n'),
  );

  await wrk(request, 3, dataDir);
  const iat = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).iat;
  const vars = {
    uid: userId,
    packageId: pkg._id,
    name: 'Bench Traveller',
    email,
    iat,
    travellers: 1,
    travellerNames: '{}',
    holdMinutes: 1440,
    holdAccountSeats: 20,
    holdAddressSeats: 60,
    holdDeparturePercent: 50,
    holdCooldownMinutes: 30,
    one: 1,
    adminRole: 'admin',
  };
  await pgbench(url, script, 3, vars);
  const app = [];
  const peer = [];
  for (let i = 0; i < RUNS; i++) {
    peer.push(await pgbench(url, script, SECONDS, vars));
    app.push(await wrk(request, SECONDS, dataDir));
  }
  const appRps = median(app.map((r) => r.rps));
  const peerTps = median(peer.map((r) => r.tps));
  const half = Math.max(1, Math.floor(appRps / 2));
  const paced = await cannon({ ...request, duration: SECONDS, overallRate: half });
  const ratio = appRps / peerTps;
  ok = report(
    `P4 POST /api/booking on PostgreSQL, ${CONCURRENCY} connections, ${SECONDS} s x ${RUNS} each, alternating`,
    [
      { label: `ratio to pgbench ${round(ratio, 3)} >= ${FLOOR}`, pass: ratio >= FLOOR },
      {
        label: `p99 at half the saturating rate ${paced.latency.p99} ms <= ${P99_CEILING_MS} ms`,
        pass: paced.latency.p99 <= P99_CEILING_MS,
      },
      {
        label: 'every booking was created (201)',
        pass: app.every((r) => r.bad === 0) && paced.non2xx + paced.errors === 0,
      },
    ],
    {
      [`Wayfare (saturating, wrk -t ${WRK_THREADS})`]: `${round(appRps, 0)} bookings/s (runs ${app.map((r) => round(r.rps, 0)).join(', ')}; p99 ${app.map((r) => r.p99).join(', ')} ms)`,
      [`pgbench -M ${PGBENCH_MODE}, same SQL`]: `${round(peerTps, 0)} tps (runs ${peer.map((r) => round(r.tps, 0)).join(', ')})`,
      [`Wayfare at ${half} bookings/s (autocannon, paced)`]: `p50 ${paced.latency.p50} ms, p99 ${paced.latency.p99} ms, ${round(paced.requests.average, 0)} req/s done`,
      server: `${WORKERS} worker process(es) (WEB_CONCURRENCY), each with a pool of 10 connections`,
      database: `PostgreSQL ${psql(url, 'show server_version')}`,
    },
  );
} finally {
  await server.stop();
  removeDir(dataDir);
  psql(PG_URL, `drop database if exists ${DB}`);
}
process.exit(ok ? 0 : 1);
