// Exports (docs/architecture.md, "Exports"; docs/benchmarks.md, "Exports"): GET
// /api/exports/bookings.csv through the production server.
//  - PostgreSQL, 1,000,000 bookings: the server process's resident memory (VmRSS, sampled every
//    50 ms) may rise by at most 150 MB above its level before the download while the whole file
//    streams out.
//  - The embedded database (PGlite), 100,000 bookings: the same figures, and GET /api/health
//    (which asks the database) answered while the export runs, side by side with its latency
//    without an export: the export reads in chunks, so other requests' queries run between them.
// Needs `npm run build` first. BENCH_EXPORT_ROWS and BENCH_EXPORT_EMBEDDED_ROWS change the sizes.
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  PG_URL,
  PRODUCTION_NODE_ARGS,
  REPO_ROOT,
  median,
  percentile,
  removeDir,
  report,
  requireBuild,
  round,
  startServer,
  tempDir,
} from './lib.mjs';

// The server's own PGlite (a dependency of apps/server), to write rows while it is stopped.
const serverRequire = createRequire(path.join(REPO_ROOT, 'apps/server/package.json'));
const serverImport = (name) => import(pathToFileURL(serverRequire.resolve(name)).href);

const PG_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const EMBEDDED_ROWS = Number(process.env.BENCH_EXPORT_EMBEDDED_ROWS ?? 100_000);
const RISE_CEILING_MB = 150;
const ADMIN = 'admin@bench.example';
const MB = 1024 * 1024;

function psql(url, sql) {
  return execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-Atqc', sql], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }).trim();
}

