import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent, AuditList } from '@wayfare/contract/audit';
import { createTestApp, inject, signUpAdmin, signUpWithToken, type TestApp } from '#test/helpers';

/*
 * The trail names people when it is read: the acting admin's and a person target's name come
 * from the directory as it is now (a deleted account reads "deleted user"), never from the trail,
 * which keeps ids only. Filtered by words of the admin's name; exported as CSV (recorded, not
 * cached), with the same names and filters.
 */

type Account = Awaited<ReturnType<typeof signUpWithToken>>;

let t: TestApp;
let ayesha: Account;
let ayeshaId: string;
let chandraId: string;
let travellerId: string;
let packageByChandra: string;
let packageByAyesha: string;

async function idOf(email: string): Promise<string> {
  const id = await t.app.services.users.accountIdOf(email);
  if (!id) throw new Error(`no account for ${email}`);
  return id;
}

async function addPackage(auth: Record<string, string>, title: string): Promise<string> {
  const added = await inject(t.app, {
    method: 'POST',
    url: '/api/addPackages',
    headers: auth,
    payload: { title, price: 120, duration: '1 day' },
  });
  expect(added.statusCode).toBe(201);
  return added.json<{ insertedId: string }>().insertedId;
}

async function trail(query: string): Promise<AuditEvent[]> {
  const response = await inject(t.app, {
    method: 'GET',
    url: `/api/audit?limit=100&${query}`,
    headers: ayesha.auth,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AuditList>().items;
}

beforeAll(async () => {
  t = await createTestApp();
  ayesha = await signUpAdmin(t.app, 'names-ayesha@example.com', 'Ayesha Auditor');
  ayeshaId = await idOf('names-ayesha@example.com');
  const chandra = await signUpAdmin(t.app, 'names-chandra@example.com', 'Chandra Das');
  chandraId = await idOf('names-chandra@example.com');
  await signUpWithToken(t.app, 'names-traveller@example.com', 'Rahim Uddin');
  travellerId = await idOf('names-traveller@example.com');

  packageByAyesha = await addPackage(ayesha.auth, 'Srimangal Tea Trail');
  packageByChandra = await addPackage(chandra.auth, 'Sajek Valley Clouds');
  // Ayesha takes Chandra's rights back, then deletes the account.
  expect(
    (
      await inject(t.app, {
        method: 'DELETE',
        url: `/api/users/admin/${chandraId}`,
        headers: ayesha.auth,
      })
    ).statusCode,
  ).toBe(200);
  expect(
    (
      await inject(t.app, {
        method: 'DELETE',
        url: `/api/users/${chandraId}`,
        headers: ayesha.auth,
      })
    ).statusCode,
  ).toBe(200);
  // Ayesha makes the traveller an admin: a person target that still exists.
  expect(
    (
      await inject(t.app, {
        method: 'PATCH',
        url: `/api/users/admin/${travellerId}`,
        headers: ayesha.auth,
      })
    ).statusCode,
  ).toBe(200);
});
afterAll(() => t.close());

describe('GET /api/audit names people from the directory', () => {
  it("names the acting admin, and a deleted admin's entries read 'deleted user'", async () => {
    const [byAyesha] = await trail(`targetId=${packageByAyesha}`);
    expect(byAyesha).toMatchObject({
      actorId: ayeshaId,
      actorName: 'Ayesha Auditor',
      targetName: null,
    });
    const [byChandra] = await trail(`targetId=${packageByChandra}`);
    // The id stays in the trail; the name is gone with the account.
    expect(byChandra).toMatchObject({ actorId: chandraId, actorName: 'deleted user' });
  });

  it("names a person target, 'deleted user' once the account is gone", async () => {
    const aboutChandra = await trail(`targetType=user&targetId=${chandraId}`);
    expect(aboutChandra.length).toBeGreaterThan(0);
    for (const entry of aboutChandra) expect(entry.targetName).toBe('deleted user');
    const aboutTraveller = await trail(`targetType=user&targetId=${travellerId}`);
    expect(aboutTraveller.map((e) => [e.action, e.actorName, e.targetName])).toContainEqual([
      'user.role',
      'Ayesha Auditor',
      'Rahim Uddin',
    ]);
  });

  it('reads the name now: a renamed admin is shown under the new name, the trail unchanged', async () => {
    const renamed = await inject(t.app, {
      method: 'PATCH',
      url: '/api/account',
      headers: ayesha.auth,
      payload: { name: 'Ayesha Siddiqua' },
    });
    expect(renamed.statusCode).toBe(200);
    const [byAyesha] = await trail(`targetId=${packageByAyesha}`);
    expect(byAyesha?.actorName).toBe('Ayesha Siddiqua');
    // What the trail stores holds no name at all.
    const stored = JSON.stringify(await t.app.database.db.execute(sql`select * from audit_events`));
    expect(stored).not.toContain('Ayesha');
    expect(stored).not.toContain('Chandra');
    expect(stored).not.toContain('Rahim');
  });

  it("filters by words of the admin's name, case ignored", async () => {
    const found = await trail('actor=siddiq');
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found.map((e) => e.actorId))).toEqual(new Set([ayeshaId]));
    // A deleted admin's name is nowhere any more: nothing is found by it.
    expect(await trail('actor=chandra')).toEqual([]);
    expect(await trail('actor=nobody-by-this-name')).toEqual([]);
    // Pattern characters are words, not wildcards.
    expect(await trail('actor=%25')).toEqual([]);
  });

  it('refuses a name filter longer than a name', async () => {
    const response = await inject(t.app, {
      method: 'GET',
      url: `/api/audit?actor=${'a'.repeat(101)}`,
      headers: ayesha.auth,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/exports/audit.csv', () => {
  /** The file's records: the byte-order mark off, CRLF ends, cells without quotes or commas. */
  function recordsOf(body: string): string[][] {
    expect(body.startsWith('\uFEFF')).toBe(true);
    expect(body.endsWith('\r\n')).toBe(true);
    return body
      .slice(1, -2)
      .split('\r\n')
      .map((line) => line.split(','));
  }

  it('sends the trail with names as a CSV attachment no cache keeps, and records the export', async () => {
    const response = await inject(t.app, {
      method: 'GET',
      url: `/api/exports/audit.csv?targetType=package&actor=SIDDIQ`,
      headers: ayesha.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="wayfare-audit-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...rows] = recordsOf(response.body);
    expect(header).toEqual([
      'id',
      'at',
      `at (${t.config.tripTimeZone})`,
      'action',
      'actor_kind',
      'actor_id',
      'actor_name',
      'target_type',
      'target_id',
      'target_name',
      'address',
      'changes',
      'details',
    ]);
    // Only Ayesha's package entry: Chandra's (a deleted admin) is not hers.
    expect(rows.map((r) => [r[3], r[5], r[6], r[8]])).toEqual([
      ['package.create', ayeshaId, 'Ayesha Siddiqua', packageByAyesha],
    ]);

    const [recorded] = await trail('action=export&targetType=audit');
    expect(recorded).toMatchObject({ actorId: ayeshaId, targetType: 'audit' });
    // The name words searched by are a personal value: recorded only as given.
    expect(recorded?.details).toMatchObject({
      rows: 1,
      complete: true,
      filters: { targetType: 'package', actor: 'given' },
    });
    expect(JSON.stringify(recorded)).not.toContain('SIDDIQ');
  });

  it("names a deleted admin 'deleted user' in the file", async () => {
    const response = await inject(t.app, {
      method: 'GET',
      url: `/api/exports/audit.csv?targetId=${packageByChandra}`,
      headers: ayesha.auth,
    });
    const [, ...rows] = recordsOf(response.body);
    expect(rows.map((r) => [r[5], r[6]])).toEqual([[chandraId, 'deleted user']]);
  });

  it('is for admins only, and refuses bad filters', async () => {
    expect((await inject(t.app, { method: 'GET', url: '/api/exports/audit.csv' })).statusCode).toBe(
      401,
    );
    const traveller = await signUpWithToken(t.app, 'names-other@example.com', 'Other Person');
    expect(
      (
        await inject(t.app, {
          method: 'GET',
          url: '/api/exports/audit.csv',
          headers: traveller.auth,
        })
      ).statusCode,
    ).toBe(403);
    for (const query of ['from=2026-02-10&to=2026-02-01', 'action=nothing', 'from=yesterday']) {
      const bad = await inject(t.app, {
        method: 'GET',
        url: `/api/exports/audit.csv?${query}`,
        headers: ayesha.auth,
      });
      expect(bad.statusCode, query).toBe(400);
    }
  });
});
