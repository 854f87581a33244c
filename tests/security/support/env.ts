import { reachable } from '../../../apps/server/test/helpers';

/** `npm run test:security -- --long` sets this: the fault runs take their long form. */
export const LONG = process.env.SECURITY_LONG === '1';

const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

let cached: Promise<string | null> | undefined;

/**
 * The PostgreSQL server the PostgreSQL variants use: SECURITY_DATABASE_URL, else DATABASE_URL,
 * else the local default when something answers on 127.0.0.1:5432; null means those variants are
 * skipped (and say so).
 */
export function postgresUrl(): Promise<string | null> {
  cached ??= (async () => {
    const url = process.env.SECURITY_DATABASE_URL || process.env.DATABASE_URL || DEFAULT_PG_URL;
    const parsed = new URL(url);
    return (await reachable(parsed.hostname, Number(parsed.port || 5432))) ? url : null;
  })();
  return cached;
}
