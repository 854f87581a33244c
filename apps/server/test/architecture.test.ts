import { is } from 'drizzle-orm';
import { PgTable, PgView } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { lintProbe } from '#test/lint-probe';

/*
 * The layer rules of eslint.config.js (docs/architecture.md), proven on files that break them:
 * each probe is written into the source tree, linted with the project's own configuration, and
 * removed. Without the rules, these tests fail.
 */

// Lint rules read source, not data: proven once, in the embedded run (the PostgreSQL run of
// .ci/run skips them).
describe.skipIf(Boolean(process.env.DATABASE_URL))(
  'the server layer rules (npm run lint)',
  { timeout: 120_000 },
  () => {
    it('refuse an upward import: a plugin importing a feature', async () => {
      const messages = await lintProbe(
        'plugins',
        "import type { UsersService } from '#features/users';\nexport type Probe = UsersService;\n",
      );
      expect(messages).toContainEqual(
        expect.stringMatching(
          /^import-x\/no-restricted-paths: .*plugins\/ may import only lib, config/,
        ),
      );
    });

    it('refuse Drizzle in a route file', async () => {
      const messages = await lintProbe(
        'features/reviews',
        "import { sql } from 'drizzle-orm';\nexport const probe = sql`select 1`;\n",
      );
      expect(messages).toContainEqual(
        expect.stringMatching(
          /^no-restricted-imports: .*Only repositories \(and db\/\) use Drizzle/,
        ),
      );
    });

    it("refuse reaching into another feature's files, and climbing out with ../", async () => {
      const messages = await lintProbe(
        'features/reviews',
        [
          "import type { PackagesService } from '#features/packages/service';",
          "import type { Actor } from '../../lib/actor';",
          'export type Probe = [PackagesService, Actor];',
          '',
        ].join('\n'),
      );
      expect(messages).toContainEqual(
        expect.stringMatching(/^no-restricted-imports: .*reached only through its index/),
      );
      expect(messages).toContainEqual(
        expect.stringMatching(/^no-restricted-imports: .*through its alias/),
      );
    });

    it('refuse a database handle outside repositories and the listed places', async () => {
      const messages = await lintProbe(
        'features/reviews',
        "import type { Db } from '#db/client';\nexport type Probe = Db;\n",
      );
      expect(messages).toContainEqual(
        expect.stringMatching(
          /^no-restricted-imports: .*Only repositories .*hold a database handle/,
        ),
      );
    });

    it("refuse the server and features in the web app's shared code (lib/, components/)", async () => {
      const messages = await lintProbe(
        'lib',
        [
          "import type { Services } from '@wayfare/server';",
          "import type { Probe as Feature } from '@/features/probe';",
          'export type Probe = [Services, Feature];',
          '',
        ].join('\n'),
        'web',
      );
      expect(messages).toContainEqual(
        expect.stringMatching(/^no-restricted-imports: .*The web app never imports the server/),
      );
      expect(messages).toContainEqual(
        expect.stringMatching(/^no-restricted-imports: .*Shared code never imports features/),
      );
    });

    it("refuse a feature writing or reading another feature's table without a reason", async () => {
      const messages = await lintProbe(
        'features/reviews',
        [
          "import { bookings, payments } from '#db/schema';",
          'type Db = { update(t: unknown): void; select(): { from(t: unknown): void } };',
          'export function probe(db: Db) {',
          '  db.update(bookings);',
          '  db.select().from(payments);',
          '}',
          '',
        ].join('\n'),
      );
      expect(messages).toContainEqual(
        expect.stringMatching(
          /^wayfare\/table-owner: reviews writes bookings, which belongs to bookings/,
        ),
      );
      expect(messages).toContainEqual(
        expect.stringMatching(
          /^wayfare\/table-owner: reviews reads payments, which belongs to payments/,
        ),
      );
      // Its own table, and a read model reading anything, pass.
      const own = await lintProbe(
        'features/reports',
        [
          "import { bookings, reportHours } from '#db/schema';",
          'type Db = { update(t: unknown): void; select(): { from(t: unknown): void } };',
          'export function probe(db: Db) {',
          '  db.update(reportHours);',
          '  db.select().from(bookings);',
          '}',
          '',
        ].join('\n'),
      );
      expect(own.filter((m) => m.startsWith('wayfare/'))).toEqual([]);
    });

    it('know the owner of every table of the schema', async () => {
      const schema = await import('#db/schema');
      const { TABLE_OWNERS } = (await import(
        // @ts-expect-error: a plain ES module of the lint configuration, without types
        '../../../scripts/eslint/table-owners.mjs'
      )) as { TABLE_OWNERS: Record<string, string> };
      const tables = Object.entries(schema)
        .filter(([, value]) => is(value, PgTable) || is(value, PgView))
        .map(([name]) => name)
        .sort();
      expect(tables.filter((name) => !(name in TABLE_OWNERS))).toEqual([]);
      expect(Object.keys(TABLE_OWNERS).filter((name) => !tables.includes(name))).toEqual([]);
    });

    it('accept what the layers allow: a feature using lib, plugins and another feature', async () => {
      const messages = await lintProbe(
        'features/reviews',
        [
          "import type { AccountLookup } from '#features/users';",
          "import type { Actor } from '#lib/actor';",
          "import { actorOf } from '#plugins/auth-guard';",
          'export type Probe = [AccountLookup, Actor];',
          'export const probe = actorOf;',
          '',
        ].join('\n'),
      );
      expect(messages, messages.join('\n')).toEqual([]);
    });
  },
);
