// Shared helpers of the benchmarks: start the production server, measure, report a ratio.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';

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

/**
 * Starts `node apps/server/dist/server.js` in production mode on a free port. The API rate
 * limit is lifted (a benchmark is one client sending thousands of requests a second).
 */
export async function startServer({ env = {}, dataDir } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const nodeArgs = process.env.BENCH_NODE_ARGS ? process.env.BENCH_NODE_ARGS.split(' ') : [];
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
