import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PendingAdminInvitation } from '@wayfare/contract/users';
import { adminInvitations, users } from '#db/schema';
import {
  createTestApp,
  inject,
  signUpAdmin,
  signUpWithToken,
  uniqueEmail,
  type TestApp,
} from '#test/helpers';

/*
 * An admin invitation lives only as long as its issuer's admin rights: it dies when they are
 * demoted or deleted, and an admin sees the pending ones on Manage User and can revoke one. The
 * operator's (`npm run admin -- invite`) live until they are used, expire or are revoked.
 */

type Account = Awaited<ReturnType<typeof signUpWithToken>>;

let t: TestApp;
let admin: Account;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, 'head.admin@example.com', 'Head Admin');
});
afterAll(() => t.close());

const tokenOf = (url: string) => new URL(url).hash.slice(1);

async function idOf(email: string): Promise<string> {
  const id = await t.app.services.users.accountIdOf(email);
  if (!id) throw new Error(`no account for ${email}`);
  return id;
}

async function isAdmin(account: Account): Promise<boolean> {
  const response = await inject(t.app, {
    method: 'GET',
    url: `/api/users/admin/${account.email}`,
    headers: account.auth,
  });
  return response.json<{ admin: boolean }>().admin;
}

async function invite(by: Account, email: string) {
  const response = await inject(t.app, {
    method: 'POST',
    url: '/api/admin-invitations',
    headers: by.auth,
    payload: { email },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ _id: string; url: string; expiresAt: string }>();
}

let caller = 0;
async function accept(account: Account, url: string) {
  caller += 1;
  return inject(t.app, {
    method: 'POST',
    url: '/api/admin-invitations/accept',
    // A client address per call: the route's own rate limit is not what these tests measure.
    remoteAddress: `10.1.${caller >> 8}.${caller & 255}`,
    headers: account.auth,
    payload: { token: tokenOf(url) },
  });
}

async function pending(query = '', by: Account = admin) {
  const response = await inject(t.app, {
    method: 'GET',
    url: `/api/admin-invitations${query}`,
    headers: by.auth,
  });
  expect(response.statusCode).toBe(200);
  return {
    items: response.json<PendingAdminInvitation[]>(),
    total: Number(response.headers['x-total-count']),
    body: response.body,
  };
}

function revoke(id: string, by: Account = admin) {
  return inject(t.app, {
    method: 'DELETE',
    url: `/api/admin-invitations/${id}`,
    headers: by.auth,
  });
}

/** A second admin, made by the operator's grant, who can be demoted or deleted. */
async function anotherAdmin(prefix: string): Promise<Account> {
  return signUpAdmin(t.app, uniqueEmail(prefix), `Admin ${prefix}`);
}

describe('an invitation whose issuer loses admin rights', () => {
  it('dies when the operator revokes the issuer, and stays dead when they are admin again', async () => {
    const issuer = await anotherAdmin('demoted');
    const email = uniqueEmail('friend');
    const link = await invite(issuer, email);
    expect((await pending()).items.map((i) => i._id)).toContain(link._id);

    expect(await t.app.services.users.revokeAdmin(issuer.email)).toBe('revoked');
    expect((await pending()).items.map((i) => i._id)).not.toContain(link._id);
    const friend = await signUpWithToken(t.app, email);
    const refused = await accept(friend, link.url);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'INVITATION_NOT_VALID' });
    expect(await isAdmin(friend)).toBe(false);

    // Admin again: the invitation made before the removal does not come back.
    expect(await t.app.services.users.grantAdmin(issuer.email)).toBe('granted');
    expect((await accept(friend, link.url)).statusCode).toBe(404);
    expect(await isAdmin(friend)).toBe(false);
  });

  it('dies when the issuer is deleted by another admin', async () => {
    const issuer = await anotherAdmin('deleted');
    const email = uniqueEmail('friend');
    const link = await invite(issuer, email);
    const removed = await inject(t.app, {
      method: 'DELETE',
      url: `/api/users/${await idOf(issuer.email)}`,
      headers: admin.auth,
    });
    expect(removed.json()).toEqual({ deletedCount: 1 });

    const friend = await signUpWithToken(t.app, email);
    expect((await accept(friend, link.url)).statusCode).toBe(404);
    expect(await isAdmin(friend)).toBe(false);
    expect((await pending()).items.map((i) => i._id)).not.toContain(link._id);
  });

  it('is refused at acceptance whenever its issuer is not an admin now, however the role went', async () => {
    // The role changed, or the row went, by a path that revoked nothing (psql, a future route):
    // the acceptance itself checks the issuer.
    const demoted = await anotherAdmin('sql-demoted');
    const deleted = await anotherAdmin('sql-deleted');
    const toDemoted = uniqueEmail('friend');
    const toDeleted = uniqueEmail('friend');
    const fromDemoted = await invite(demoted, toDemoted);
    const fromDeleted = await invite(deleted, toDeleted);
    const { db } = t.app.database;
    await db.update(users).set({ role: 'user' }).where(eq(users.email, demoted.email));
    await db.delete(users).where(eq(users.email, deleted.email));
    const [row] = await db
      .select({ createdBy: adminInvitations.createdBy, revokedAt: adminInvitations.revokedAt })
      .from(adminInvitations)
      .where(eq(adminInvitations.id, fromDeleted._id));
    // What the foreign key leaves: no issuer, nothing revoked; an operator's link looks the same
    // but for its `issuer`.
    expect(row).toEqual({ createdBy: null, revokedAt: null });

    const first = await signUpWithToken(t.app, toDemoted);
    const second = await signUpWithToken(t.app, toDeleted);
    expect((await accept(first, fromDemoted.url)).statusCode).toBe(404);
    expect((await accept(second, fromDeleted.url)).statusCode).toBe(404);
    expect(await isAdmin(first)).toBe(false);
    expect(await isAdmin(second)).toBe(false);
    const listed = (await pending()).items.map((i) => i._id);
    expect(listed).not.toContain(fromDemoted._id);
    expect(listed).not.toContain(fromDeleted._id);
  });

  it("leaves the operator's invitations (CLI) working: they have no issuer to lose", async () => {
    const email = uniqueEmail('ops-friend');
    const link = await t.app.services.users.operatorInvitation(email);
    const listed = (await pending()).items.find((i) => i._id === link._id);
    expect(listed).toMatchObject({ email, kind: 'invitation', issuedBy: null });
    const friend = await signUpWithToken(t.app, email);
    expect((await accept(friend, link.url)).statusCode).toBe(200);
    expect(await isAdmin(friend)).toBe(true);
  });
});