function dbUrl(name) {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * `rows` bookings in one set-based statement, spread over two years, with names, e-mails, a
 * quoted title and traveller names: rows of a realistic width (about 300 bytes of CSV each).
 */
function bookingsSql(rows) {
  return `
    alter table bookings disable trigger user;
    insert into bookings (package_title, name, email, duration, price_cents, status, travellers,
                          traveller_names, created_at, updated_at)
      select 'Coastal "Escape", to Place' || (b % 1000), 'Traveller ' || b,
             'traveller' || b || '@bench.example', (1 + b % 10) || ' days', 10000 + (b * 37) % 90000,
             (array['paid','unpaid','cancelled','expired','refunded'])[1 + b % 5], 1 + b % 4,
             array['Companion ' || b, '-' || (b % 7) || ' guest'],
             now() - make_interval(secs => b::double precision * ${(730 * 86400) / rows}),
             now()
      from generate_series(1, ${rows}) b;
    alter table bookings enable trigger user;
  `;
}

/** Signs the bench's admin up (or, `again`, in) and answers the API token's header. */
async function signUpAdmin(server, again = false) {
  const signUp = await fetch(`${server.url}/api/auth/${again ? 'sign-in' : 'sign-up'}/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email: ADMIN, password: 'bench-password-1', name: 'Bench Admin' }),
  });
  if (signUp.status !== 200) throw new Error(`sign-in: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const response = await fetch(`${server.url}/api/jwt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url, cookie },
    body: JSON.stringify({ email: ADMIN }),
  });
  const { token } = await response.json();
  return { authorization: `Bearer ${token}` };
}

function rssBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

/**
 * Downloads `url`, counting bytes and records (CRLF line ends outside quotes are what separate
 * records here: the generated rows hold no line breaks), while sampling the server's RSS every
 * 50 ms and, with `probe`, calling it back-to-back until the download ends.
 */
async function download(server, url, headers, probe) {
  const pid = server.child.pid;
  await new Promise((r) => setTimeout(r, 1000));
  const baseline = rssBytes(pid);
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid));
  }, 50);
  let done = false;
  const probes = [];
  const probing = (async () => {
    if (!probe) return;
    // Every request sent while the download runs counts, also one answered after it ended (a
    // request that waited for the whole export shows as a latency that long).
    while (!done) {
      const started = performance.now();
      await probe();
      probes.push(performance.now() - started);
    }
  })();
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  let first;
  try {
    const response = await fetch(url, { headers });
    if (response.status !== 200)
      throw new Error(`${url}: ${response.status} ${await response.text()}`);
    for await (const chunk of response.body) {
      first ??= Buffer.from(chunk.subarray(0, 3));
      bytes += chunk.length;
      for (const byte of chunk) if (byte === 0x0a) lines += 1;
    }
  } finally {
    done = true;
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  peak = Math.max(peak, rssBytes(pid));
  await probing;
  return {
    baseline,
    peak,
    rise: peak - baseline,
    rows: lines - 1,
    bytes,
    seconds,
    bom: first?.equals(Buffer.from([0xef, 0xbb, 0xbf])) ?? false,
    probes,
  };
}

async function timedHealth(server) {
  const response = await fetch(`${server.url}/api/health`);
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`/api/health: ${response.status}`);
}

async function healthAlone(server, count = 40) {
  const times = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await timedHealth(server);
    times.push(performance.now() - started);
  }
  return times;
}

function figures(result) {
  return {
    rows: result.rows,
    bytes: `${result.bytes} (${round(result.bytes / MB, 1)} MB)`,
    seconds: round(result.seconds, 1),
    'rows per second': Math.round(result.rows / result.seconds),
    'baseline RSS (MB)': round(result.baseline / MB, 1),
    'peak RSS (MB)': round(result.peak / MB, 1),
    'rise (MB)': round(result.rise / MB, 1),
  };
}

async function onPostgres() {
  const name = 'wayfare_bench_exports';
  psql(PG_URL, `drop database if exists ${name}`);
  psql(PG_URL, `create database ${name}`);
  const url = dbUrl(name);
  const dataDir = tempDir('exports-pg');
  const server = await startServer({
    dataDir,
    env: {
      DATABASE_URL: url,
      BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
      JWT_PRIVATE_KEY: generateKeyPairSync('ed25519').privateKey.export({
        type: 'pkcs8',
        format: 'pem',
      }),
      SEED_DEMO_DATA: 'false',
      TOKEN_TTL_SECONDS: '3600',
    },
  });
  try {
    const generating = performance.now();
    psql(url, bookingsSql(PG_ROWS));
    psql(url, 'vacuum analyze bookings');
    const generatedS = (performance.now() - generating) / 1000;
    const auth = await signUpAdmin(server);
    psql(url, `update users set role = 'admin' where email = '${ADMIN}'`);
    const plan = psql(
      url,
      `explain select id from bookings where (created_at, id) < (now(), '00000000-0000-4000-8000-000000000000'::uuid) order by created_at desc, id desc limit 1000`,
    );
    const alone = await healthAlone(server);
    const result = await download(server, `${server.url}/api/exports/bookings.csv`, auth, () =>
      timedHealth(server),
    );
    return report(
      `Exports on PostgreSQL: ${PG_ROWS.toLocaleString('en')} bookings as CSV`,
      [
        {
          label: `all ${PG_ROWS} rows sent, BOM first`,
          pass: result.rows === PG_ROWS && result.bom,
        },
        {
          label: `server RSS rose ${round(result.rise / MB, 1)} MB <= ${RISE_CEILING_MB} MB`,
          pass: result.rise <= RISE_CEILING_MB * MB,
        },
      ],
      {
        ...figures(result),
        'generated in (s)': round(generatedS, 1),
        'server Node flags': process.env.BENCH_NODE_ARGS ?? PRODUCTION_NODE_ARGS,
        'chunk plan': plan.split('\n').slice(0, 3).join(' / '),
        'GET /api/health p50 alone / during (ms)': `${round(median(alone), 1)} / ${round(median(result.probes), 1)} (${result.probes.length} answered during the export)`,
      },
    );
  } finally {
    await server.stop();
    removeDir(dataDir);
    psql(PG_URL, `drop database if exists ${name}`);
  }
}

async function onEmbedded() {
  const dataDir = tempDir('exports-embedded');
  const env = { SEED_DEMO_DATA: 'false', TOKEN_TTL_SECONDS: '3600' };
  try {
    // First start: migrations, and the admin signs up; then, with the server stopped (PGlite has
    // one process), the bookings are generated and the admin made one.
    let server = await startServer({ dataDir, env });
    await signUpAdmin(server);
    await server.stop();
    const generating = performance.now();
    const { PGlite } = await serverImport('@electric-sql/pglite');
    const { pg_trgm } = await serverImport('@electric-sql/pglite/contrib/pg_trgm');
    const db = await PGlite.create(path.join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
    await db.exec(bookingsSql(EMBEDDED_ROWS));
    await db.exec(`update users set role = 'admin' where email = '${ADMIN}'`);
    await db.exec('vacuum analyze bookings');
    await db.close();
    const generatedS = (performance.now() - generating) / 1000;
    server = await startServer({ dataDir, env });
    try {
      // A token of this start (the role changed while the server was stopped).
      const auth = await signUpAdmin(server, true);
      await healthAlone(server, 10);
      const alone = await healthAlone(server);
      const result = await download(server, `${server.url}/api/exports/bookings.csv`, auth, () =>
        timedHealth(server),
      );
      const during = result.probes;
      return report(
        `Exports on the embedded database: ${EMBEDDED_ROWS.toLocaleString('en')} bookings as CSV`,
        [
          {
            label: `all ${EMBEDDED_ROWS} rows sent, BOM first`,
            pass: result.rows === EMBEDDED_ROWS && result.bom,
          },
          {
            label: `${during.length} health requests during the export, the slowest in ${round(Math.max(...during), 1)} ms (>= 10, each < 1 s: they interleave with its chunks)`,
            pass: during.length >= 10 && Math.max(...during) < 1000,
          },
        ],
        {
          ...figures(result),
          'generated in (s)': round(generatedS, 1),
          'GET /api/health alone p50 / p95 (ms)': `${round(median(alone), 1)} / ${round(percentile(alone, 95), 1)}`,
          'GET /api/health during the export p50 / p95 / max (ms)': `${round(median(during), 1)} / ${round(percentile(during, 95), 1)} / ${round(Math.max(...during), 1)}`,
          'ratio during / alone (p50)': round(median(during) / median(alone), 1),
        },
      );
    } finally {
      await server.stop();
    }
  } finally {
    removeDir(dataDir);
  }
}

requireBuild();
const only = process.argv[2];
let ok = true;
if (!only || only === 'postgres') ok = (await onPostgres()) && ok;
if (!only || only === 'embedded') ok = (await onEmbedded()) && ok;
process.exit(ok ? 0 : 1);
