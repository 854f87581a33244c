import { readFileSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './client';
import { migrateDatabase } from './migrate';

const url = process.env.DATABASE_URL;
const journal = JSON.parse(
  readFileSync(path.join(import.meta.dirname, 'migrations/meta/_journal.json'), 'utf8'),
) as { entries: unknown[] };

async function admin<T>(work: (client: pg.Client) => Promise<T>, database?: string): Promise<T> {
  const target = new URL(url!);
  if (database) target.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: target.href });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const name = `wayfare_test_${randomUUID().replaceAll('-', '')}`;
const opened: Database[] = [];
afterAll(async () => {
  for (const database of opened) await database.close();
  if (url) await admin((c) => c.query(`drop database if exists ${name} with (force)`));
});

describe.skipIf(!url)('migrating PostgreSQL from several instances at once', () => {
  it('lets three instances starting together on an empty database all succeed, migrating once', async () => {
    await admin((c) => c.query(`create database ${name}`));
    const target = new URL(url!);
    target.pathname = `/${name}`;
    // Three pools, as three instances would have, with the servers' statement timeout.
    const instances = await Promise.all(
      [1, 2, 3].map(() =>
        openDatabase({
          kind: 'postgres',
          url: target.href,
          poolSize: 2,
          statementTimeoutMs: 15000,
        }),
      ),
    );
    opened.push(...instances);
    const outcomes = await Promise.allSettled(instances.map((db) => migrateDatabase(db)));
    expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : o.status))).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    const applied = await admin(
      (c) => c.query<{ n: number }>('select count(*)::int as n from public.__drizzle_migrations'),
      name,
    );
    expect(applied.rows[0]!.n).toBe(journal.entries.length);
  });
});
