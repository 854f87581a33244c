import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList } from '@wayfare/contract/audit';
import { auditEvents, authUsers, users } from '#db/schema';
import {
  createTestApp,
  inject,
  signUpAdmin,
  signUpWithToken,
  uniqueEmail,
  type TestApp,
} from '#test/helpers';
import { eventually } from '#test/mail-peer';

/*
 * An admin removes another admin's rights from Manage User (`DELETE /users/admin/:id`), or their
 * own while another admin remains (decision 011): at once, never the last admin, audited as any
 * role change, the person e-mailed, their pending admin invitations revoked. Two admins removing
 * each other at the same moment leave one of them an admin.
 */

type Account = Awaited<ReturnType<typeof signUpWithToken>>;

let t: TestApp;
let head: Account;
let headId: string;
beforeAll(async () => {
  t = await createTestApp();
  head = await signUpAdmin(t.app, 'head.admin@example.com', 'Head Admin');
  headId = await idOf(head.email);
});
afterAll(() => t.close());

async function idOf(email: string, app = t.app): Promise<string> {
  const id = await app.services.users.accountIdOf(email);
  if (!id) throw new Error(`no account for ${email}`);
  return id;
}

function removeAdmin(by: Account | undefined, id: string, app = t.app) {
  return inject(app, {
    method: 'DELETE',
    url: `/api/users/admin/${id}`,
    headers: by?.auth ?? {},
  });
}

async function roleOf(id: string, app = t.app) {
  return (await app.services.users.findAccount(id))?.role;
}

/** The person's address proven, as opening the verification e-mail does. */
async function verified(account: Account) {
  await t.app.database.db
    .update(authUsers)
    .set({ emailVerified: true })
    .where(eq(authUsers.email, account.email));
}

