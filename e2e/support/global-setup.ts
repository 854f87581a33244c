import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PASSWORD } from './accounts';
import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, startOidcProvider } from './oidc-server';

export const ADMIN_EMAIL = 'admin@wayfare.test';
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    adminEmail: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function waitForHealth(url: string, server: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`server exited (${server.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/**
 * The first administrator, as an operator makes one: ADMIN_EMAILS makes nobody admin by itself;
 * the server prints a one-time setup link in its log, and the person signed up with that address
 * opens it (here over HTTP; the browser journey of an invitation is in accounts.spec.ts).
 */
async function becomeFirstAdmin(baseURL: string, output: () => string) {
  const token = new RegExp(
    `admin setup link for ${ADMIN_EMAIL.replace('.', '\\.')}.*?admin-invitation#([\\w-]+)`,
  ).exec(output())?.[1];
  if (!token) throw new Error(`no admin setup link in the server log:\n${output()}`);
  const headers = { origin: baseURL, 'content-type': 'application/json' };
  const signUp = await fetch(`${baseURL}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: ADMIN_EMAIL, password: PASSWORD, name: 'Wayfare Admin' }),
  });
  if (!signUp.ok) throw new Error(`admin sign-up: ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const exchange = await fetch(`${baseURL}/api/jwt`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ email: ADMIN_EMAIL }),
  });
  const { token: apiToken } = (await exchange.json()) as { token: string };
  const accepted = await fetch(`${baseURL}/api/admin-invitations/accept`, {
    method: 'POST',
    headers: { ...headers, authorization: `Bearer ${apiToken}` },
    body: JSON.stringify({ token }),
  });
  if (!accepted.ok) throw new Error(`admin setup: ${accepted.status} ${await accepted.text()}`);
  return apiToken;
}

/**
 * The journeys book the demo packages on Home hundreds of times (the spec's clients name no
 * departure, so each booking takes a seat of the next one with room), more than their demo dates
 * hold. The admin gives each demo date with room 1,000 seats, as an agency adds seats; the nearly
 * full and sold-out dates stay as the demo has them.
 */
async function roomForJourneys(baseURL: string, token: string) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const packages = (await (await fetch(`${baseURL}/api/packages?limit=100`)).json()) as {
    _id: string;
  }[];
  for (const pkg of packages) {
    const response = await fetch(`${baseURL}/api/packages/${pkg._id}/departures?all=true`, {
      headers,
    });
    const dates = (await response.json()) as { _id: string; seatsLeft: number; status: string }[];
    for (const date of dates.filter((d) => d.status === 'open' && d.seatsLeft > 2)) {
      const patched = await fetch(`${baseURL}/api/departures/${date._id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({ seats: 1000 }),
      });
      if (!patched.ok)
        throw new Error(`departure seats: ${patched.status} ${await patched.text()}`);
    }
  }
}

/** Starts the production build on a free port, with a data directory of its own. */
function startServer(port: number, dataDir: string, oidcIssuer: string) {
  const baseURL = `http://localhost:${port}`;
  let log = '';
  // E2E_SERVER (with WEB_DIST_DIR) runs the journeys against a build kept elsewhere.
  const entry = process.env.E2E_SERVER ?? 'apps/server/dist/server.js';
  const server = spawn(process.execPath, [entry], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ADMIN_EMAILS: ADMIN_EMAIL,
      SIGN_UP_RATE_LIMIT_MAX: '1000',
      // Every journey comes from one address, as hundreds of people would from many: the per-
      // address limits are proven by the security suite (R2, R5), not by tripping them here.
      API_RATE_LIMIT_MAX: '100000',
      TOKEN_RATE_LIMIT_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
      PAGE_RATE_LIMIT_MAX: '100000',
      // One account sends the 55 contact messages the User Requests pages show (admin-tables);
      // the mail limits are proven by the server suite (mail-abuse.test.ts).
      MAIL_ACCOUNT_LIMIT_MAX: '100000',
      MAIL_RECIPIENT_LIMIT_MAX: '100000',
      OIDC_ISSUER: oidcIssuer,
      OIDC_CLIENT_ID,
      OIDC_CLIENT_SECRET,
      OIDC_NAME: 'Wayfare Test SSO',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  return { server, baseURL, output: () => log };
}

/**
 * Starts a local OIDC provider and the production build (`npm run build` ran before). Each Vitest
 * process has its own (CI runs the journeys in two shards, scripts/test.mjs): its own port, data
 * directory and provider. A port another process took between the probe and the server's listen
 * is tried again with a new one.
 */
export default async function setup(project: TestProject) {
  let started:
    | (ReturnType<typeof startServer> & { oidc: { close(): Promise<void> }; dataDir: string })
    | undefined;
  for (let attempt = 1; !started; attempt += 1) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfare-e2e-'));
    const port = await freePort();
    const oidc = await startOidcProvider(() => `http://localhost:${port}/api/auth/callback/oidc`);
    const candidate = startServer(port, dataDir, oidc.issuer);
    try {
      await waitForHealth(candidate.baseURL, candidate.server, candidate.output);
      started = { ...candidate, oidc, dataDir };
    } catch (error) {
      candidate.server.kill('SIGKILL');
      await oidc.close();
      rmSync(dataDir, { recursive: true, force: true });
      if (attempt >= 3 || !candidate.output().includes('EADDRINUSE')) throw error;
    }
  }
  const { server, baseURL, output, oidc, dataDir } = started;
  await roomForJourneys(baseURL, await becomeFirstAdmin(baseURL, output));
  project.provide('baseURL', baseURL);
  project.provide('adminEmail', ADMIN_EMAIL);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await oidc.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (process.env.E2E_SHOW_SERVER_LOG) console.log(output());
  };
}
