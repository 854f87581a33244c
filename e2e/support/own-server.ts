import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/*
 * A Wayfare server of a journey's own (no SMTP_URL: messages stay in its outbox), on an embedded
 * database of its own, whose operator can read the outbox in full. The admins' outbox redacts
 * reset links; the full message is the operator's, at the server's shell
 * (`npm run admin -- mail show ID`), and the embedded database takes one process at a time, so
 * the operator stops the server, reads, and starts it again (as password-reset.spec.ts does).
 */

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

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

export function ownServer(extraEnv: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wayfare-e2e-own-'));
  let port = 0;
  let server: ChildProcess | null = null;
  let log = '';
  const env = () => ({
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://localhost:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SMTP_URL: '',
    SIGN_UP_RATE_LIMIT_MAX: '1000',
    API_RATE_LIMIT_MAX: '100000',
    PAGE_RATE_LIMIT_MAX: '100000',
    SIGN_IN_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'warn',
    ...extraEnv,
  });

  async function start() {
    port ||= await freePort();
    log = '';
    const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
      cwd: REPO_ROOT,
      env: env(),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    server = child;
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${log}`);
      try {
        if ((await fetch(`http://localhost:${port}/api/health`)).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`server did not become healthy:\n${log}`);
  }

  async function stop() {
    const child = server;
    server = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }

  /** `npm run admin -- ...` against this server's database, as its operator runs it. */
  async function admin(...args: string[]): Promise<string> {
    const { stdout } = await run('npm', ['run', 'admin', '--silent', '--', ...args], {
      cwd: REPO_ROOT,
      env: env(),
      maxBuffer: 10 * 1024 * 1024,
    });
    return stdout;
  }

  /**
   * The operator's reading: stops the server, lists the messages to `to` and shows each in full
   * (`mail show ID`), starts the server again. Answers the full messages, newest first.
   */
  async function readMailTo(
    to: string,
    options: { newestOnly?: boolean } = {},
  ): Promise<{ subject: string; full: string }[]> {
    await stop();
    try {
      const list = await admin('mail', 'list', to);
      const messages: { subject: string; full: string }[] = [];
      for (const line of list.split('\n')) {
        const match = /^(\S+)\s{2}\S+\s{2}\S+\s+(\S+)\s{2}(.*)$/.exec(line);
        if (!match || match[2] !== to) continue;
        messages.push({ subject: match[3]!.trim(), full: await admin('mail', 'show', match[1]!) });
        // Each `mail show` is a process of its own: the newest alone, when that is the one wanted.
        if (options.newestOnly) break;
      }
      return messages;
    } finally {
      await start();
    }
  }

  return {
    start,
    stop,
    readMailTo,
    url: () => `http://localhost:${port}`,
    cleanUp: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** The first link to `pathPrefix` on `origin` in a full message's plain text. */
export function linkIn(full: string, origin: string, pathPrefix: string): string {
  const escaped = `${origin}${pathPrefix}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const link = new RegExp(`${escaped}[^\\s"'<>)\\]]*`).exec(full)?.[0];
  if (!link) throw new Error(`no ${pathPrefix} link in the message:\n${full}`);
  return link.replaceAll('&amp;', '&');
}
