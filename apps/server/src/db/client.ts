import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { DatabaseError as PgDatabaseError, Pool } from 'pg';
import * as schema from '#db/schema';
import {
  makeDataDirFilesPrivate,
  makeDataDirPrivate,
  makePrivateTree,
  PRIVATE_DIR_MODE,
  type LoosenedDir,
} from './file-modes';
import { lockDataDir, type DataDirLock } from './lock';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Answers true when a trivial query succeeds within the time limit. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
  /**
   * PostgreSQL: runs `work` on one connection of its own (session settings and advisory locks
   * hold for all of it), which is closed afterwards rather than handed back to the pool.
   */
  onOneConnection?<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Embedded database in DATA_DIR: the directories found open to other local users when it
   * opened, set to 0700 since (the server warns about each at start, db/file-modes.ts).
   */
  loosenedDirs?: readonly LoosenedDir[];
}

export type DatabaseOptions =
  | {
      kind: 'postgres';
      url: string;
      poolSize?: number;
      /** PostgreSQL cancels a statement running longer (SQLSTATE 57014); 0 or absent: no limit. */
      statementTimeoutMs?: number;
    }
  | { kind: 'pglite'; dataDir: string }
  /**
   * In memory, for tests; `image` is a data directory as PGlite's `dumpDataDir` writes it (an
   * already migrated database opens in under a second instead of running initdb).
   */
  | { kind: 'memory'; image?: Blob };

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

function makePing(db: Db) {
  return async (timeoutMs = 2000) => {
    try {
      await withTimeout(db.execute(sql`select 1`), timeoutMs);
      return true;
    } catch {
      return false;
    }
  };
}

/**
 * pg-pool's `query()` throws away the connection after any error, also when PostgreSQL simply
 * refused the statement (a constraint, our seat trigger's SOLD_OUT) and the connection is fine:
 * under a flash sale every refusal then cost a new connection (400 of 500 requests, bench
 * flash-sale). Here a statement's error (`pg.DatabaseError`, not FATAL) hands the connection back;
 * one the server ended or whose socket failed is still discarded.
 */
function keepConnectionsOnStatementErrors(pool: Pool, DatabaseError: typeof PgDatabaseError) {
  const query = async (config: unknown, values?: unknown): Promise<unknown> => {
    const client = await pool.connect();
    let broken: Error | undefined;
    // As pg-pool's own query() does: a socket error while the client is out of the pool is this
    // query's failure, never an uncaught exception (PostgreSQL unreachable must not crash us).
    const onError = (error: Error) => {
      broken = error;
    };
    client.on('error', onError);
    try {
      return await client.query(config as string, values as unknown[]);
    } catch (error) {
      // A statement error leaves the session usable; FATAL (the server ended the session: an
      // administrator's terminate, a shutdown) and connection errors do not.
      const statementOnly =
        error instanceof DatabaseError &&
        error.severity !== 'FATAL' &&
        error.severity !== 'PANIC' &&
        !error.code?.startsWith('08');
      if (!statementOnly) broken ??= error as Error;
      throw error;
    } finally {
      client.removeListener('error', onError);
      client.release(broken);
    }
  };
  pool.query = query as typeof pool.query;
}

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise PGlite in DATA_DIR/pgdata (locked
 * against a second process, which would corrupt it) or, for tests, in memory.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // node-postgres is loaded only when PostgreSQL is configured (the embedded start skips it).
    const [{ default: pg }, { drizzle: drizzlePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
      // Sent as a startup parameter of every connection: a runaway query is cancelled by the
      // server instead of holding a connection (the error handler answers 503).
      ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    });
    // A dropped idle connection must not crash the process; the next query gets a fresh one.
    pool.on('error', () => {});
    keepConnectionsOnStatementErrors(pool, pg.DatabaseError);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: makePing(db),
      close: () => pool.end(),
      async onOneConnection(work) {
        const client = await pool.connect();
        try {
          return await work(drizzlePg(client, { schema, casing: 'snake_case' }));
        } finally {
          client.release(true);
        }
      },
    };
  }

  // Trigram matching for the package search's typo tolerance (migration 0009 creates it).
  const extensions = { pg_trgm };
  let lock: DataDirLock | undefined;
  let client: PGlite;
  let pgdata: string | undefined;
  let loosenedDirs: LoosenedDir[] | undefined;
  if (options.kind === 'pglite') {
    mkdirSync(options.dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    lock = await lockDataDir(options.dataDir);
    pgdata = path.join(options.dataDir, 'pgdata');
    try {
      // PGlite writes its files 0666 whatever the umask: the directories keep others out, and
      // the files are set to 0600 once it has opened (and again when it closes).
      loosenedDirs = makeDataDirPrivate(options.dataDir);
      client = await PGlite.create(pgdata, { extensions });
      try {
        makeDataDirFilesPrivate(options.dataDir);
      } catch (error) {
        await client.close();
        throw error;
      }
    } catch (error) {
      await lock.release();
      throw error;
    }
  } else {
    client = await PGlite.create({
      extensions,
      ...(options.image && { loadDataDir: options.image }),
    });
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ping: makePing(db),
    async close() {
      await client.close();
      try {
        // What the database wrote while open (its relation cache files take the umask's mode).
        if (pgdata) makePrivateTree(pgdata);
      } finally {
        await lock?.release();
      }
    },
    ...(loosenedDirs && { loosenedDirs }),
  };
}
