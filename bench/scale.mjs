// P5: the reads that grow with the business, at 10,000 and at 1,000,000 bookings (1,000 and
// 100,000 users; 100 and 10,000 packages), on PostgreSQL: a traveller's bookings, the admin
// totals, the admin's first page of all bookings, and a package search. Each is asked 300 times
// (after 30 to warm up) through the production server; p95 at 1M must stay within 1.5x of p95
// at 10k. The search asks for a destination by name: every destination has about 10 packages at
// either size (a bigger catalogue has more destinations, not more packages per destination); a
// broad word that matches a share of the whole catalogue is shown too, for information.
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  PG_URL,
  REPO_ROOT,
  percentile,
  removeDir,
  report,
  requireBuild,
  round,
  startServer,
  tempDir,
} from './lib.mjs';

const SIZES = [
  { name: '10k', bookings: 10_000, users: 1_000, packages: 100 },
  { name: '1M', bookings: 1_000_000, users: 100_000, packages: 10_000 },
];
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const WARMUP = 30;
const CEILING = 1.5;
const ADMIN = 'admin@bench.example';

function dbUrl(name) {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

function psql(url, sql) {
  return execFileSync('psql', [url, '-v', 'ON_ERROR_STOP=1', '-Atqc', sql], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }).trim();
}

/** Generated people, packages and bookings, in a few set-based statements. */
function generate(url, size) {
  psql(
    url,
    `
    alter table bookings disable trigger user;
    insert into users (name, email, role)
      select 'Traveller ' || i, 'traveller' || i || '@bench.example', 'user'
      from generate_series(1, ${size.users}) i;
    insert into packages (title, description, image, price_cents, duration, duration_days)
      select (array['Coastal','Hill','Tea Garden','River','Island','Forest','Lake','Desert'])[1 + i % 8]
               || ' ' || (array['Escape','Trek','Retreat','Cruise','Safari'])[1 + i % 5]
               || ' to Place' || (i % ${size.packages / 10}),
             'Generated package ' || i || ' with guides, stays and transfers in Place' || (i % ${size.packages / 10}),
             '/images/packages/coxs-bazar-960.webp', 10000 + (i * 37) % 90000,
             (1 + i % 10) || ' days', 1 + i % 10
      from generate_series(1, ${size.packages}) i;
    create temp table u as select id, name, email, row_number() over (order by email) as n from users where email like 'traveller%@bench.example';
    create temp table p as select id, title, duration, price_cents, row_number() over (order by id) as n from packages;
    insert into bookings (user_id, package_id, package_title, name, email, duration, price_cents, status, created_at, updated_at)
      select u.id, p.id, p.title, u.name, u.email, p.duration, p.price_cents,
             (array['unpaid','paid','refunded'])[1 + b % 3],
             now() - (b || ' seconds')::interval, now()
      from generate_series(1, ${size.bookings}) b
      join u on u.n = 1 + (b::bigint * 7919) % ${size.users}
      join p on p.n = 1 + b % ${size.packages};
    delete from booking_totals where true;
    insert into booking_totals (slot, status, count, cents)
      select (hashtext(id::text) & 15)::smallint, status, count(*), sum(price_cents) from bookings group by 1, 2;
    alter table bookings enable trigger user;
  `,
  );
  // What autovacuum does soon after a bulk load, done at once so both sizes are measured in the
  // state a running database settles in: statistics gathered, the visibility map set, and the
  // rows sitting in the GIN index's pending list (where a bulk insert leaves them, to be scanned
  // one by one on every search until a vacuum merges them) moved into the index proper.
  psql(url, 'vacuum analyze');
}

async function timed(url, headers) {
  const start = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  return performance.now() - start;
}

