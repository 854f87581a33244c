// P5: the reads that grow with the business, at 10,000 and at 1,000,000 bookings (1,000 and
// 100,000 users; 100 and 10,000 packages), on PostgreSQL: a traveller's bookings, the admin
// totals, the admin's first page of all bookings, and a package search. Each is asked 300 times
// (after 30 to warm up) through the production server; p95 at 1M must stay within 1.5x of p95
// at 10k. The search asks for a destination by name: every destination has about 10 packages at
// either size (a bigger catalogue has more destinations, not more packages per destination); a
// broad word that matches a share of the whole catalogue is shown too, for information.
// The admin overview (docs/architecture.md, "Reports") is asked for its 30-day and this-year
// periods; it must also answer within 300 ms (p95) at 1M (its first request for a period, which
// counts the period's top packages once, is shown apart). Both sizes hold two years of business:
// bookings spread evenly over the last 730 days (a bigger business books more a day), with
// payments, refunds, cancellations, expired holds, departures, sign-ups, trip requests and
// messages.
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
// Only the reads whose names contain one of these words (`BENCH_SCALE_READS=overview,search`).
const ONLY = process.env.BENCH_SCALE_READS?.split(',').filter(Boolean);
const WARMUP = 30;
const CEILING = 1.5;
const OVERVIEW_P95_MS = 300;
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
    insert into users (name, email, role, signed_up_at, created_at)
      select 'Traveller ' || i, 'traveller' || i || '@bench.example', 'user', at, at
      from generate_series(1, ${size.users}) i,
           lateral (select now() - make_interval(secs => i::double precision * ${(730 * 86400) / size.users}) as at) s;
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
    -- Two years of business at either size (a bigger business books more per day): bookings
    -- evenly spread over the last 730 days, newest first; half paid, a tenth paid then refunded
    -- (cancelled by an admin), a tenth cancelled unpaid, the rest unpaid or expired holds.
    insert into bookings (user_id, package_id, package_title, name, email, duration, price_cents, status, travellers, created_at, updated_at, cancelled_at)
      select u.id, p.id, p.title, u.name, u.email, p.duration, p.price_cents * (1 + b % 4),
             s.status, 1 + b % 4, s.at, s.at,
             case when s.status in ('refunded', 'cancelled') then s.at + interval '2 days' end
      from generate_series(1, ${size.bookings}) b
      cross join lateral (
        select (array['paid','paid','paid','paid','paid','paid','paid','paid','paid','paid',
                      'refunded','refunded','cancelled','cancelled','expired','expired','expired',
                      'unpaid','unpaid','unpaid'])[1 + b % 20] as status,
               now() - make_interval(secs => b::double precision * ${(730 * 86400) / size.bookings}) as at
      ) s
      join u on u.n = 1 + (b::bigint * 7919) % ${size.users}
      join p on p.n = 1 + b % ${size.packages};
    -- A payment (and its intent) ten minutes after each paid booking, a refund two days after.
    alter table payments disable trigger user;
    insert into payment_intents (id, user_id, email, amount_cents, booking_ids, basket_key, status, created_at)
      select 'pi_bench_' || id, user_id, email, price_cents, array[id], id::text, 'fulfilled', created_at
      from bookings where status in ('paid', 'refunded');
    insert into payments (payment_intent_id, user_id, name, email, amount_cents, refunded_cents, booking_ids, package_ids, card_brand, card_last4, created_at)
      select 'pi_bench_' || id, user_id, name, email, price_cents,
             case when status = 'refunded' then price_cents else 0 end,
             array[id], array[package_id], 'visa', '4242', created_at + interval '10 minutes'
      from bookings where status in ('paid', 'refunded');
    insert into refunds (payment_id, booking_id, amount_cents, processor_refund_id, created_at)
      select pay.id, b.id, b.price_cents, 're_bench_' || b.id, b.cancelled_at
      from bookings b join payments pay on pay.payment_intent_id = 'pi_bench_' || b.id
      where b.status = 'refunded';
    alter table payments enable trigger user;
    -- A trip request and a message from a tenth of the people; all answered but 50 of each.
    insert into trip_requests (user_id, email, origin, destination, start_at, end_at, created_at, answer, answered_at)
      select id, email, 'Dhaka', 'Bandarban', now() + interval '30 days', now() + interval '33 days',
             now() - make_interval(hours => n::int), case when n > 500 then 'Yes' end,
             case when n > 500 then now() end
      from u where n % 10 = 0;
    insert into contacts (user_id, name, email, message, created_at, handled_at)
      select id, name, email, 'When is the next departure?', now() - make_interval(hours => n::int),
             case when n > 500 then now() end
      from u where n % 10 = 0;
    -- Twelve departures a package over the two years and the year ahead, seats part taken.
    insert into departures (package_id, starts_at, seats_total, seats_taken, status)
      select p.id, now() - interval '730 days' + make_interval(days => d * 91 + (p.n % 91)::int),
             20 + (p.n + d) % 21, ((p.n * 7 + d * 3) % 21),
             case when (p.n + d) % 17 = 0 then 'cancelled' else 'open' end
      from p cross join generate_series(0, 11) d;
    delete from booking_totals where true;
    insert into booking_totals (slot, status, count, cents)
      select (hashtext(id::text) & 15)::smallint, status, count(*), sum(price_cents) from bookings group by 1, 2;
    alter table bookings enable trigger user;
    -- The overview's hourly counts (0018_reports), as its triggers would have kept them.
    select report_hours_rebuild();
  `,
  );
  // What autovacuum does soon after a bulk load, done at once so both sizes are measured in the
  // state a running database settles in: statistics gathered, the visibility map set, and the
  // rows sitting in the GIN index's pending list (where a bulk insert leaves them, to be scanned
  // one by one on every search until a vacuum merges them) moved into the index proper.
  psql(url, 'vacuum analyze');
}

/** The day `offset` days from today in the agency's zone (TRIP_TIME_ZONE's default), `YYYY-MM-DD`. */
function dhakaDay(offset) {
  return new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Asia/Dhaka',
  });
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
      // The overview for two of its presets, in the agency's zone (Asia/Dhaka).
      'admin overview (30 days)': () =>
        timed(`${server.url}/api/reports/overview?from=${dhakaDay(-29)}&to=${dhakaDay(0)}`, auth),
      'admin overview (this year)': () =>
        timed(
          `${server.url}/api/reports/overview?from=${dhakaDay(0).slice(0, 4)}-01-01&to=${dhakaDay(0)}`,
          auth,
        ),
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
// The first request of each read is kept apart: the overview's first request for a period counts
// that period's top packages from the bookings (then kept up to date), which the others do not.
const first = {};
try {
  for (const name of Object.keys(small.reads)) {
    if (ONLY && !ONLY.some((word) => name.includes(word))) continue;
    const times = { small: [], large: [] };
    for (let i = 0; i < WARMUP; i++) {
      const pair = [await small.reads[name](), await large.reads[name]()];
      if (i === 0) first[name] = pair;
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
  if (name.includes('overview'))
    raw[`${name}, first request`] =
      `${round(first[name][0], 2)} ms at 10k, ${round(first[name][1], 2)} ms at 1M (counts the period's ranking)`;
  if (!name.includes('information'))
    checks.push({
      label: `${name}: p95 at 1M / p95 at 10k ${round(ratio, 2)} <= ${CEILING}`,
      pass: ratio <= CEILING,
    });
  // The overview also has an absolute bound at 1M.
  if (name.includes('overview'))
    checks.push({
      label: `${name}: p95 at 1M ${round(large.p95[name], 2)} ms <= ${OVERVIEW_P95_MS} ms`,
      pass: large.p95[name] <= OVERVIEW_P95_MS,
    });
}
const ok = report(
  `P5 reads at 10k and 1M bookings, PostgreSQL, ${SAMPLES} requests each`,
  checks,
  raw,
);
process.exit(ok ? 0 : 1);
