import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { createImageStore, IMAGE_KEY } from '#adapters/image-storage';
import { ConfigError, loadConfig, type Config } from '#config/env';
import { makeDataDirFilesPrivate, makeDataDirPrivate, PRIVATE_DIR_MODE } from '#db/file-modes';
import { DataDirLockedError, lockDataDir, type DataDirLock } from '#db/lock';
import {
  ArchiveFormatError,
  countFiles,
  readArchive,
  writeArchive,
  type ArchiveRoot,
} from './archive';

/*
 * `npm run backup -- FILE` and `npm run restore -- FILE` (docs/operations.md, "Backups").
 * An archive is a tar.gz holding `wayfare-backup.json` (what it holds), then either the embedded
 * database's files (`pgdata/`, taken under the DATA_DIR lock so no server writes meanwhile) and the
 * generated `secrets.json`, or a PostgreSQL custom-format dump (`database.pgdump`, pg_dump's own
 * consistent snapshot, taken while the server runs); plus `uploads/` when images are on disk.
 */

const MANIFEST = 'wayfare-backup.json';
const FORMAT = 'wayfare-backup';
const run = promisify(execFile);

interface Manifest {
  format: typeof FORMAT;
  version: 1;
  database: 'embedded' | 'postgresql';
  createdAt: string;
  uploads: 'included' | 's3';
}

/** A refusal or failure the operator can act on: its message is printed, without a stack trace. */
export class BackupError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
  }
}

export function parseArgs(argv: string[], usage: string): { file: string; force: boolean } {
  const force = argv.includes('--force');
  const rest = argv.filter((a) => a !== '--force');
  if (rest.length !== 1 || rest[0]!.startsWith('-')) throw new BackupError(usage, 64);
  // npm runs the script in the server's folder; a relative FILE means where the operator typed it.
  return { file: path.resolve(process.env.INIT_CWD ?? process.cwd(), rest[0]!), force };
}

/** Runs a backup command: user errors print their message alone and set the exit code. */
export async function runCommand(work: () => Promise<void>) {
  try {
    await work();
  } catch (error) {
    if (error instanceof BackupError) {
      console.error(error.message);
      process.exitCode = error.exitCode;
    } else if (error instanceof ConfigError || error instanceof ArchiveFormatError) {
      console.error(error.message);
      process.exitCode = 1;
    } else {
      console.error(error);
      process.exitCode = 1;
    }
  }
}

