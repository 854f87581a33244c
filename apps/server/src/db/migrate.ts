import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { MIGRATIONS_DIR } from '#config/paths';
import type { Database } from './client';

/** The advisory lock every Wayfare process takes on PostgreSQL while it migrates. */
const MIGRATION_LOCK = 'wayfare:migrations';

/**
 * Applies drizzle-kit's migrations; safe to run on every start (applied ones are skipped). On
 * PostgreSQL several instances may start at once: each waits for an advisory lock, so one migrates
 * and the others then find nothing left to do (without it, two created the same table and one
 * failed). The statement timeout does not apply to migrating: a long migration is not a runaway.
 */
export async function migrateDatabase(database: Database): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_DIR, migrationsSchema: 'public' };
  // Only the driver in use is loaded (each pulls its client library in).
  if (database.kind === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as unknown as PgliteDatabase, options);
  } else {
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    if (!database.onOneConnection)
      throw new Error('a PostgreSQL database without its own sessions');
    await database.onOneConnection(async (db) => {
      await db.execute(sql`SET statement_timeout = 0`);
      await db.execute(sql`SELECT pg_advisory_lock(hashtext(${MIGRATION_LOCK}))`);
      try {
        await migratePg(db as unknown as NodePgDatabase, options);
      } finally {
        await db.execute(sql`SELECT pg_advisory_unlock(hashtext(${MIGRATION_LOCK}))`);
      }
    });
  }
}

/**
 * The migrations this checkout has (drizzle-kit's journal) and how many the database has
 * applied: a running server's `db:migrate` says whether a restart has any to apply.
 */
export async function migrationStatus(
  database: Database,
): Promise<{ known: number; applied: number }> {
  const journal = JSON.parse(
    readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: unknown[] };
  const answer: unknown = await database.db.execute(
    sql`select count(*)::int as applied from public.__drizzle_migrations`,
  );
  const [row] = (answer as { rows: { applied: number }[] }).rows;
  return { known: journal.entries.length, applied: row?.applied ?? 0 };
}