async function roleChanges(targetId: string) {
  const response = await inject(t.app, {
    method: 'GET',
    url: `/api/audit?limit=100&action=user.role&targetId=${targetId}`,
    headers: head.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json<AuditList>().items;
}

async function removalMails(email: string, app = t.app) {
  return (await app.services.mail.listTo(email)).filter((m) => m.kind === 'admin-rights-removed');
}

/** A message's plain text as one line (it is wrapped at 78 characters). */
async function textOf(mailId: string, app = t.app) {
  return (await app.services.mail.show(mailId)).text.replace(/\s+/g, ' ');
}

async function invite(by: Account, email: string) {
  const response = await inject(t.app, {
    method: 'POST',
    url: '/api/admin-invitations',
    headers: by.auth,
    payload: { email },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ _id: string; url: string }>();
}

describe('DELETE /api/users/admin/:id', () => {
  it('takes another admin’s rights at once: audited, e-mailed, their pending invitations revoked', async () => {
    const deputy = await signUpAdmin(t.app, uniqueEmail('deputy'), 'Nusrat Deputy');
    const deputyId = await idOf(deputy.email);
    await verified(deputy);
    const link = await invite(deputy, uniqueEmail('friend'));
    expect(
      (await inject(t.app, { method: 'GET', url: '/api/users', headers: deputy.auth })).statusCode,
    ).toBe(200);

    const response = await removeAdmin(head, deputyId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ modifiedCount: 1, invitationsRevoked: 1 });

    // On their very next request, with the same token.
    const refused = await inject(t.app, { method: 'GET', url: '/api/users', headers: deputy.auth });
    expect(refused.statusCode).toBe(403);
    expect(await roleOf(deputyId)).toBe('user');
    const pending = await inject(t.app, {
      method: 'GET',
      url: '/api/admin-invitations?limit=100',
      headers: head.auth,
    });
    expect(pending.json<{ _id: string }[]>().map((i) => i._id)).not.toContain(link._id);

    const [entry, ...more] = await roleChanges(deputyId);
    expect(more).toEqual([
      expect.objectContaining({ changes: { role: { from: 'user', to: 'admin' } } }),
    ]);
    expect(entry).toMatchObject({
      actorKind: 'admin',
      actorId: headId,
      targetType: 'user',
      targetId: deputyId,
      changes: { role: { from: 'admin', to: 'user' } },
      details: { invitationsRevoked: 1 },
    });
    // The trail keeps nothing personal (a screen may name people when it shows the trail).
    const stored = await t.app.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.role'), eq(auditEvents.targetId, deputyId)));
    expect(stored).toHaveLength(2);
    expect(JSON.stringify(stored)).not.toContain(deputy.email);
    expect(JSON.stringify(stored)).not.toContain('Nusrat');

    const [mail, second] = await removalMails(deputy.email);
    expect(second).toBeUndefined();
    expect(mail!.subject).toBe('Your Wayfare administrator rights were removed');
    const text = await textOf(mail!.id);
    expect(text).toContain('Hello Nusrat Deputy,');
    expect(text).toContain('Head Admin, an administrator, removed your administrator rights');
    expect(text).toContain('(Asia/Dhaka time)');
    expect(text).toContain('The admin invitation you had issued');

    // Again (a double click, or another admin first): nothing more changes, nobody is told twice.
    const again = await removeAdmin(head, deputyId);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ modifiedCount: 0, invitationsRevoked: 0 });
    expect(await removalMails(deputy.email)).toHaveLength(1);
    expect(await roleChanges(deputyId)).toHaveLength(2);
  });

  it('tells an address nobody verified what happened, without the names people typed', async () => {
    const deputy = await signUpAdmin(t.app, uniqueEmail('unverified'), 'Typed Name');
    expect((await removeAdmin(head, await idOf(deputy.email))).statusCode).toBe(200);
    const [mail] = await removalMails(deputy.email);
    const text = await textOf(mail!.id);
    expect(text).toContain('Hello,');
    expect(text).toContain('An administrator removed your administrator rights');
    expect(text).not.toContain('Typed Name');
    expect(text).not.toContain('Head Admin');
    expect(text).not.toContain('invitation');
  });

  it('lets an admin give up their own rights while another admin remains', async () => {
    const leaving = await signUpAdmin(t.app, uniqueEmail('leaving'), 'Leaving Admin');
    const leavingId = await idOf(leaving.email);
    await verified(leaving);
    const response = await removeAdmin(leaving, leavingId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ modifiedCount: 1, invitationsRevoked: 0 });
    expect(await roleOf(leavingId)).toBe('user');
    expect((await roleChanges(leavingId))[0]).toMatchObject({
      actorId: leavingId,
      changes: { role: { from: 'admin', to: 'user' } },
    });
    const [mail] = await removalMails(leaving.email);
    expect(await textOf(mail!.id)).toContain('You removed your own administrator rights');
  });

  it('refuses a visitor (401) and a non-admin (403), whatever the id; 404 for nobody', async () => {
    const deputy = await signUpAdmin(t.app, uniqueEmail('kept'), 'Kept Admin');
    const deputyId = await idOf(deputy.email);
    const traveller = await signUpWithToken(t.app);
    expect((await removeAdmin(undefined, deputyId)).statusCode).toBe(401);
    const forbidden = await removeAdmin(traveller, deputyId);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await removeAdmin(traveller, 'not-an-id')).statusCode).toBe(403);
    expect(await roleOf(deputyId)).toBe('admin');
    expect(await removalMails(deputy.email)).toHaveLength(0);

    const unknown = await removeAdmin(head, '00000000-0000-0000-0000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'USER_NOT_FOUND' });
    expect((await removeAdmin(head, 'not-an-id')).statusCode).toBe(404);
    // A plain user has no rights to take: nothing changes.
    const plain = await removeAdmin(head, await idOf(traveller.email));
    expect(plain.json()).toEqual({ modifiedCount: 0, invitationsRevoked: 0 });
    expect(await removalMails(traveller.email)).toHaveLength(0);
  });

  it('never takes the last admin’s rights (409 LAST_ADMIN): nothing changes, nobody is told', async () => {
    // Every other admin goes first, by the operator's revoke (the same rule, the same lock).
    const others = (await t.app.database.db.select().from(users).where(eq(users.role, 'admin')))
      .map((row) => row.email)
      .filter((email) => email !== head.email);
    for (const email of others) {
      expect(await t.app.services.users.revokeAdmin(email)).toBe('revoked');
    }
    expect(await t.app.services.users.listAdminEmails()).toEqual([head.email]);

    const refused = await removeAdmin(head, headId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'LAST_ADMIN',
      detail:
        'You are the last administrator, and Wayfare needs at least one. Make someone else an admin first.',
    });
    expect(await roleOf(headId)).toBe('admin');
    expect(await removalMails(head.email)).toHaveLength(0);
    const entries = await t.app.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user.role'), eq(auditEvents.targetId, headId)));
    expect(entries.map((e) => e.changes)).toEqual([{ role: { from: 'user', to: 'admin' } }]);
    // The operator's revoke keeps the rule too.
    expect(await t.app.services.users.revokeAdmin(head.email)).toBe('last_admin');
    expect(await roleOf(headId)).toBe('admin');
  });

  it('the operator’s revoke tells the person too, as the operator’s doing', async () => {
    const deputy = await signUpAdmin(t.app, uniqueEmail('operator-revoked'), 'Operator Revoked');
    expect(await t.app.services.users.revokeAdmin(deputy.email)).toBe('revoked');
    const [mail] = await removalMails(deputy.email);
    expect(await textOf(mail!.id)).toContain(
      "The site's operator removed your administrator rights",
    );
  });
});

