// Flash sale (docs/benchmarks.md, "Flash sale"): 500 buyers, each with an account and an API token,
// send POST /api/booking for one seat of a departure with 100 seats, all at once, to the production
// server on PostgreSQL. Exactly 100 must be sold (201) and 400 refused (409 SOLD_OUT), nothing
// else, and the database must then say 0 seats left. In the same run pgbench sends the same 500
// attempts, as the very statement the server sends, to the same departure reset to 100 seats.
// Printed side by side: attempts per second, latencies, and the ratio server / pgbench.
//
// What is compared. The server's side is whole HTTP requests on open connections: JSON parse and
// validation, the token check (with the session's liveness, read from the database at most every
// 5 s per session), the one booking statement on a pool of 10 connections, the answer (201, or
// problem details for 409). pgbench's side is that statement alone, on 10 connections (the
// database sees 10 sessions on both sides; 500 pgbench clients would need 500 PostgreSQL
// connections, and the server holds 10). Each pgbench client books for one buyer of its own.
//
// One difference is forced by pgbench 15: a client that meets any SQL error other than a
// serialization or deadlock failure is aborted. So during pgbench's half, the benchmark
// database's copy of the seat-counting trigger raises SOLD_OUT with SQLSTATE 40001 instead of
// WF409 (the function otherwise byte for byte the migration's), and `--max-tries=1` counts each
// refusal as a failed transaction and goes on: a refused attempt costs the database exactly what
// it costs for the server (the statement fails, the transaction rolls back). Restored after.
import { execFileSync, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {
  PG_URL,
  bookingStatement,
  median,
  percentile,
  removeDir,
  report,
  requireBuild,
  round,
  startServer,
  tempDir,
} from './lib.mjs';

const BUYERS = Number(process.env.BENCH_FLASH_BUYERS ?? 500);
const SEATS = Number(process.env.BENCH_FLASH_SEATS ?? 100);
const ROUNDS = Number(process.env.BENCH_FLASH_ROUNDS ?? 3);
// The server's pool holds 10 connections per worker process (db/client.ts): pgbench gets as many.
const CLIENTS = Number(process.env.BENCH_FLASH_PGBENCH_CLIENTS ?? 10);
const WORKERS = process.env.BENCH_WORKERS ?? '1';
const FLOOR = 0.5;
const DB = 'wayfare_bench_flash';
const HOLD_MINUTES = 1440;
// The hold caps (decision 010), the same on both sides. The buyers book from one address, and a
// loopback one, which the address caps do not count: the sale measures seats, not the caps. The
// account cap is raised for pgbench's side, where each of the 10 clients books for one buyer.
const HOLD_TERMS = {
  holdAccountSeats: 1000,
  holdAddressSeats: 60,
  holdDeparturePercent: 50,
  holdCooldownMinutes: 30,
};

if (BUYERS % CLIENTS !== 0)
  throw new Error('BENCH_FLASH_BUYERS must divide by the pgbench clients');

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

/** The statement with $1, $2, ...: the text the server's connections show in pg_stat_activity. */
function serverText() {
  let n = 0;
  return bookingStatement(() => `$${++n}`);
}

/**
 * The pgbench script: client k books for buyer k (its own account, e-mail and name, sent as
 * parameters like everything else), one statement per transaction, nothing else.
 */
function pgbenchScript() {
  const perClient = new Set(['email', 'callerEmail', 'uid', 'name']);
  const branches = [];
  for (let k = 0; k < CLIENTS; k++) {
    // pgbench cannot send a NULL parameter: the client address the server sends for a loopback
    // buyer (none) is written as a literal, past what pg_stat_activity shows of the text.
    const p = (name) =>
      name === 'holdAddress'
        ? 'NULL'
        : `:${name === 'callerEmail' ? 'email' : name}${perClient.has(name) ? k : ''}`;
    branches.push(`${k === 0 ? '\\if' : '\\elif'} :client_id = ${k}`, `${bookingStatement(p)};`);
  }
  return `${[...branches, '\\endif'].join('\n')}\n`;
}

/**
 * A JSON POST from the local address `from` (any of 127.0.0.0/8): the server's per-address rate
 * limits (120 token exchanges a minute) then see the buyers as the many addresses they would be.
 */
function postJson(url, body, headers = {}, from = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', origin: new URL(url).origin, ...headers },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => {
          if (res.statusCode >= 300) reject(new Error(`${url}: ${res.statusCode} ${text}`));
          else resolve({ headers: res.headers, json: JSON.parse(text) });
        });
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** An account, signed up as a traveller does, and its API token, as the web app gets one. */
async function account(serverUrl, email, name, from) {
  const { headers } = await postJson(
    `${serverUrl}/api/auth/sign-up/email`,
    { email, password: 'bench-password-1', name },
    {},
    from,
  );
  const cookie = (headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
  const { json } = await postJson(`${serverUrl}/api/jwt`, { email }, { cookie }, from);
  return { email, name, token: json.token };
}

/** Runs `work` over `items`, `width` at a time. */
async function eachLimited(items, width, work) {
  const results = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i], i);
      }
    }),
  );
  return results;
}

