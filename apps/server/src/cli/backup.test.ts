import { spawn, type ChildProcess } from 'node:child_process';
import { generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { once } from 'node:events';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalImageStore } from '#adapters/image-storage';
import { SERVER_ROOT } from '#config/paths';
import { openDatabase, type Database } from '#db/client';
import { migrateDatabase } from '#db/migrate';
import { seedDemoData } from '#db/seed';
import { loosen, openToOthers } from '#test/file-modes';
import { SERVER_ENTRY } from '#test/server-bundle';

const DATABASE_URL = process.env.DATABASE_URL;
const root = mkdtempSync(path.join(tmpdir(), 'wayfare-backup-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const SECRETS = {
  BETTER_AUTH_SECRET: randomBytes(32).toString('base64url'),
  JWT_PRIVATE_KEY: generateKeyPairSync('ed25519')
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString(),
};

/** Runs `npm run backup|restore -- ...` as an operator would: a child process of its own. */
function cli(command: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${command}.ts`, ...args], {
    cwd: SERVER_ROOT,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  return once(child, 'exit').then(([code]) => ({ code: code as number, out }));
}

/** The rows of a query (both drivers answer `{ rows }`). */
async function rowsOf<T>(database: Database, query: SQL): Promise<T[]> {
  const result: unknown = await database.db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Every table's row count and a digest of its rows, each row as text, sorted. */
async function digests(database: Database): Promise<Record<string, string>> {
  const tables = await rowsOf<{ name: string }>(
    database,
    sql`select format('%I.%I', table_schema, table_name) as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
        order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const rows = await rowsOf<{ n: number; d: string | null }>(
      database,
      sql.raw(
        `select count(*)::int as n, md5(string_agg(t::text, E'\\n' order by t::text)) as d from ${name} t`,
      ),
    );
    result[name] = `${rows[0]!.n}:${rows[0]!.d ?? ''}`;
  }
  return result;
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

/** Starts the server (its production bundle) with `env`, waits for GET /api/health to answer 200, then stops it. */
async function serverStartsHealthy(env: Record<string, string>) {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(root, 'server-'));
  const child: ChildProcess = spawn(process.execPath, SERVER_ENTRY, {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  try {
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited:\n${log.slice(-3000)}`);
      if (Date.now() > deadline)
        throw new Error(`server not healthy in 60 s:\n${log.slice(-3000)}`);
      const status = await fetch(`http://127.0.0.1:${port}/api/health`, {
        signal: AbortSignal.timeout(1000),
      }).then(
        (r) => r.status,
        () => 0,
      );
      if (status === 200) return;
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    if (child.exitCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
  }
}

/** A webp-named image in the upload directory of `dataDir` (content-addressed, like a real one). */
async function putUpload(dataDir: string): Promise<{ file: string; bytes: Buffer }> {
  const bytes = randomBytes(5000);
  const key = `${randomBytes(32).toString('hex')}.webp`;
  const store = createLocalImageStore(path.join(dataDir, 'uploads'));
  await store.put(key, bytes, 'image/webp');
  return { file: path.join('uploads', key.slice(0, 2), key), bytes };
}

describe('backup and restore of the embedded database', { timeout: 180_000 }, () => {
  const source = path.join(root, 'source');
  const archive = path.join(root, 'embedded.tar.gz');

  it('restores the same rows, uploads and secrets into an empty DATA_DIR, and the server starts', async () => {
    const database = await openDatabase({ kind: 'pglite', dataDir: source });
    await migrateDatabase(database);
    await seedDemoData(database.db, { force: true });
    await database.db.execute(
      sql`insert into newsletter_subscribers (email) values ('a@example.com'), ('b@example.com')`,
    );
    const before = await digests(database);
    await database.close();
    const upload = await putUpload(source);
    const secrets = JSON.stringify({
      betterAuthSecret: 'kept',
      jwtPrivateKey: SECRETS.JWT_PRIVATE_KEY,
    });
    writeFileSync(path.join(source, 'secrets.json'), secrets, { mode: 0o600 });

    const backup = await cli('backup', [archive], { DATA_DIR: source });
    expect(backup.out).toContain(
      `Backup written to ${archive} (embedded database, 1 uploaded images, generated secrets)`,
    );
    expect(backup.code).toBe(0);
    expect(backup.out).toContain('keep it private');
    // Only its owner may read it: it holds personal data and the signing secrets.
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    // The lock was released: nothing stops the server afterwards.
    expect(existsSync(path.join(source, '.wayfare.lock'))).toBe(false);

    const again = await cli('backup', [archive], { DATA_DIR: source });
    expect(again.code).toBe(1);
    expect(again.out).toContain('already exists');
    expect(again.out).not.toMatch(/\n\s+at /);

    const target = path.join(root, 'restored');
    const restore = await cli('restore', [archive], { DATA_DIR: target });
    expect(restore.out).toContain('Restored the embedded database and 1 uploaded images');
    expect(restore.code).toBe(0);
    expect(readFileSync(path.join(target, upload.file))).toEqual(upload.bytes);
    expect(readFileSync(path.join(target, 'secrets.json'), 'utf8')).toBe(secrets);

    const refused = await cli('restore', [archive], { DATA_DIR: target });
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('already holds a database or uploads');

    const restored = await openDatabase({ kind: 'pglite', dataDir: target });
    try {
      const after = await digests(restored);
      expect(Object.keys(after).length).toBeGreaterThan(10);
      expect(after['public.newsletter_subscribers']).toMatch(/^2:/);
      expect(after).toEqual(before);
    } finally {
      await restored.close();
    }
    await serverStartsHealthy({ DATA_DIR: target, DATABASE_URL: '' });

    // --force replaces what the DATA_DIR holds.
    const forced = await cli('restore', [archive, '--force'], { DATA_DIR: target });
    expect(forced.code).toBe(0);
  });

  it('restores owner-only files in 0700 folders, whatever modes the archive holds', async () => {
    // A DATA_DIR as PGlite and earlier versions left it: every file 0666, every folder 0755.
    expect(loosen(source)).toBeGreaterThan(900);
    const loose = path.join(root, 'loose.tar.gz');
    const backup = await cli('backup', [loose], { DATA_DIR: source });
    expect(backup.code).toBe(0);
    expect(statSync(loose).mode & 0o777).toBe(0o600);
    // The archive keeps those modes, so the restore has to set its own.
    let openMembers = 0;
    await tar.list({
      file: loose,
      onReadEntry: (entry) => {
        if (entry.type === 'File' && (entry.mode ?? 0) & 0o077) openMembers += 1;
      },
    });
    expect(openMembers).toBeGreaterThan(900);

    // An empty DATA_DIR someone made 0755.
    const target = path.join(root, 'restored-private');
    mkdirSync(target);
    chmodSync(target, 0o755);
    const restore = await cli('restore', [loose], { DATA_DIR: target });
    expect(restore.out).toContain('Restored the embedded database and 1 uploaded images');
    expect(restore.code).toBe(0);
    expect(openToOthers(target)).toEqual([]);
    expect(restore.out).toContain(
      `DATA_DIR ${target} was mode 0755, open to other local users: set to 0700`,
    );
  });

  it('refuses while the server holds DATA_DIR, and explains what to do', async () => {
    const held = await openDatabase({ kind: 'pglite', dataDir: source });
    try {
      const backup = await cli('backup', [path.join(root, 'while-running.tar.gz')], {
        DATA_DIR: source,
      });
      expect(backup.code).toBe(1);
      expect(backup.out).toContain(`The server is running on DATA_DIR ${source}`);
      expect(backup.out).toContain('stop it first');
      expect(backup.out).not.toMatch(/\n\s+at /);
      expect(existsSync(path.join(root, 'while-running.tar.gz'))).toBe(false);
      const restore = await cli('restore', [archive, '--force'], { DATA_DIR: source });
      expect(restore.code).toBe(1);
      expect(restore.out).toContain('stop it first');
    } finally {
      await held.close();
    }
  });

  it('refuses what is not a backup archive, and explains its usage', async () => {
    const bogus = path.join(root, 'bogus.tar.gz');
    writeFileSync(bogus, 'not an archive');
    const restore = await cli('restore', [bogus], { DATA_DIR: path.join(root, 'empty') });
    expect(restore.code).toBe(1);
    expect(restore.out).toContain('not a Wayfare backup archive');
    const truncated = path.join(root, 'truncated.tar.gz');
    const whole = readFileSync(archive);
    writeFileSync(truncated, whole.subarray(0, Math.floor(whole.length / 2)));
    const cut = await cli('restore', [truncated], { DATA_DIR: path.join(root, 'empty-2') });
    expect(cut.code).toBe(1);
    expect(cut.out).toContain('the archive is truncated');
    expect(cut.out).not.toMatch(/\n\s+at /);
    const usage = await cli('backup', [], { DATA_DIR: source });
    expect(usage.code).toBe(64);
    expect(usage.out).toContain('Usage: npm run backup -- FILE');
  });
});

describe.skipIf(!DATABASE_URL)('backup and restore on PostgreSQL', { timeout: 180_000 }, () => {
  const names = [1, 2].map(() => `wayfare_backup_${randomUUID().replaceAll('-', '')}`);
  const urlOf = (name: string) => {
    const url = new URL(DATABASE_URL!);
    url.pathname = `/${name}`;
    return url.href;
  };
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    for (const name of names) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('takes a consistent dump while a load writes, and restores it into an empty database', async () => {
    const admin = new pg.Client({ connectionString: DATABASE_URL });
    await admin.connect();
    for (const name of names) await admin.query(`create database ${name}`);
    await admin.end();
    const [sourceUrl, targetUrl] = names.map(urlOf) as [string, string];
    const source = await openDatabase({ kind: 'postgres', url: sourceUrl });
    await migrateDatabase(source);
    await seedDemoData(source.db, { force: true });
    const dataDir = mkdtempSync(path.join(root, 'pg-source-'));
    const upload = await putUpload(dataDir);

    // The load: subscriptions inserted one after another until the backup is over.
    let writing = true;
    let written = 0;
    const load = (async () => {
      while (writing) {
        await source.db.execute(
          sql`insert into newsletter_subscribers (email) values (${`load-${written}@example.com`})`,
        );
        written += 1;
      }
    })();
    while (written < 20) await new Promise((r) => setTimeout(r, 10));
    const writtenBefore = written;
    const archive = path.join(root, 'postgres.tar.gz');
    const env = { ...SECRETS, DATABASE_URL: sourceUrl, DATA_DIR: dataDir };
    const backup = await cli('backup', [archive], env);
    const writtenDuring = written - writtenBefore;
    writing = false;
    await load;
    expect(backup.out).toContain('(PostgreSQL dump, 1 uploaded images)');
    expect(backup.code).toBe(0);
    expect(writtenDuring).toBeGreaterThan(0);

    const targetDir = mkdtempSync(path.join(root, 'pg-target-'));
    const targetEnv = { ...SECRETS, DATABASE_URL: targetUrl, DATA_DIR: targetDir };
    const restore = await cli('restore', [archive], targetEnv);
    expect(restore.out).toContain('Restored the PostgreSQL database and 1 uploaded images');
    expect(restore.code).toBe(0);
    expect(readFileSync(path.join(targetDir, upload.file))).toEqual(upload.bytes);

    const target = await openDatabase({ kind: 'postgres', url: targetUrl });
    try {
      const [from, to] = [await digests(source), await digests(target)];
      expect(Object.keys(to)).toEqual(Object.keys(from));
      const loaded = 'public.newsletter_subscribers';
      for (const table of Object.keys(from).filter((t) => t !== loaded)) {
        expect(to[table], table).toBe(from[table]);
      }
      // The written table: a consistent prefix of the load, taken while it ran.
      const emails = async (database: Database) =>
        (
          await rowsOf<{ email: string }>(
            database,
            sql`select email from newsletter_subscribers order by email`,
          )
        ).map((r) => r.email);
      const [sourceEmails, targetEmails] = [await emails(source), await emails(target)];
      expect(targetEmails.length).toBeGreaterThanOrEqual(writtenBefore);
      expect(targetEmails.length).toBeLessThanOrEqual(sourceEmails.length);
      const all = new Set(sourceEmails);
      expect(targetEmails.every((e) => all.has(e))).toBe(true);
      const numbers = new Set(targetEmails.map((e) => Number(/load-(\d+)@/.exec(e)![1])));
      for (let i = 0; i < numbers.size; i += 1) expect(numbers.has(i), `load-${i}`).toBe(true);
    } finally {
      await target.close();
      await source.close();
    }

    const refused = await cli('restore', [archive], targetEnv);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('is not empty');

    await serverStartsHealthy(targetEnv);
  });
});
