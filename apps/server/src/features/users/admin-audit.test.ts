import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent, AuditList } from '@wayfare/contract/audit';
import { buildApp } from '#app';
import {
  createTestApp,
  inject,
  openTestDatabase,
  signUpAdmin,
  signUpWithToken,
  TEST_PASSWORD,
  testConfig,
  uniqueEmail,
  type TestApp,
} from '#test/helpers';

/*
 * Who became admin, and through what, is in the audit trail: every link issued (its id as the
 * target), every link used, and every grant (the new admin's id as the target), whether an admin,
 * an invitation, a setup link or the operator's command made it. The operator has no account: its
 * entries carry the actor kind `operator` and no id. An admin deleting their own account is
 * recorded like any removal.
 */

type Account = Awaited<ReturnType<typeof signUpWithToken>>;

const INVITER_ADDRESS = '203.0.113.40';
const INVITEE_ADDRESS = '198.51.100.41';

let t: TestApp;
let admin: Account;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, 'trail.admin@example.com', 'Trail Admin');
  adminId = await idOf(admin.email);
});
afterAll(() => t.close());

async function idOf(email: string): Promise<string> {
  const id = await t.app.services.users.accountIdOf(email);
  if (!id) throw new Error(`no account for ${email}`);
  return id;
}

async function trail(query: string, app = t.app, by = admin): Promise<AuditEvent[]> {
  const response = await inject(app, {
    method: 'GET',
    url: `/api/audit?limit=100&${query}`,
    headers: by.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json<AuditList>().items;
}

const tokenOf = (url: string) => new URL(url).hash.slice(1);

/** The trail as stored: every row of audit_events. */
async function storedEntries(): Promise<unknown[]> {
  const answer: unknown = await t.app.database.db.execute(sql`select * from audit_events`);
  return (answer as { rows: unknown[] }).rows;
}
describe("an admin's invitation", () => {
  it('records the link issued (its id), the link used and the grant (the new admin)', async () => {
    const email = uniqueEmail('colleague');
    const issued = await inject(t.app, {
      method: 'POST',
      url: '/api/admin-invitations',
      headers: admin.auth,
      remoteAddress: INVITER_ADDRESS,
      payload: { email },
    });
    expect(issued.statusCode).toBe(201);
    const link = issued.json<{ _id: string; url: string }>();
    const colleague = await signUpWithToken(t.app, email, 'Colleague Personal');
    const accepted = await inject(t.app, {
      method: 'POST',
      url: '/api/admin-invitations/accept',
      headers: colleague.auth,
      remoteAddress: INVITEE_ADDRESS,
      payload: { token: tokenOf(link.url) },
    });
    expect(accepted.json()).toEqual({ admin: true });
    const colleagueId = await idOf(email);

    const ofLink = await trail(`targetId=${link._id}`);
    expect(ofLink.map((e) => e.action)).toEqual(['user.invite-accept', 'user.invite']);
    expect(ofLink[1]).toMatchObject({
      actorKind: 'admin',
      actorId: adminId,
      targetType: 'admin-invitation',
      targetId: link._id,
      address: INVITER_ADDRESS,
      changes: { email: 'changed' },
      details: { kind: 'invitation' },
    });
    expect(ofLink[0]).toMatchObject({
      actorKind: 'admin',
      actorId: colleagueId,
      targetType: 'admin-invitation',
      address: INVITEE_ADDRESS,
      details: { kind: 'invitation' },
    });
    // The grant names the new admin, and the admin who issued the link as its actor.
    expect(await trail(`targetId=${colleagueId}`)).toEqual([
      expect.objectContaining({
        action: 'user.role',
        actorKind: 'admin',
        actorId: adminId,
        targetType: 'user',
        address: INVITEE_ADDRESS,
        changes: { role: { from: 'user', to: 'admin' } },
        details: { via: 'invitation', invitationId: link._id },
      }),
    ]);
    // The trail keeps no personal value (names are read from the directory as it is shown).
    const everything = JSON.stringify(await storedEntries());
    for (const personal of [email, 'Colleague Personal', tokenOf(link.url)]) {
      expect(everything).not.toContain(personal);
    }
  });

  it('records a revocation by the admin who revoked it', async () => {
    const issued = await inject(t.app, {
      method: 'POST',
      url: '/api/admin-invitations',
      headers: admin.auth,
      payload: { email: uniqueEmail('revoked') },
    });
    const { _id } = issued.json<{ _id: string }>();
    const revoked = await inject(t.app, {
      method: 'DELETE',
      url: `/api/admin-invitations/${_id}`,
      headers: admin.auth,
      remoteAddress: INVITER_ADDRESS,
    });
    expect(revoked.statusCode).toBe(204);
    expect((await trail(`targetId=${_id}`))[0]).toMatchObject({
      action: 'user.invite-revoke',
      actorKind: 'admin',
      actorId: adminId,
      targetType: 'admin-invitation',
      targetId: _id,
      address: INVITER_ADDRESS,
      details: { kind: 'invitation' },
    });
  });
});

describe("the operator's actions", () => {
  it('records a grant, an invitation and its use, and a revocation, by the operator', async () => {
    const { users } = t.app.services;
    // signUpAdmin is the operator's grant (`npm run admin -- grant`).
    const granted = await signUpAdmin(t.app, uniqueEmail('granted'));
    const grantedId = await idOf(granted.email);
    expect(await trail(`targetId=${grantedId}`)).toEqual([
      expect.objectContaining({
        action: 'user.role',
        actorKind: 'operator',
        actorId: null,
        address: null,
        changes: { role: { from: 'user', to: 'admin' } },
      }),
    ]);

    const email = uniqueEmail('cli-invited');
    const link = await users.operatorInvitation(email);
    const invited = await signUpWithToken(t.app, email);
    const accepted = await inject(t.app, {
      method: 'POST',
      url: '/api/admin-invitations/accept',
      headers: invited.auth,
      remoteAddress: INVITEE_ADDRESS,
      payload: { token: tokenOf(link.url) },
    });
    expect(accepted.statusCode).toBe(200);
    const invitedId = await idOf(email);
    const ofLink = await trail(`targetId=${link._id}`);
    expect(ofLink.map((e) => [e.action, e.actorKind, e.actorId])).toEqual([
      ['user.invite-accept', 'admin', invitedId],
      ['user.invite', 'operator', null],
    ]);
    expect(await trail(`targetId=${invitedId}`)).toEqual([
      expect.objectContaining({
        action: 'user.role',
        actorKind: 'operator',
        actorId: null,
        details: { via: 'invitation', invitationId: link._id },
      }),
    ]);

    // The granted admin's own invitation dies with their role; the entry says how many did.
    await inject(t.app, {
      method: 'POST',
      url: '/api/admin-invitations',
      headers: granted.auth,
      payload: { email: uniqueEmail('orphan') },
    });
    expect(await users.revokeAdmin(granted.email)).toBe('revoked');
    expect((await trail(`targetId=${grantedId}`))[0]).toMatchObject({
      action: 'user.role',
      actorKind: 'operator',
      actorId: null,
      changes: { role: { from: 'admin', to: 'user' } },
      details: { invitationsRevoked: 1 },
    });
  });

  it('stores the operator as an actor kind without an id, and refuses an entry that mixes them', async () => {
    const { db } = t.app.database;
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await db.execute(statement);
      } catch (error) {
        return String((error as { cause?: Error }).cause?.message ?? error);
      }
      return 'done';
    };
    expect(
      await refusal(
        sql`insert into audit_events (actor_kind, actor_id, action, target_type) values ('operator', ${adminId}, 'user.role', 'user')`,
      ),
    ).toContain('audit_events_actor_check');
    expect(
      await refusal(
        sql`insert into audit_events (actor_kind, actor_id, action, target_type) values ('admin', null, 'user.role', 'user')`,
      ),
    ).toContain('audit_events_actor_check');
  });
});

