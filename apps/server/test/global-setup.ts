import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '#db/client';
import { SERVER_ROOT, WEB_DIST_DIR } from '#config/paths';
import { migrateDatabase } from '#db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated embedded database's data directory image (PGlite's dumpDataDir), or ''. */
    pgliteImage: string;
  }
}

/**
 * Once per test run: builds the server bundle that the tests starting server processes run, and
 * migrates an embedded database kept as an image, from which each test file's database starts
 * (`openTestDatabase`) instead of running initdb and every migration again (about 3 s a file on
 * this 2-core machine, against under 1 s). The PostgreSQL run (DATABASE_URL set) needs no image:
 * each file creates its own database there.
 */
export default async function setup(project: TestProject) {
  // test/server-bundle.ts: built from the source as it is, a second or two.
  const built = spawnSync(process.execPath, ['scripts/build.mjs'], {
    cwd: SERVER_ROOT,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error(`building dist/server.js failed (${built.status})`);
  // The web app's build, for the tests of what the server renders (`npm test` builds it first;
  // a server run on a fresh clone builds it here once).
  if (!existsSync(path.join(WEB_DIST_DIR, 'server', 'entry-server.js'))) {
    const web = spawnSync('npm', ['run', 'build', '-w', '@wayfare/web'], {
      cwd: path.join(SERVER_ROOT, '../..'),
      stdio: 'inherit',
    });
    if (web.status !== 0) throw new Error(`building the web app failed (${web.status})`);
  }
  if (process.env.DATABASE_URL) {
    project.provide('pgliteImage', '');
    return;
  }
  const database = await openDatabase({ kind: 'memory' });
  await migrateDatabase(database);
  // drizzle's PGlite driver keeps its client as `$client`.
  const image = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
  await database.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'wayfare-pglite-image-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide('pgliteImage', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
