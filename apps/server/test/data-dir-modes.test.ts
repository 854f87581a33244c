import { chmodSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '#test/helpers';
import { entriesUnder, loosen, openToOthers } from './file-modes';
import { multipart, photo } from './images';
import {
  createOwnDatabase,
  freePort,
  PG_SKIP_REASON,
  PG_URL,
  postgresAnswers,
  ServerProcess,
  serverEnv,
  signUpOverHttp,
} from './seats-support';

/*
 * The embedded database on disk (docs/security.md, "Data at rest"): a real server process on a
 * real DATA_DIR. Only the server's own user may enter DATA_DIR and its database directory (0700),
 * and no file in them is open to group or others, whatever PGlite writes (0666) or the umask is.
 */

const root = mkdtempSync(path.join(tmpdir(), 'wayfare-data-modes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const modeOf = (dir: string) => statSync(dir).mode & 0o777;

/** An embedded server (secrets generated into DATA_DIR, as without configuration) on `dataDir`. */
async function embeddedServer(dataDir: string) {
  const server = new ServerProcess(
    'embedded',
    await freePort(),
    serverEnv({
      databaseUrl: '',
      dataDir,
      adminEmail: uniqueEmail('ops'),
      extra: { BETTER_AUTH_SECRET: '', JWT_PRIVATE_KEY: '', LOG_LEVEL: 'info' },
    }),
  );
  await server.start();
  return server;
}

// The embedded cases run in the embedded run of the suite, the PostgreSQL one in the PostgreSQL
// run (DATABASE_URL): each server start here is a real process, migrated and seeded.
describe.skipIf(Boolean(PG_URL))(
  'DATA_DIR on disk, embedded database',
  { timeout: 240_000 },
  () => {
    // Two levels that do not exist yet: the server creates both.
    const dataDir = path.join(root, 'new', 'data');
    const pgdata = path.join(dataDir, 'pgdata');

    it('a fresh start makes DATA_DIR and the database 0700 and leaves no file open to others', async () => {
      const server = await embeddedServer(dataDir);
      try {
        // The barrier, while it runs: nobody else may enter either directory.
        expect(modeOf(dataDir)).toBe(0o700);
        expect(modeOf(pgdata)).toBe(0o700);
        const account = await signUpOverHttp(server.baseUrl, uniqueEmail('uploader'));
        const image = multipart({
          filename: 'view.png',
          type: 'image/png',
          bytes: await photo(64, 48).png().toBuffer(),
        });
        const uploaded = await fetch(`${server.baseUrl}/api/images`, {
          method: 'POST',
          headers: { ...account.auth, ...image.headers },
          body: image.payload,
        });
        expect(uploaded.status).toBe(200);
        expect(openToOthers(path.join(dataDir, 'uploads'))).toEqual([]);
      } finally {
        await server.stop('SIGTERM');
      }
      expect(server.child?.exitCode).toBe(0);
      const entries = entriesUnder(dataDir);
      expect(entries.filter((e) => !e.isDir).length).toBeGreaterThan(900);
      expect(openToOthers(dataDir)).toEqual([]);
      // A fresh directory was never open: nothing to warn about.
      expect(server.log).not.toContain('open to other local users');
    });

    it('tightens an existing DATA_DIR left 0755 with 0666 files, and warns naming each directory', async () => {
      expect(loosen(dataDir)).toBeGreaterThan(900);

      const server = await embeddedServer(dataDir);
      try {
        expect(modeOf(dataDir)).toBe(0o700);
        expect(modeOf(pgdata)).toBe(0o700);
        // Set once the database had opened, before anything was served.
        expect(openToOthers(dataDir)).toEqual([]);
        const warnings = server.log
          .split('\n')
          .filter((line) => line.includes('open to other local users'))
          .map(
            (line) => JSON.parse(line) as { level: number; msg: string; dir: string; mode: string },
          );
        expect(warnings).toEqual([
          expect.objectContaining({
            level: 40,
            dir: dataDir,
            mode: '0755',
            msg: `DATA_DIR ${dataDir} was mode 0755, open to other local users: set to 0700`,
          }),
          expect.objectContaining({
            level: 40,
            dir: pgdata,
            mode: '0755',
            msg: `The embedded database directory ${pgdata} was mode 0755, open to other local users: set to 0700`,
          }),
        ]);
      } finally {
        await server.stop('SIGTERM');
      }
      expect(openToOthers(dataDir)).toEqual([]);
    });
  },
);

const canRunPostgres = await postgresAnswers();

describe.skipIf(!canRunPostgres)(
  canRunPostgres ? 'DATA_DIR on disk, PostgreSQL' : `DATA_DIR on disk: ${PG_SKIP_REASON}`,
  { timeout: 120_000 },
  () => {
    it('leaves DATA_DIR as it is: the database is not in it', async () => {
      const dataDir = path.join(root, 'postgres');
      mkdirSync(dataDir, { mode: 0o755 });
      chmodSync(dataDir, 0o755);
      const db = await createOwnDatabase('wayfare_data_modes');
      const server = new ServerProcess(
        'postgres',
        await freePort(),
        serverEnv({ databaseUrl: db.url, dataDir, adminEmail: uniqueEmail('ops') }),
      );
      try {
        await server.start();
      } finally {
        await server.stop('SIGTERM');
        await db.drop();
      }
      expect(modeOf(dataDir)).toBe(0o755);
      expect(readdirSync(dataDir)).toEqual([]);
      expect(server.log).not.toContain('open to other local users');
    });
  },
);
