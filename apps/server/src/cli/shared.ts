import { ConfigError, loadConfig, type Config } from '#config/env';
import type { Database } from '#db/client';
import { DataDirLockedError } from '#db/lock';
import { migrateDatabase } from '#db/migrate';
import { openConfiguredDatabase } from '#db/open';

/** Runs a maintenance command on the configured database (taking the DATA_DIR lock, migrated first). */
export async function withDatabase(work: (database: Database, config: Config) => Promise<void>) {
  let database: Database | undefined;
  try {
    const config = loadConfig();
    database = await openConfiguredDatabase(config);
    for (const { message } of database.loosenedDirs ?? []) console.warn(message);
    await migrateDatabase(database);
    await work(database, config);
  } catch (error) {
    if (
      error instanceof ConfigError ||
      error instanceof DataDirLockedError ||
      error instanceof UsageError
    ) {
      console.error(error.message);
      process.exitCode = error instanceof UsageError ? 64 : 78;
    } else {
      console.error(error);
      process.exitCode = 1;
    }
  } finally {
    await database?.close();
  }
}

export class UsageError extends Error {}