async function setUp(size) {
  const db = `wayfare_bench_scale_${size.name.toLowerCase()}`;
  psql(PG_URL, `drop database if exists ${db}`);
  psql(PG_URL, `create database ${db}`);
  const url = dbUrl(db);
  const dataDir = tempDir('scale');
  const secrets = {
    DATABASE_URL: url,
    BETTER_AUTH_SECRET: randomBytes(32).toString('hex'),
    JWT_PRIVATE_KEY: generateKeyPairSync('ed25519').privateKey.export({
      type: 'pkcs8',
      format: 'pem',
    }),
  };
  const server = await startServer({
    dataDir,
    env: { ...secrets, SEED_DEMO_DATA: 'false', TOKEN_TTL_SECONDS: '3600' },
  });
  try {
    const started = performance.now();
    generate(url, size);
    const generatedMs = performance.now() - started;
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify({ email: ADMIN, password: 'bench-password-1', name: 'Bench Admin' }),
    });
    const cookie = signUp.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { token } = await (
      await fetch(`${server.url}/api/jwt`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url, cookie },
        body: JSON.stringify({ email: ADMIN }),
      })
    ).json();
    // The operator makes the bench's admin, after sign-up, as docs/decisions/005 says.
    execFileSync(process.execPath, ['--import', 'tsx', 'src/cli/admin.ts', 'grant', ADMIN], {
      cwd: path.join(REPO_ROOT, 'apps/server'),
      env: { ...process.env, ...secrets, DATA_DIR: dataDir },
      stdio: 'ignore',
    });
    const auth = { authorization: `Bearer ${token}` };
    const destinations = size.packages / 10;
    const pick = (n) => 1 + Math.floor(Math.random() * n);
    const reads = {
      "a traveller's bookings": () =>
        timed(`${server.url}/api/booking?email=traveller${pick(size.users)}%40bench.example`, auth),
      'admin totals': () => timed(`${server.url}/api/allBooking/summary`, auth),
      'admin first page of all bookings': () =>
        timed(`${server.url}/api/allBooking?limit=20`, auth),
      // Each query string is new, so the list cache never answers: the database does.
      'package search (a destination)': () =>
        timed(
          `${server.url}/api/packages?q=Place${pick(destinations) - 1}&limit=12&n=${Math.random()}`,
          {},
        ),
      'package search (a broad word, information)': () =>
        timed(`${server.url}/api/packages?q=river&limit=12&n=${Math.random()}`, {}),
    };
    const rows = psql(
      url,
      "select (select count(*) from bookings) || ' bookings, ' || (select count(*) from users) || ' users, ' || (select count(*) from packages) || ' packages'",
    );
    return {
      reads,
      rows,
      generatedMs,
      close: async () => {
        await server.stop();
        removeDir(dataDir);
        if (!process.env.BENCH_KEEP_DB) psql(PG_URL, `drop database if exists ${db}`);
      },
    };
  } catch (error) {
    await server.stop();
    removeDir(dataDir);
    throw error;
  }
}
requireBuild();
const small = await setUp(SIZES[0]);
const large = await setUp(SIZES[1]);
// Both servers run side by side and every read alternates between them, so a busier moment of
// the machine weighs on both sizes alike.
try {
  for (const name of Object.keys(small.reads)) {
    const times = { small: [], large: [] };
    for (let i = 0; i < WARMUP; i++) {
      await small.reads[name]();
      await large.reads[name]();
    }
    for (let i = 0; i < SAMPLES; i++) {
      times.small.push(await small.reads[name]());
      times.large.push(await large.reads[name]());
    }
    small.p95 = { ...small.p95, [name]: percentile(times.small, 95) };
    large.p95 = { ...large.p95, [name]: percentile(times.large, 95) };
  }
} finally {
  await small.close();
  await large.close();
}
const checks = [];
const raw = {
  '10k data': small.rows,
  '1M data': `${large.rows} (generated in ${round(large.generatedMs / 1000, 0)} s)`,
};
for (const name of Object.keys(small.p95)) {
  const ratio = large.p95[name] / small.p95[name];
  raw[name] =
    `p95 ${round(small.p95[name], 2)} ms at 10k, ${round(large.p95[name], 2)} ms at 1M (x${round(ratio, 2)})`;
  if (!name.includes('information'))
    checks.push({
      label: `${name}: p95 at 1M / p95 at 10k ${round(ratio, 2)} <= ${CEILING}`,
      pass: ratio <= CEILING,
    });
}
const ok = report(
  `P5 reads at 10k and 1M bookings, PostgreSQL, ${SAMPLES} requests each`,
  checks,
  raw,
);
process.exit(ok ? 0 : 1);
