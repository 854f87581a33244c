import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../../..');
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/server.js');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export function productionSecrets() {
  return {
    BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
    JWT_PRIVATE_KEY: generateKeyPairSync('ed25519')
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString(),
  };
}

/** The built server (`npm run build -w @wayfare/server`) as a child process, as production runs it. */
export class ServerProcess {
  child: ChildProcess | null = null;
  log = '';
  readonly url: string;

  constructor(
    readonly port: number,
    readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  async start(timeoutMs = 90_000): Promise<number> {
    if (!existsSync(SERVER_ENTRY)) {
      throw new Error(`${SERVER_ENTRY} is missing: run npm run build -w @wayfare/server first`);
    }
    const started = Date.now();
    const child = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: REPO_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        PUBLIC_URL: this.url,
        LOG_LEVEL: 'warn',
        SEED_DEMO_DATA: 'false',
        SIGN_IN_RATE_LIMIT_MAX: '100000',
        SIGN_UP_RATE_LIMIT_MAX: '100000',
        API_RATE_LIMIT_MAX: '1000000',
        ...this.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    child.stdout?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (this.log += chunk.toString()));
    while (Date.now() - started < timeoutMs) {
      if (child.exitCode !== null) {
        throw new Error(`server exited with ${child.exitCode}:\n${this.log.slice(-3000)}`);
      }
      try {
        if ((await fetch(`${this.url}/api/health`)).ok) return Date.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`server not healthy within ${timeoutMs} ms:\n${this.log.slice(-3000)}`);
  }

  /** `kill -9`: no shutdown hook runs, nothing is flushed by the server. */
  async kill9(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }
}

/** A signed-in person over HTTP: identity session, then the API token, as the web app does. */
export async function signUpOverHttp(base: string, email: string, password: string) {
  const headers = { origin: base, 'content-type': 'application/json' };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, password, name: 'Load Tester' }),
  });
  if (!signUp.ok) throw new Error(`sign-up ${signUp.status} ${await signUp.text()}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const exchange = await fetch(`${base}/api/jwt`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ email }),
  });
  if (!exchange.ok) throw new Error(`jwt ${exchange.status} ${await exchange.text()}`);
  const { token } = (await exchange.json()) as { token: string };
  return { email, token, auth: { authorization: `Bearer ${token}` } };
}

/**
 * Signs up the ADMIN_EMAILS address `email` and makes them admin the way an operator does: with the
 * one-time setup link the server printed in its log at start (signing up alone makes nobody admin).
 */
export async function signUpAdminOverHttp(server: ServerProcess, email: string, password: string) {
  const account = await signUpOverHttp(server.url, email, password);
  const escaped = email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const links = [
    ...server.log.matchAll(
      new RegExp(`admin setup link for ${escaped}[^\\n]*?admin-invitation#([\\w-]+)`, 'g'),
    ),
  ];
  const token = links.at(-1)?.[1];
  if (!token) throw new Error(`no admin setup link for ${email} in the server log`);
  const accepted = await fetch(`${server.url}/api/admin-invitations/accept`, {
    method: 'POST',
    headers: { ...account.auth, origin: server.url, 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (!accepted.ok) throw new Error(`accept ${accepted.status} ${await accepted.text()}`);
  return account;
}
