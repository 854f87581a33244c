// Shared helpers of the benchmarks: start the production server, measure, report a ratio.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/server.js');
export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export function requireBuild() {
  if (!existsSync(SERVER_ENTRY) || !existsSync(path.join(WEB_DIST, 'index.html'))) {
    console.error('No production build: run `npm run build` first (npm run bench does).');
    process.exit(2);
  }
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

export function tempDir(prefix) {
  return mkdtempSync(path.join(tmpdir(), `wayfare-bench-${prefix}-`));
}

export function removeDir(dir) {
  rmSync(dir, { recursive: true, force: true });
}

/** Waits until GET url answers 200; answers the milliseconds waited. */
export async function waitForOk(
  url,
  { timeoutMs = 60_000, everyMs = 20, isAlive = () => true } = {},
) {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    if (!isAlive()) throw new Error(`process exited before ${url} answered`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - start;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, everyMs));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms`);
}

/** The server's Node flags in production: a 1 GiB heap (see the Dockerfile). */
export const PRODUCTION_NODE_ARGS = '--max-old-space-size=1024';

/**
 * Starts `node apps/server/dist/server.js` in production mode on a free port. The API rate
 * limit is lifted (a benchmark is one client sending thousands of requests a second).
 */
export async function startServer({ env = {}, dataDir } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  // As production starts it (apps/server's `serve` script, the Dockerfile), unless told otherwise.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? PRODUCTION_NODE_ARGS).split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      DATA_DIR: dataDir ?? tempDir('data'),
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      API_RATE_LIMIT_MAX: '1000000000',
      SIGN_IN_RATE_LIMIT_MAX: '1000',
      SIGN_UP_RATE_LIMIT_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const startedAt = performance.now();
  try {
    await waitForOk(`${url}/api/health`, { isAlive: () => child.exitCode === null });
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${error.message}\n${log}`);
  }
  return {
    url,
    port,
    child,
    startupMs: performance.now() - startedAt,
    log: () => log,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill(process.env.BENCH_NODE_ARGS ? 'SIGINT' : 'SIGTERM');
      }),
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export function machine() {
  const cores = cpus();
  // The load average says how much else was running: absolute times on a shared machine move
  // with it, which is why every figure is a ratio to something measured in the same run.
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  return `${cores.length} x ${cores[0]?.model ?? 'unknown CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}, load average ${load}`;
}

/**
 * Prints one figure: its ratio against its ceiling or peer, the raw numbers, and PASS or FAIL.
 * Answers whether every check passed.
 */
export function report(figure, checks, raw) {
  console.log(`\n${figure}  (${machine()})`);
  for (const [key, value] of Object.entries(raw)) console.log(`  ${key}: ${value}`);
  let ok = true;
  for (const check of checks) {
    const pass = Boolean(check.pass);
    ok &&= pass;
    console.log(`  ${pass ? 'PASS' : 'FAIL'} ${check.label}`);
  }
  return ok;
}

export const round = (value, digits = 2) => Number(value.toFixed(digits));

/** Content types of the built assets, as the app sends them. */
const TYPES = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.html': 'text/html; charset=utf-8',
};

/**
 * node:http serving `pages` (pathname -> HTML: a page's static copy) and the built assets from
 * disk, as the app sends them.
 */
export async function startStaticSite(pages) {
  const compressed = new Map(
    Object.entries(pages).map(([pathname, html]) => [
      pathname,
      { html, brotli: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }) },
    ]),
  );
  const port = await freePort();
  const server = createHttpServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const brotli = /\bbr\b/.test(req.headers['accept-encoding'] ?? '');
    const page = compressed.get(pathname);
    if (page) {
      // Compressed as the app compresses its pages, so the two differ only by their scripts.
      const headers = { 'content-type': TYPES['.html'], 'cache-control': 'no-cache' };
      if (!brotli) return res.writeHead(200, headers).end(page.html);
      res.writeHead(200, { ...headers, 'content-encoding': 'br', vary: 'accept-encoding' });
      return res.end(page.brotli);
    }
    const file = path.join(WEB_DIST, path.normalize(pathname));
    if (!file.startsWith(WEB_DIST) || !existsSync(file)) {
      res.writeHead(404);
      return res.end();
    }
    const headers = {
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'cache-control': pathname.startsWith('/assets/')
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=604800',
    };
    if (brotli && existsSync(`${file}.br`)) {
      res.writeHead(200, { ...headers, 'content-encoding': 'br', vary: 'accept-encoding' });
      return res.end(readFileSync(`${file}.br`));
    }
    res.writeHead(200, headers);
    res.end(readFileSync(file));
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** Every public page (no sign-in): the product's public screens, and the first package's page. */
export async function publicPages(serverUrl) {
  const packages = await (await fetch(`${serverUrl}/api/packages`)).json();
  return [
    '/',
    '/about',
    '/search',
    '/search?q=beach',
    '/booking',
    '/contact',
    '/privacy',
    '/terms',
    '/login',
    '/register',
    '/forgot-password',
    `/packages/${packages[0]._id}`,
  ];
}

/**
 * One Lighthouse mobile performance run (default simulated throttling) in the Chrome of
 * chrome-launcher `chrome`; a run whose trace Lighthouse itself could not record is tried again.
 */
export async function lighthouseRun(chrome, url, attempt = 1) {
  try {
    return await lighthouseRunOnce(chrome, url);
  } catch (error) {
    if (attempt >= 3) throw error;
    console.error(`  (retrying ${url}: ${error.message})`);
    return lighthouseRun(chrome, url, attempt + 1);
  }
}

