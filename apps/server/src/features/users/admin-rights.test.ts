import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '#db/schema';
import {
  createTestApp,
  inject,
  signUp,
  signUpAdmin,
  signUpWithToken,
  uniqueEmail,
  type TestApp,
} from '#test/helpers';
import { buildApp } from '#app';
import { testConfig, openTestDatabase } from '#test/helpers';

/*
 * Admin rights never follow from signing up with an address (docs/decisions/005): they take an
 * operator's grant, a setup link from the server log, or an invitation link an admin hands over.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpWithToken>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, 'admin@example.com', 'Admin');
});
afterAll(() => t.close());

async function isAdmin(account: { email: string; auth: Record<string, string> }) {
  const response = await inject(t.app, {
    method: 'GET',
    url: `/api/users/admin/${account.email}`,
    headers: account.auth,
  });
  return response.json<{ admin: boolean }>().admin;
}

async function invite(email: string) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/admin-invitations',
    headers: admin.auth,
    payload: { email },
  });
}

let caller = 0;
async function accept(auth: Record<string, string>, token: string) {
  caller += 1;
  return inject(t.app, {
    method: 'POST',
    url: '/api/admin-invitations/accept',
    // A client address per call: the route's own rate limit is not what these tests measure.
    remoteAddress: `10.0.${caller >> 8}.${caller & 255}`,
    headers: auth,
    payload: { token },
  });
}

const tokenOf = (url: string) => new URL(url).hash.slice(1);

describe('an address an admin added before anyone signed up with it', () => {
  it('cannot be made admin, and whoever signs up with it first is a plain user', async () => {
    const email = uniqueEmail('colleague');
    const created = await inject(t.app, {
      method: 'POST',
      url: '/api/users',
      headers: admin.auth,
      payload: { name: 'New Colleague', email },
    });
    const id = created.json<{ insertedId: string }>().insertedId;
    const promote = await inject(t.app, {
      method: 'PATCH',
      url: `/api/users/admin/${id}`,
      headers: admin.auth,
    });
    expect(promote.statusCode).toBe(409);
    expect(promote.json()).toMatchObject({ code: 'USER_NOT_SIGNED_UP' });

    const claimer = await signUpWithToken(t.app, email);
    expect(await isAdmin(claimer)).toBe(false);
    const adminList = await inject(t.app, {
      method: 'GET',
      url: '/api/users',
      headers: claimer.auth,
    });
    expect(adminList.statusCode).toBe(403);
  });

  it('loses an admin role it was given before the address was proven (rows from before this rule)', async () => {
    const email = uniqueEmail('legacy');
    await t.app.database.db.insert(users).values({ email, role: 'admin' });
    const claimer = await signUpWithToken(t.app, email);
    expect(await isAdmin(claimer)).toBe(false);
  });

  it('is not taken over by a password sign-up when someone proved it another way', async () => {
    // A row a Firebase ID token created: signed up, no identity-service account behind it.
    const email = uniqueEmail('firebase');
    await t.app.database.db.insert(users).values({ email, role: 'admin', signedUpAt: new Date() });
    const cookie = await signUp(t.app, email);
    const exchange = await inject(t.app, {
      method: 'POST',
      url: '/api/jwt',
      headers: { cookie },
      payload: { email },
    });
    expect(exchange.statusCode).toBe(409);
    expect(exchange.json()).toMatchObject({ code: 'ACCOUNT_CONFLICT' });
  });
});

describe('admin invitations', () => {
  it('make the signed-in person with the invited address an admin, once', async () => {
    const email = uniqueEmail('invited');
    const issued = await invite(email);
    expect(issued.statusCode).toBe(201);
    const { url, expiresAt } = issued.json<{ url: string; expiresAt: string }>();
    expect(url).toMatch(/^http:\/\/localhost:3000\/admin-invitation#[\w-]{43}$/);
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);

    const stranger = await signUpWithToken(t.app);
    const wrongPerson = await accept(stranger.auth, tokenOf(url));
    expect(wrongPerson.statusCode).toBe(403);
    expect(wrongPerson.json()).toMatchObject({ code: 'INVITATION_FOR_ANOTHER_EMAIL' });
    expect(await isAdmin(stranger)).toBe(false);

    const visitor = await inject(t.app, {
      method: 'POST',
      url: '/api/admin-invitations/accept',
      payload: { token: tokenOf(url) },
    });
    expect(visitor.statusCode).toBe(401);

    const invited = await signUpWithToken(t.app, email);
    expect(await isAdmin(invited)).toBe(false);
    const accepted = await accept(invited.auth, tokenOf(url));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ admin: true });
    expect(await isAdmin(invited)).toBe(true);

    const again = await accept(invited.auth, tokenOf(url));
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ code: 'INVITATION_NOT_VALID' });
  });

  it('work exactly once when redeemed twice at the same moment', async () => {
    const email = uniqueEmail('racer');
    const { url } = (await invite(email)).json<{ url: string }>();
    const invited = await signUpWithToken(t.app, email);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => accept(invited.auth, tokenOf(url))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array<number>(9).fill(404)]);
  });

  it('refuse a mistyped, expired or guessed secret, and keep only its hash', async () => {
    const email = uniqueEmail('expired');
    const { url } = (await invite(email)).json<{ url: string }>();
    const invited = await signUpWithToken(t.app, email);
    const stored = await t.app.database.db.query.adminInvitations.findFirst({
      where: (i, { eq }) => eq(i.email, email),
    });
    expect(stored?.tokenHash).not.toContain(tokenOf(url));
    await t.app.database.db.execute(
      `update admin_invitations set expires_at = now() - interval '1 second' where email = '${email}'`,
    );
    expect((await accept(invited.auth, tokenOf(url))).statusCode).toBe(404);
    expect((await accept(invited.auth, 'x'.repeat(43))).statusCode).toBe(404);
    expect(await isAdmin(invited)).toBe(false);
  });

  it('are issued by admins only', async () => {
    const user = await signUpWithToken(t.app);
    const refused = await inject(t.app, {
      method: 'POST',
      url: '/api/admin-invitations',
      headers: user.auth,
      payload: { email: user.email },
    });
    expect(refused.statusCode).toBe(403);
    const visitor = await inject(t.app, {
      method: 'POST',
      url: '/api/admin-invitations',
      payload: { email: user.email },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('ADMIN_EMAILS', () => {
  it('makes nobody admin by signing up; the setup link in the server log does, for that address', async () => {
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
      const squatter = await signUpWithToken(app, 'owner@example.com');
      const asked = await inject(app, {
        method: 'GET',
        url: '/api/users/admin/owner@example.com',
        headers: squatter.auth,
      });
      expect(asked.json()).toEqual({ admin: false });

      const logged = lines
        .map((line) => JSON.parse(line) as { adminSetup?: { email: string; url: string } })
        .find((entry) => entry.adminSetup?.email === 'owner@example.com');
      expect(logged?.adminSetup?.url).toMatch(/\/admin-invitation#[\w-]{43}$/);
      // Whoever holds the log (the operator) hands the link to the owner, who opens it signed in.
      const accepted = await inject(app, {
        method: 'POST',
        url: '/api/admin-invitations/accept',
        headers: squatter.auth,
        payload: { token: tokenOf(logged!.adminSetup!.url) },
      });
      expect(accepted.json()).toEqual({ admin: true });
    } finally {
      await app.close();
    }
  });
});
