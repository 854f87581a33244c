import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { MIGRATIONS_DIR } from '#config/paths';
import type { Database } from './client';

/** Applies drizzle-kit's migrations; safe to run on every start (applied ones are skipped). */
export async function migrateDatabase(database: Database): Promise<void> {
  const options = { migrationsFolder: MIGRATIONS_DIR, migrationsSchema: 'public' };
  // Only the driver in use is loaded (each pulls its client library in).
  if (database.kind === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as unknown as PgliteDatabase, options);
  } else {
    const { migrate: migratePg } = await import('drizzle-orm/node-postgres/migrator');
    await migratePg(database.db as unknown as NodePgDatabase, options);
  }
}
