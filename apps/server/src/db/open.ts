import path from 'node:path';
import type { Config } from '#config/env';
import { openDatabase, type Database } from './client';

/** The database the configuration names: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR. */
export function openConfiguredDatabase(config: Config): Promise<Database> {
  return config.databaseUrl
    ? openDatabase({
        kind: 'postgres',
        url: config.databaseUrl,
        statementTimeoutMs: config.databaseStatementTimeoutMs,
      })
    : openDatabase({ kind: 'pglite', dataDir: path.join(config.dataDir) });
}