/** One request on a kept-alive connection of `agent`; resolves with status, body and times. */
function request(agent, url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(url, { method, agent, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode,
          body: Buffer.concat(chunks).toString(),
          started,
          ended: performance.now(),
        }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * The sale on the server: every buyer's connection is opened first (a kept-alive socket each,
 * as browsers already on the page hold one), then the 500 bookings are written out at once.
 */
async function serverSale(serverUrl, buyers, pkgId, departureId) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 10_000 });
  try {
    await Promise.all(buyers.map(() => request(agent, `${serverUrl}/api/health/live`)));
    const bodies = buyers.map((buyer) => ({
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${buyer.token}`,
      },
      body: JSON.stringify({
        packageId: pkgId,
        departureId,
        travellers: 1,
        name: buyer.name,
        email: buyer.email,
      }),
    }));
    const start = performance.now();
    const answers = await Promise.all(
      bodies.map((b) => request(agent, `${serverUrl}/api/booking`, { method: 'POST', ...b })),
    );
    const end = Math.max(...answers.map((a) => a.ended));
    const sold = answers.filter((a) => a.status === 201).length;
    const soldOut = answers.filter(
      (a) => a.status === 409 && JSON.parse(a.body).code === 'SOLD_OUT',
    ).length;
    const others = answers.filter(
      (a) => a.status !== 201 && !(a.status === 409 && JSON.parse(a.body).code === 'SOLD_OUT'),
    );
    const latencies = answers.map((a) => a.ended - a.started);
    return {
      sold,
      soldOut,
      other: others.length,
      otherSample: others.slice(0, 3).map((a) => `${a.status} ${a.body.slice(0, 200)}`),
      spanMs: end - start,
      rate: answers.length / ((end - start) / 1000),
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      p99Sold: percentile(
        answers.filter((a) => a.status === 201).map((a) => a.ended - a.started),
        99,
      ),
      p99Refused: percentile(
        answers.filter((a) => a.status === 409).map((a) => a.ended - a.started),
        99,
      ),
    };
  } finally {
    agent.destroy();
  }
}

function runTool(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args);
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, out }));
  });
}

/**
 * The sale in pgbench: 500 attempts over CLIENTS clients (each its own buyer), every refusal
 * counted as a failed transaction. Times from pgbench's per-transaction log: the end of every
 * attempt, and how long each sold one took (pgbench logs no time for a failed one).
 */
async function pgbenchSale(url, dir, round_, vars) {
  const prefix = path.join(dir, `pgbench-${round_}`);
  const defines = Object.entries(vars).flatMap(([key, value]) => ['-D', `${key}=${value}`]);
  const args = ['-n', '-M', 'prepared', '-c', String(CLIENTS), '-j', '2'];
  args.push('-t', String(BUYERS / CLIENTS), '--max-tries=1', '-l', `--log-prefix=${prefix}`);
  const { code, out } = await runTool('pgbench', [
    ...args,
    ...defines,
    '-f',
    path.join(dir, 'flash-sale.sql'),
    url,
  ]);
  // pgbench exits 0 when every client ran to its end (failed transactions included), 2 when a
  // client was aborted: a refusal that was not the expected serialization failure.
  if (code !== 0) throw new Error(`pgbench failed (${code}):\n${out}`);
  const ends = [];
  const soldLatencies = [];
  let firstStart = Infinity;
  for (const file of readdirSync(dir).filter((f) => f.startsWith(`pgbench-${round_}.`))) {
    for (const line of readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      if (!line) continue;
      const [, , time, , epoch, us] = line.split(' ');
      const endUs = Number(epoch) * 1e6 + Number(us);
      ends.push(endUs);
      if (time !== 'failed') {
        soldLatencies.push(Number(time) / 1000);
        firstStart = Math.min(firstStart, endUs - Number(time));
      }
    }
  }
  const spanMs = (Math.max(...ends) - firstStart) / 1000;
  return {
    processed: Number(/number of transactions actually processed: (\d+)/.exec(out)?.[1]),
    failed: Number(/number of failed transactions: (\d+)/.exec(out)?.[1]),
    logged: ends.length,
    spanMs,
    rate: ends.length / (spanMs / 1000),
    sinceStartP50: percentile(
      ends.map((e) => (e - firstStart) / 1000),
      50,
    ),
    sinceStartP99: percentile(
      ends.map((e) => (e - firstStart) / 1000),
      99,
    ),
    p50Sold: percentile(soldLatencies, 50),
    p99Sold: percentile(soldLatencies, 99),
    tps: Number(/tps = ([\d.]+)/.exec(out)?.[1]),
  };
}

/**
 * Waits until the job runner has nothing due (the sign-ups' e-mails are written by jobs): the
 * sale then runs on a server doing nothing else. Answers the seconds waited.
 */
async function jobsDrained(url) {
  const start = performance.now();
  for (;;) {
    const due = Number(
      psql(
        url,
        `select count(*) from jobs where status in ('queued', 'running') and run_at <= now()`,
      ),
    );
    if (due === 0) return (performance.now() - start) / 1000;
    if (performance.now() - start > 600_000) throw new Error(`${due} jobs still due after 10 min`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** How many connections PostgreSQL has accepted to the database so far (this query's included). */
const sessionsOf = (url) =>
  Number(psql(url, `select sessions from pg_stat_database where datname = current_database()`));

/** Seats and bookings of the departure as the database has them. */
function seatsOf(url, departureId) {
  const [total, taken, booked] = psql(
    url,
    `select d.seats_total, d.seats_taken, (select count(*) from bookings b where b.departure_id = d.id and b.status = 'unpaid') from departures d where d.id = '${departureId}'`,
  )
    .split('|')
    .map(Number);
  return { left: total - taken, taken, booked };
}

/**
 * Gives the departure its seats back (the trigger counts the deleted bookings out), and forgets
 * the holds the sale made: deleted unpaid bookings would otherwise count against their buyers
 * for the cool-down, and their seats be kept from them (decision 010), in the next round.
 */
function resetSale(url, departureId) {
  psql(url, `delete from bookings where departure_id = '${departureId}'`);
  psql(url, `delete from hold_ledger where departure_id = '${departureId}'`);
  psql(url, 'vacuum analyze bookings, departures');
  const seats = seatsOf(url, departureId);
  if (seats.left !== SEATS || seats.booked !== 0)
    throw new Error(`reset left ${JSON.stringify(seats)}`);
}

requireBuild();
psql(PG_URL, `drop database if exists ${DB}`);
psql(PG_URL, `create database ${DB}`);
const url = dbUrl(DB);
const dataDir = tempDir('flash-sale');
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
    BOOKING_HOLD_MINUTES: String(HOLD_MINUTES),
    BOOKING_HOLD_ACCOUNT_SEATS: String(HOLD_TERMS.holdAccountSeats),
    BOOKING_HOLD_ADDRESS_SEATS: String(HOLD_TERMS.holdAddressSeats),
    BOOKING_HOLD_DEPARTURE_PERCENT: String(HOLD_TERMS.holdDeparturePercent),
    BOOKING_HOLD_COOLDOWN_MINUTES: String(HOLD_TERMS.holdCooldownMinutes),
    WEB_CONCURRENCY: WORKERS,
  },
});
const trigger = psql(url, `select pg_get_functiondef('departure_seats_track'::regproc)`);
const pgbenchTrigger = trigger.replace(`ERRCODE = 'WF409'`, `ERRCODE = '40001'`);
if (pgbenchTrigger === trigger || trigger.split(`'WF409'`).length !== 2) {
  throw new Error('departure_seats_track no longer raises WF409 once: update the benchmark');
}
// pgbench's script and per-transaction logs.
const dir = tempDir('flash-sale-pgbench');
let ok = false;
try {
  // The agency: an admin (granted as the operator does, in the database) adds the package and
  // its departure through the API.
  const admin = await account(server.url, 'bench-admin@example.com', 'Bench Admin');
  psql(url, `update users set role = 'admin' where email = '${admin.email}'`);
  const asAdmin = { authorization: `Bearer ${admin.token}` };
  const { json: pkg } = await postJson(
    `${server.url}/api/addPackages`,
    {
      title: 'Flash sale: Sundarbans by launch',
      description: 'Three days on the river, one hundred seats.',
      price: 150,
      duration: '3 days',
    },
    asAdmin,
  );
  const { json: departure } = await postJson(
    `${server.url}/api/packages/${pkg.insertedId}/departures`,
    { startsAt: '2027-06-01T09:00', seats: SEATS },
    asAdmin,
  );
  const pkgId = pkg.insertedId;
  const departureId = departure.insertedId;

  const signUpStart = performance.now();
  const buyers = await eachLimited(
    Array.from({ length: BUYERS }, (_, i) => i),
    8,
    (i) =>
      account(
        server.url,
        `buyer-${i}@flash.example`,
        `Buyer ${i}`,
        `127.0.0.${2 + Math.floor(i / 100)}`,
      ),
  );
  console.log(
    `${BUYERS} buyers signed up with their tokens in ${round((performance.now() - signUpStart) / 1000, 1)} s`,
  );
  console.log(`the job runner finished their e-mails ${round(await jobsDrained(url), 1)} s later`);
  const ids = new Map(
    psql(url, `select email, id from users where email like 'buyer-%@flash.example'`)
      .split('\n')
      .map((line) => line.split('|')),
  );

  writeFileSync(path.join(dir, 'flash-sale.sql'), pgbenchScript());
  const iat = Math.floor(Date.now() / 1000);
  const vars = {
    packageId: pkgId,
    departureId,
    travellers: 1,
    travellerNames: '{}',
    holdMinutes: HOLD_MINUTES,
    ...HOLD_TERMS,
    one: 1,
    iat,
    adminRole: 'admin',
  };
  for (let k = 0; k < CLIENTS; k++) {
    Object.assign(vars, {
      [`email${k}`]: buyers[k].email,
      [`uid${k}`]: ids.get(buyers[k].email),
      [`name${k}`]: buyers[k].name,
    });
  }

  const checks = [];
  const serverRuns = [];
  const pgbenchRuns = [];
  // The statement pgbench sends must be the server's. A few bookings that succeed leave it as
  // the last query of their connections (a failed one costs its connection, see the report):
  // PostgreSQL shows its first track_activity_query_size bytes in pg_stat_activity.
  const probe = await serverSale(server.url, buyers.slice(0, CLIENTS), pkgId, departureId);
  if (probe.sold !== CLIENTS) throw new Error(`probe bookings: ${probe.otherSample.join('\n')}`);
  const sent = psql(
    url,
    `select query from pg_stat_activity where datname = '${DB}' and query like 'insert into "bookings"%' limit 1`,
  );
  if (sent && !serverText().startsWith(sent)) {
    const expected = serverText();
    let at = 0;
    while (at < sent.length && sent[at] === expected[at]) at++;
    throw new Error(
      `the server sends another booking statement; from character ${at}:\n${JSON.stringify(sent.slice(at, at + 80))}\ninstead of\n${JSON.stringify(expected.slice(at, at + 80))}`,
    );
  }
  const statementChecked = sent.length;
  resetSale(url, departureId);
  // Round 0 warms both sides (the server's code and prepared statements, pgbench's caches) and
  // is not counted; the sides take turns going first.
  for (let r = 0; r <= ROUNDS; r++) {
    const sides = r % 2 ? ['pgbench', 'server'] : ['server', 'pgbench'];
    for (const side of sides) {
      if (side === 'server') {
        const before = sessionsOf(url);
        const sale = await serverSale(server.url, buyers, pkgId, departureId);
        // New connections the server opened to PostgreSQL during the sale (the second count's
        // own connection taken off).
        sale.connections = sessionsOf(url) - before - 1;
        const seats = seatsOf(url, departureId);
        console.log(
          `round ${r} server: ${sale.sold} sold, ${sale.soldOut} SOLD_OUT, ${sale.other} other, ${seats.left} seats left; ${round(sale.rate, 0)} attempts/s (${round(sale.spanMs, 0)} ms), p50 ${round(sale.p50, 1)} ms, p99 ${round(sale.p99, 1)} ms; ${sale.connections} new PostgreSQL connections`,
        );
        if (sale.other) console.log(`  other answers: ${sale.otherSample.join('\n  ')}`);
        checks.push(
          sale.sold === SEATS &&
            sale.soldOut === BUYERS - SEATS &&
            sale.other === 0 &&
            seats.left === 0 &&
            seats.booked === SEATS,
        );
        if (r > 0) serverRuns.push(sale);
      } else {
        psql(url, pgbenchTrigger);
        let sale;
        try {
          sale = await pgbenchSale(url, dir, r, vars);
        } finally {
          psql(url, trigger);
        }
        const seats = seatsOf(url, departureId);
        console.log(
          `round ${r} pgbench: ${sale.processed} sold, ${sale.failed} refused, ${seats.left} seats left; ${round(sale.rate, 0)} attempts/s (${round(sale.spanMs, 0)} ms), sold ones p50 ${round(sale.p50Sold, 1)} ms, p99 ${round(sale.p99Sold, 1)} ms`,
        );
        checks.push(
          sale.processed === SEATS &&
            sale.failed === BUYERS - SEATS &&
            sale.logged === BUYERS &&
            seats.left === 0 &&
            seats.booked === SEATS,
        );
        if (r > 0) pgbenchRuns.push(sale);
      }
      resetSale(url, departureId);
    }
  }

  const appRate = median(serverRuns.map((s) => s.rate));
  const peerRate = median(pgbenchRuns.map((s) => s.rate));
  const ratio = appRate / peerRate;
  const list = (runs, key, digits = 0) => runs.map((s) => round(s[key], digits)).join(', ');
  ok = report(
    `Flash sale on PostgreSQL: ${BUYERS} buyers for ${SEATS} seats, ${ROUNDS} rounds (median), sides alternating`,
    [
      {
        label: `every round, both sides: exactly ${SEATS} sold, ${BUYERS - SEATS} SOLD_OUT, 0 other, 0 seats left`,
        pass: checks.every(Boolean),
      },
      { label: `ratio to pgbench ${round(ratio, 3)} >= ${FLOOR}`, pass: ratio >= FLOOR },
    ],
    {
      [`Wayfare, HTTP (${BUYERS} requests at once, kept-alive connections)`]: `${round(appRate, 0)} attempts/s (rounds ${list(serverRuns, 'rate')}); latency p50 ${median(serverRuns.map((s) => s.p50)).toFixed(1)} ms, p99 ${median(serverRuns.map((s) => s.p99)).toFixed(1)} ms (p99 rounds ${list(serverRuns, 'p99', 1)}; sold ones ${list(serverRuns, 'p99Sold', 1)}, refused ${list(serverRuns, 'p99Refused', 1)})`,
      [`pgbench -M prepared -c ${CLIENTS}, same statement`]: `${round(peerRate, 0)} attempts/s (rounds ${list(pgbenchRuns, 'rate')}); from the sale's start p50 ${median(pgbenchRuns.map((s) => s.sinceStartP50)).toFixed(1)} ms, p99 ${median(pgbenchRuns.map((s) => s.sinceStartP99)).toFixed(1)} ms; per sold transaction p50 ${median(pgbenchRuns.map((s) => s.p50Sold)).toFixed(2)} ms, p99 ${median(pgbenchRuns.map((s) => s.p99Sold)).toFixed(2)} ms`,
      statement: statementChecked
        ? `pgbench sends the server's text (first ${statementChecked} characters compared, pg_stat_activity)`
        : 'not compared in this run (no server connection showed it in pg_stat_activity)',
      server: `${WORKERS} worker process(es), each with a pool of 10 connections; new PostgreSQL connections it opened per sale: ${list(serverRuns, 'connections')}`,
      database: `PostgreSQL ${psql(url, 'show server_version')}`,
    },
  );
} finally {
  await server.stop();
  removeDir(dataDir);
  removeDir(dir);
  psql(PG_URL, `drop database if exists ${DB}`);
}
process.exit(ok ? 0 : 1);
