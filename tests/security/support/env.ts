import { connect } from 'node:net';

/** `npm run test:security -- --long` sets this: the fault runs take their long form. */
export const LONG = process.env.SECURITY_LONG === '1';

const DEFAULT_PG_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

function reachable(host: string, port: number, ms = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(ms, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

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