describe('two admins removing each other’s rights at the same moment', () => {
  let race: TestApp;
  beforeAll(async () => {
    race = await createTestApp();
  });
  afterAll(() => race.close());

  /** Two admins, and nobody else an admin. */
  async function pair(prefix: string) {
    const a = await signUpAdmin(race.app, uniqueEmail(`${prefix}-a`), 'Admin A');
    const b = await signUpAdmin(race.app, uniqueEmail(`${prefix}-b`), 'Admin B');
    for (const email of await race.app.services.users.listAdminEmails()) {
      if (email !== a.email && email !== b.email) {
        expect(await race.app.services.users.revokeAdmin(email)).toBe('revoked');
      }
    }
    return { a, b, aId: await idOf(a.email, race.app), bId: await idOf(b.email, race.app) };
  }

  async function admins() {
    return race.app.services.users.listAdminEmails();
  }

  it('leaves exactly one of them an admin', async () => {
    const { a, b, aId, bId } = await pair('plain');
    const answers = await Promise.all([
      removeAdmin(a, bId, race.app),
      removeAdmin(b, aId, race.app),
    ]);
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 403]);
    expect(await admins()).toHaveLength(1);
  });

  // Both removals are held at the same row locks until both have started, so each has read the
  // admins before either commits: without the lock on every admin row, both would succeed and
  // leave no admin at all.
  it.skipIf(!process.env.DATABASE_URL)(
    'on PostgreSQL, with both removals running at once: one of them is refused, one admin stays',
    async () => {
      const { a, b, aId, bId } = await pair('held');
      const { db } = race.app.database;
      let locked!: () => void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const holder = db.transaction(async (tx) => {
        await tx.execute(sql`select id from users where id in (${aId}, ${bId}) for update`);
        locked();
        await released;
      });
      await isLocked;
      const answers = Promise.all([removeAdmin(a, bId, race.app), removeAdmin(b, aId, race.app)]);
      // Both requests wait on the held rows before anything is released.
      await eventually(async () => {
        // Both drivers answer a raw statement with its rows in `rows`.
        const result: unknown = await db.execute(
          sql`select count(*)::int as n from pg_stat_activity
              where datname = current_database() and wait_event_type = 'Lock'`,
        );
        return (result as { rows: { n: number }[] }).rows[0]!.n >= 2;
      }, 20);
      release();
      await holder;
      const [first, second] = await answers;
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses).toEqual([200, 403]);
      const refusal = [first, second].find((r) => r.statusCode === 403)!;
      expect(refusal.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect(await admins()).toHaveLength(1);
    },
  );
});