async function isNonEmptyDir(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length > 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

function lockOwnerText(dataDir: string): string {
  try {
    const owner = JSON.parse(readFileSync(path.join(dataDir, '.wayfare.lock'), 'utf8')) as {
      pid?: number;
      hostname?: string;
    };
    return owner.pid ? ` (pid ${owner.pid} on ${owner.hostname})` : '';
  } catch {
    return '';
  }
}

/** The DATA_DIR lock, so no server starts while the embedded database is copied or replaced. */
async function lockForMaintenance(dataDir: string, doing: 'back up' | 'restore') {
  try {
    return await lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const running = `The server is running on DATA_DIR ${dataDir}${lockOwnerText(dataDir)}: stop it first, then ${doing} again.\n`;
    throw new BackupError(
      doing === 'restore'
        ? running +
            'A restore replaces the database the server has open, so it is an offline operation: it runs only while the server is stopped, never through the running server.'
        : running +
            'A copy of the embedded database taken while it writes could be inconsistent, so backups run only while it is stopped.\n' +
            'For online backups, run Wayfare on PostgreSQL (DATABASE_URL): pg_dump takes a consistent snapshot while the server runs.',
    );
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL client tools

/** The URL without its password (given to the tools through PGPASSWORD, not the process list). */
function toolConnection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.href,
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

async function serverMajor(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
    return Math.floor(Number(rows[0]!.server_version_num) / 10_000);
  } catch (error) {
    throw new BackupError(
      `Could not connect to PostgreSQL (DATABASE_URL): ${(error as Error).message}`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Checks that `tool` is installed and of the server's major version or newer. */
async function checkTool(tool: 'pg_dump' | 'pg_restore', server: number) {
  const advice = `Install the PostgreSQL client tools of version ${server} or newer (e.g. apt-get install postgresql-client-${server}), or put them on PATH.`;
  let version: string;
  try {
    version = (await run(tool, ['--version'])).stdout;
  } catch {
    throw new BackupError(`${tool} was not found. ${advice}`);
  }
  const major = Number(/(\d+)(?:\.\d+)?/.exec(version)?.[1] ?? 0);
  if (major < server) {
    throw new BackupError(
      `${tool} is version ${major}, older than the PostgreSQL server (${server}). ${advice}`,
    );
  }
}

function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${tool} failed (exit code ${code}):\n${stderr.trim()}`)),
    );
  });
}

async function userTableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where c.relkind in ('r', 'p') and n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg_toast%'`,
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------
// Backup

/**
 * What the archive holds, in order: the manifest, the database (a PostgreSQL dump, or the embedded
 * database's files and its generated secrets), then the uploads.
 */
async function backupRoots(
  config: Config,
  work: string,
  manifest: Manifest,
  included: { secrets: boolean; images: number },
): Promise<ArchiveRoot[]> {
  const manifestFile = path.join(work, MANIFEST);
  await writeFile(manifestFile, JSON.stringify(manifest, null, 2));
  const roots: ArchiveRoot[] = [{ name: MANIFEST, source: manifestFile }];
  if (manifest.database === 'postgresql') {
    const dump = path.join(work, 'database.pgdump');
    const { dbname, env } = toolConnection(config.databaseUrl!);
    await runTool('pg_dump', ['--format=custom', `--file=${dump}`, `--dbname=${dbname}`], env);
    roots.push({ name: 'database.pgdump', source: dump });
  } else {
    roots.push({ name: 'pgdata', source: path.join(config.dataDir, 'pgdata') });
    const secrets = path.join(config.dataDir, 'secrets.json');
    if (existsSync(secrets)) {
      included.secrets = true;
      roots.push({ name: 'secrets.json', source: secrets });
    }
  }
  // After the database: every image the dump refers to is on disk by then (images are written
  // before the rows naming them, and content-addressed, so never change).
  if (manifest.uploads === 'included' && existsSync(config.uploads.dir)) {
    included.images = await countFiles(config.uploads.dir, (name) => IMAGE_KEY.test(name));
    roots.push({ name: 'uploads', source: config.uploads.dir });
  }
  return roots;
}

export async function backup(argv: string[]) {
  const { file, force } = parseArgs(argv, 'Usage: npm run backup -- FILE [--force]');
  const config = loadConfig();
  if (existsSync(file) && !force) {
    throw new BackupError(
      `${file} already exists: choose another name, or add --force to replace it.`,
    );
  }
  if (!existsSync(path.dirname(file))) {
    throw new BackupError(`The folder ${path.dirname(file)} does not exist.`);
  }
  const manifest: Manifest = {
    format: FORMAT,
    version: 1,
    database: config.databaseUrl ? 'postgresql' : 'embedded',
    createdAt: new Date().toISOString(),
    uploads: config.uploads.s3 ? 's3' : 'included',
  };
  let lock: DataDirLock | undefined;
  if (config.databaseUrl) {
    const server = await serverMajor(config.databaseUrl);
    await checkTool('pg_dump', server);
  } else {
    if (!existsSync(path.join(config.dataDir, 'pgdata', 'PG_VERSION'))) {
      throw new BackupError(`There is no embedded database in DATA_DIR ${config.dataDir}.`);
    }
    lock = await lockForMaintenance(config.dataDir, 'back up');
  }
  const included = { secrets: false, images: 0 };
  const work = await mkdtemp(path.join(path.dirname(file), '.wayfare-backup-')).catch(
    async (error: unknown) => {
      await lock?.release();
      throw new BackupError(`Cannot write in ${path.dirname(file)}: ${(error as Error).message}`);
    },
  );
  const partial = path.join(work, 'archive.tar.gz');
  try {
    await writeArchive(
      partial,
      path.join(work, 'stage'),
      await backupRoots(config, work, manifest, included),
    );
    await rename(partial, file);
  } finally {
    await rm(work, { recursive: true, force: true });
    await lock?.release();
  }
  console.log(
    `Backup written to ${file} (${manifest.database === 'postgresql' ? 'PostgreSQL dump' : 'embedded database'}` +
      `${manifest.uploads === 'included' ? `, ${included.images} uploaded images` : ''}` +
      `${included.secrets ? ', generated secrets' : ''}).\n` +
      'It holds personal data' +
      (included.secrets ? ' and the signing secrets' : '') +
      ': keep it private.' +
      (manifest.uploads === 's3'
        ? `\nImages are in the S3 bucket ${config.uploads.s3!.bucket} and are not in this archive: back the bucket up with its own versioning or replication.`
        : ''),
  );
}

// ---------------------------------------------------------------------------------------------
// Restore

const TOP_LEVEL = new Set([MANIFEST, 'pgdata', 'uploads', 'secrets.json', 'database.pgdump']);

/** Unpacks the archive into `stage`, refusing any member that would land outside it. */
async function unpack(file: string, stage: string): Promise<Manifest> {
  await readArchive(file, stage, (member) => {
    const parts = member.name.split('/');
    if (
      path.isAbsolute(member.name) ||
      parts.some((p) => p === '..' || p === '.' || p === '') ||
      !TOP_LEVEL.has(parts[0]!)
    ) {
      throw new ArchiveFormatError(
        `not a Wayfare backup archive (unexpected member ${member.name})`,
      );
    }
  });
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readFile(path.join(stage, MANIFEST), 'utf8')) as Manifest;
  } catch {
    throw new ArchiveFormatError(`not a Wayfare backup archive (no ${MANIFEST})`);
  }
  if (manifest.format !== FORMAT || manifest.version !== 1) {
    throw new ArchiveFormatError('not a Wayfare backup archive this version can restore');
  }
  return manifest;
}

async function restoreUploads(config: Config, stage: string): Promise<number> {
  const dir = path.join(stage, 'uploads');
  if (!existsSync(dir)) return 0;
  const store = createImageStore(config.uploads);
  let count = 0;
  try {
    for (const folder of await readdir(dir)) {
      for (const name of await readdir(path.join(dir, folder))) {
        if (!IMAGE_KEY.test(name)) continue;
        await store.put(name, await readFile(path.join(dir, folder, name)), 'image/webp');
        count += 1;
      }
    }
  } finally {
    store.close();
  }
  return count;
}

export async function restore(argv: string[]) {
  const { file, force } = parseArgs(argv, 'Usage: npm run restore -- FILE [--force]');
  const config = loadConfig();
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const target = config.databaseUrl ? 'postgresql' : 'embedded';

  if (target === 'postgresql') {
    const url = config.databaseUrl!;
    const server = await serverMajor(url);
    await checkTool('pg_restore', server);
    const stage = await mkdtemp(path.join(path.dirname(file), '.wayfare-restore-'));
    try {
      const manifest = await unpack(file, stage);
      if (manifest.database !== 'postgresql') {
        throw new BackupError(
          "This archive holds an embedded database: unset DATABASE_URL to restore it into DATA_DIR (moving between the two is not a backup's job).",
        );
      }
      const tables = await userTableCount(url);
      if (tables > 0 && !force) {
        throw new BackupError(
          `The database in DATABASE_URL is not empty (${tables} tables): restore into an empty database, or add --force to replace what the archive holds.`,
        );
      }
      const { dbname, env } = toolConnection(url);
      await runTool(
        'pg_restore',
        [
          '--clean',
          '--if-exists',
          '--no-owner',
          '--no-privileges',
          '--single-transaction',
          '--exit-on-error',
          `--dbname=${dbname}`,
          path.join(stage, 'database.pgdump'),
        ],
        env,
      );
      const images = await restoreUploads(config, stage);
      console.log(`Restored the PostgreSQL database and ${images} uploaded images from ${file}.`);
    } finally {
      await rm(stage, { recursive: true, force: true });
    }
    return;
  }

  mkdirSync(config.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const lock = await lockForMaintenance(config.dataDir, 'restore');
  let stage: string | undefined;
  try {
    // Unpacked inside DATA_DIR, so only once that is closed to other local users.
    for (const { message } of makeDataDirPrivate(config.dataDir)) console.warn(message);
    stage = await mkdtemp(path.join(config.dataDir, '.restore-'));
    const pgdata = path.join(config.dataDir, 'pgdata');
    const nonEmpty = (await isNonEmptyDir(pgdata)) || (await isNonEmptyDir(config.uploads.dir));
    if (nonEmpty && !force) {
      throw new BackupError(
        `DATA_DIR ${config.dataDir} already holds a database or uploads: restore into an empty DATA_DIR, or add --force to replace them.`,
      );
    }
    const manifest = await unpack(file, stage);
    if (manifest.database !== 'embedded') {
      throw new BackupError(
        'This archive holds a PostgreSQL dump: set DATABASE_URL to the (empty) database to restore it into.',
      );
    }
    if (!existsSync(path.join(stage, 'pgdata', 'PG_VERSION'))) {
      throw new ArchiveFormatError('the archive holds no embedded database');
    }
    await rm(pgdata, { recursive: true, force: true });
    await rename(path.join(stage, 'pgdata'), pgdata);
    if (existsSync(path.join(stage, 'secrets.json'))) {
      await rm(path.join(config.dataDir, 'secrets.json'), { force: true });
      await rename(path.join(stage, 'secrets.json'), path.join(config.dataDir, 'secrets.json'));
    }
    if (force && !config.uploads.s3) await rm(config.uploads.dir, { recursive: true, force: true });
    const images = await restoreUploads(config, stage);
    // The archive keeps the modes the files had (PGlite's 0666, unpacked as 0644 under umask 022).
    makeDataDirFilesPrivate(config.dataDir);
    console.log(
      `Restored the embedded database and ${images} uploaded images into ${config.dataDir}.`,
    );
  } finally {
    if (stage) await rm(stage, { recursive: true, force: true });
    await lock.release();
  }
}