describe('ADMIN_EMAILS setup links', () => {
  it('records the link printed at start and the grant it made, by the operator', async () => {
    const lines: string[] = [];
    const config = {
      ...testConfig({ ADMIN_EMAILS: 'owner@example.com' }),
      logLevel: 'info' as const,
    };
    const app = await buildApp({
      config,
      database: await openTestDatabase(),
      logStream: { write: (line: string) => void lines.push(line) },
    });
    try {
      await app.ready();
      const logged = lines
        .map(
          (line) =>
            JSON.parse(line) as { adminSetup?: { _id: string; email: string; url: string } },
        )
        .find((entry) => entry.adminSetup?.email === 'owner@example.com')?.adminSetup;
      expect(logged?.url).toMatch(/\/admin-invitation#[\w-]{43}$/);
      const owner = await signUpWithToken(app, 'owner@example.com');
      const accepted = await inject(app, {
        method: 'POST',
        url: '/api/admin-invitations/accept',
        headers: owner.auth,
        remoteAddress: INVITEE_ADDRESS,
        payload: { token: tokenOf(logged!.url) },
      });
      expect(accepted.json()).toEqual({ admin: true });

      const ownerId = (await app.services.users.accountIdOf('owner@example.com'))!;
      const all = await trail('', app, owner);
      const issuedEntry = all.find((e) => e.action === 'user.invite');
      expect(issuedEntry).toMatchObject({
        actorKind: 'operator',
        actorId: null,
        address: null,
        targetType: 'admin-invitation',
        targetId: logged!._id,
        details: { kind: 'setup' },
      });
      expect(all.find((e) => e.action === 'user.role')).toMatchObject({
        actorKind: 'operator',
        actorId: null,
        targetId: ownerId,
        address: INVITEE_ADDRESS,
        changes: { role: { from: 'user', to: 'admin' } },
        details: { via: 'setup', invitationId: logged!._id },
      });
      expect(all.find((e) => e.action === 'user.invite-accept')).toMatchObject({
        actorId: ownerId,
        targetId: logged!._id,
      });
      expect(JSON.stringify(all)).not.toContain('owner@example.com');
    } finally {
      await app.close();
      rmSync(config.dataDir, { recursive: true, force: true });
    }
  });
});

describe('an admin deleting their own account', () => {
  it('is recorded (the admin as actor and target, from their address); a traveller is not', async () => {
    const leaver = await signUpAdmin(t.app, uniqueEmail('leaver'), 'Leaving Admin Personal');
    const leaverId = await idOf(leaver.email);
    const left = await inject(t.app, {
      method: 'DELETE',
      url: '/api/account',
      headers: leaver.auth,
      remoteAddress: INVITER_ADDRESS,
      payload: { password: TEST_PASSWORD },
    });
    expect(left.statusCode).toBe(204);
    const entries = await trail(`targetId=${leaverId}`);
    expect(entries[0]).toEqual({
      _id: expect.any(String) as string,
      at: expect.stringMatching(/\+06:00$/) as string,
      action: 'user.delete',
      actorKind: 'admin',
      actorId: leaverId,
      targetType: 'user',
      targetId: leaverId,
      address: INVITER_ADDRESS,
      changes: null,
      details: null,
      // Read from the directory when shown: the account is gone.
      actorName: 'deleted user',
      targetName: 'deleted user',
    });
    const text = JSON.stringify(await storedEntries());
    for (const personal of [leaver.email, 'Leaving Admin Personal', TEST_PASSWORD]) {
      expect(text).not.toContain(personal);
    }

    const traveller = await signUpWithToken(t.app);
    const travellerId = await idOf(traveller.email);
    const gone = await inject(t.app, {
      method: 'DELETE',
      url: '/api/account',
      headers: traveller.auth,
      payload: { password: TEST_PASSWORD },
    });
    expect(gone.statusCode).toBe(204);
    expect(await trail(`targetId=${travellerId}`)).toEqual([]);
  });

  it('is not recorded when it is refused (a wrong password changes nothing)', async () => {
    const stayer = await signUpAdmin(t.app, uniqueEmail('stayer'));
    const stayerId = await idOf(stayer.email);
    const refused = await inject(t.app, {
      method: 'DELETE',
      url: '/api/account',
      headers: stayer.auth,
      payload: { password: 'not-the-password' },
    });
    // Refused (a wrong password: 400 PASSWORD_INCORRECT), the account kept, nothing recorded.
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect(await t.app.services.users.accountIdOf(stayer.email)).toBe(stayerId);
    expect((await trail(`targetId=${stayerId}`)).map((e) => e.action)).toEqual(['user.role']);
  });
});