describe('pending invitations on Manage User', () => {
  it('lists for whom, by whom and until when (trip zone), never the link, newest first', async () => {
    const email = uniqueEmail('listed');
    const link = await invite(admin, email);
    const { items, total, body } = await pending();
    expect(total).toBe(items.length);
    expect(items[0]).toEqual({
      _id: link._id,
      email,
      kind: 'invitation',
      issuedBy: { _id: await idOf(admin.email), name: 'Head Admin', email: admin.email },
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+06:00$/) as string,
      expiresAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+06:00$/) as string,
    });
    expect(Date.parse(items[0]!.expiresAt)).toBe(
      Math.floor(Date.parse(link.expiresAt) / 1000) * 1000,
    );
    const [stored] = await t.app.database.db
      .select({ tokenHash: adminInvitations.tokenHash })
      .from(adminInvitations)
      .where(eq(adminInvitations.id, link._id));
    expect(body).not.toContain(tokenOf(link.url));
    expect(body).not.toContain(stored!.tokenHash);
    expect(body).not.toContain('admin-invitation#');
  });

  it('leaves out used, expired and revoked invitations, and pages', async () => {
    const usedBy = uniqueEmail('used');
    const used = await invite(admin, usedBy);
    const expired = await invite(admin, uniqueEmail('expired'));
    const revoked = await invite(admin, uniqueEmail('revoked'));
    const user = await signUpWithToken(t.app, usedBy);
    expect((await accept(user, used.url)).statusCode).toBe(200);
    await t.app.database.db.execute(
      sql`update admin_invitations set expires_at = now() - interval '1 second' where id = ${expired._id}`,
    );
    expect((await revoke(revoked._id)).statusCode).toBe(204);
    const all = await pending('?limit=100');
    const ids = all.items.map((i) => i._id);
    for (const gone of [used, expired, revoked]) expect(ids).not.toContain(gone._id);

    const firstPage = await pending('?limit=1&offset=0');
    expect(firstPage.items.map((i) => i._id)).toEqual(ids.slice(0, 1));
    expect(firstPage.total).toBe(all.total);
    const second = await pending('?limit=1&offset=1');
    expect(second.items.map((i) => i._id)).toEqual(ids.slice(1, 2));
  });

  it('is for admins only, and a bad page is a 400', async () => {
    const traveller = await signUpWithToken(t.app);
    expect((await inject(t.app, { method: 'GET', url: '/api/admin-invitations' })).statusCode).toBe(
      401,
    );
    const refused = await inject(t.app, {
      method: 'GET',
      url: '/api/admin-invitations',
      headers: traveller.auth,
    });
    expect(refused.statusCode).toBe(403);
    for (const query of ['?limit=0', '?limit=1000', '?offset=-1', '?limit=ten']) {
      const bad = await inject(t.app, {
        method: 'GET',
        url: `/api/admin-invitations${query}`,
        headers: admin.auth,
      });
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

describe('revoking an invitation', () => {
  it('makes its link refused; revoking it again, or an unknown id, is a 404', async () => {
    const email = uniqueEmail('revoked');
    const link = await invite(admin, email);
    const response = await revoke(link._id);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const person = await signUpWithToken(t.app, email);
    const refused = await accept(person, link.url);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ code: 'INVITATION_NOT_VALID' });
    expect(await isAdmin(person)).toBe(false);

    for (const id of [link._id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const again = await revoke(id);
      expect(again.statusCode, id).toBe(404);
      expect(again.json()).toMatchObject({ code: 'INVITATION_NOT_FOUND' });
    }
  });

  it("works for the operator's invitations too, and is for admins only", async () => {
    const link = await t.app.services.users.operatorInvitation(uniqueEmail('ops'));
    const traveller = await signUpWithToken(t.app);
    expect(
      (await inject(t.app, { method: 'DELETE', url: `/api/admin-invitations/${link._id}` }))
        .statusCode,
    ).toBe(401);
    expect((await revoke(link._id, traveller)).statusCode).toBe(403);
    expect((await pending()).items.map((i) => i._id)).toContain(link._id);
    expect((await revoke(link._id)).statusCode).toBe(204);
    expect((await pending()).items.map((i) => i._id)).not.toContain(link._id);
  });

  it('races an acceptance of the same link: exactly one of them happens', async () => {
    for (let round = 0; round < 5; round += 1) {
      const email = uniqueEmail('race');
      const link = await invite(admin, email);
      const person = await signUpWithToken(t.app, email);
      const [accepted, revoked] = await Promise.all([accept(person, link.url), revoke(link._id)]);
      const outcome = [accepted.statusCode, revoked.statusCode];
      expect([
        [200, 404],
        [404, 204],
      ]).toContainEqual(outcome);
      expect(await isAdmin(person)).toBe(accepted.statusCode === 200);
    }
  });
});