async function lighthouseRunOnce(chrome, url) {
  // Loaded here, not with this module: most benchmarks never run Lighthouse.
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  const score = lhr?.categories.performance.score;
  // An unreachable page gives a null score and no error: that is a failed run, not a zero.
  if (!lhr || score === null || score === undefined || lhr.runtimeError) {
    throw new Error(
      `Lighthouse could not measure ${url}: ${lhr?.runtimeError?.message ?? 'no score'}`,
    );
  }
  const value = (id) => lhr.audits[id].numericValue;
  return {
    score,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
  };
}

/**
 * One Lighthouse accessibility run (its score does not depend on the machine's speed): the score
 * and each failing audit with the elements it found.
 */
export async function lighthouseAccessibility(chrome, url) {
  const { default: lighthouse } = await import('lighthouse');
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['accessibility'],
  });
  const lhr = result?.lhr;
  const score = lhr?.categories.accessibility.score;
  if (!lhr || score === null || score === undefined || lhr.runtimeError)
    throw new Error(`Lighthouse could not check ${url}: ${lhr?.runtimeError?.message}`);
  const failed = lhr.categories.accessibility.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => ({
      id: a.id,
      selectors: (a.details?.items ?? []).map((i) => i.node?.selector),
    }));
  return { score, failed };
}

/** How `lighthouseAccessibility` reads in a report: the score, then any failing audit. */
export function describeAccessibility({ score, failed }) {
  const text = `score ${Math.round(score * 100)}`;
  if (!failed.length) return text;
  return `${text}; failing: ${failed.map((a) => `${a.id} (${a.selectors.join(', ')})`).join('; ')}`;
}

/** The median of each figure of several `lighthouseRun`s. */
export function lighthouseMedians(runs) {
  const pick = (key) => median(runs.map((r) => r[key]));
  return {
    score: pick('score'),
    fcp: pick('fcp'),
    lcp: pick('lcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    si: pick('si'),
  };
}

/**
 * The booking statement of features/bookings/repository.ts (`createAsCaller`), as Drizzle sends
 * it: `p(name)` writes each parameter ($1, $2, ... in order of appearance, as Drizzle numbers
 * them; pgbench numbers its `:variables` the same way, so the text it sends is the same).
 */
export function bookingStatement(p) {
  return [
    `insert into "bookings" ("id", "user_id", "package_id", "package_title", "name", "email", "duration", "price_cents", "status", "created_at", "updated_at", "cancel_reason", "cancelled_at", "cancelled_by", "departure_id", "travellers", "traveller_names", "hold_expires_at", "hold_extended_at") select "fresh"."id" as "id", case when "caller"."email" = ${p('email')}::text`,
    `              then "caller"."id"`,
    `              else (select "users"."id" from "users" where "users"."email" = ${p('email')}::text)`,
    `              end as "user_id", "packages"."id", "packages"."title", ${p('name')}::text as "name", ${p('email')}::text as "email", "packages"."duration", coalesce("chosen"."price_cents", "packages"."price_cents") * ${p('travellers')}::int as "price_cents", 'unpaid' as "status", now() as "created_at", now() as "updated_at", null::text as "cancel_reason", null::timestamptz as "cancelled_at", null::uuid as "cancelled_by", "chosen"."id" as "departure_id", ${p('travellers')}::smallint as "travellers", ${p('travellerNames')}::text[] as "traveller_names", case when "chosen"."id" is null then null`,
    `      else seat_hold_take("fresh"."id", case when "caller"."email" = ${p('email')}::text`,
    `              then "caller"."id"`,
    `              else (select "users"."id" from "users" where "users"."email" = ${p('email')}::text)`,
    `              end, ${p('holdAddress')}::text, "chosen"."id",`,
    `        ${p('travellers')}::int, ${p('holdMinutes')}::int, ${p('holdAccountSeats')}::int,`,
    `        ${p('holdAddressSeats')}::int, ${p('holdDeparturePercent')}::int,`,
    `        ${p('holdCooldownMinutes')}::int, "caller"."role" = 'admin') end as "hold_expires_at", null::timestamptz as "hold_extended_at" from "packages" left join lateral (select "id", "price_cents" from "departures" where ("departures"."package_id" = "packages"."id" and case when ${p('departureId')}::uuid is null`,
    `          then "departures"."status" = 'open' and "departures"."starts_at" > now()`,
    `            and "departures"."seats_total" - "departures"."seats_taken" >= ${p('travellers')}::int`,
    `          else "departures"."id" = ${p('departureId')}::uuid end) order by "departures"."starts_at" limit ${p('one')}) "chosen" on true cross join (select gen_random_uuid() as "id") as "fresh" inner join "users" "caller" on ("caller"."id" = ${p('uid')} and "caller"."email" = ${p('callerEmail')} and ("caller"."tokens_valid_after" is null or "caller"."tokens_valid_after" <= to_timestamp(${p('iat')}::double precision))) where (("packages"."id" = ${p('packageId')} and "packages"."archived_at" is null and ("chosen"."id" is not null or (${p('departureId')}::uuid is null and not exists (select 1 from "departures" where "departures"."package_id" = "packages"."id")))) and ("caller"."email" = ${p('email')} or "caller"."role" = ${p('adminRole')})) returning "id", "departure_id", "travellers", "hold_expires_at"`,
  ].join('\n');
}
