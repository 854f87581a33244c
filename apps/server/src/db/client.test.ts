import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '#db/client';

/*
 * The PostgreSQL pool keeps a connection after PostgreSQL refused a statement (a flash sale's
 * SOLD_OUT answers are exactly that), and still drops one whose socket failed.
 */
const postgres = process.env.DATABASE_URL;

describe.skipIf(!postgres)('PostgreSQL connection pool', () => {
  let database: Database;
  // One connection, so that the same connection serves every query unless it is dropped; the
  // queries read nothing and change nothing.
  beforeAll(async () => {
    database = await openDatabase({ kind: 'postgres', url: postgres!, poolSize: 1 });
  });
  afterAll(() => database?.close());

  const backend = async () => {
    const result: unknown = await database.db.execute(sql`select pg_backend_pid() as pid`);
    return (result as { rows: { pid: number }[] }).rows[0]!.pid;
  };

  it('keeps the connection when PostgreSQL refuses a statement', async () => {
    const before = await backend();
    await expect(database.db.execute(sql`select 1 / 0`)).rejects.toMatchObject({
      cause: { code: '22012' },
    });
    await expect(
      database.db.execute(sql`select * from (values (1)) as v(x) where x = 'not a number'`),
    ).rejects.toThrow();
    expect(await backend()).toBe(before);
  });

  it('drops a connection that died, and answers on a new one', async () => {
    const before = await backend();
    await expect(
      database.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`),
    ).rejects.toMatchObject({ cause: { code: '57P01' } });
    const after = await backend();
    expect(after).not.toBe(before);
  });
});
