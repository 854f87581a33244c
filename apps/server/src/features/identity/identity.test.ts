import { createPrivateKey, generateKeyPairSync, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authUsers, users } from '#db/schema';
import { TokenService, TOKEN_AUDIENCE } from './tokens';
import {
  createTestApp,
  inject,
  signUp,
  signUpAdmin,
  signUpWithToken,
  TEST_PASSWORD,
  uniqueEmail,
  type TestApp,
} from '#test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/jwt', () => {
  it('issues a token for the e-mail of the live identity session', async () => {
    const email = uniqueEmail();
    const cookie = await signUp(t.app, email);
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/jwt',
      headers: { cookie },
      payload: { email },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; expiresAt: number }>();
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.expiresAt).toBeGreaterThan(Date.now() / 1000 + 60);
    const claims = await t.app.services.tokens.verify(body.token);
    expect(claims?.email).toBe(email);
  });

  it('accepts the e-mail in any letter case and normalises it', async () => {
    const email = uniqueEmail();
    const cookie = await signUp(t.app, email);
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/jwt',
      headers: { cookie },
      payload: { email: email.toUpperCase() },
    });
    expect(response.statusCode).toBe(200);
  });

  it('makes one directory row when first exchanges of one account race', async () => {
    // Tabs opened at once after a sign-up: each exchange tries to create the directory row. The
    // row has two unique columns (e-mail, identity account); on PostgreSQL a loser of the race
    // on either must find the winner's row, not fail. The race is run at the service, where the
    // inserts meet closest; 40 rounds of 5 (the test pool's size).
    const db = t.app.database.db;
    for (let round = 0; round < 40; round += 1) {
      const email = uniqueEmail('tabs');
      const authUserId = `tabs-${randomUUID()}`;
      await db.insert(authUsers).values({ id: authUserId, name: 'Tab', email });
      const rows = await Promise.allSettled(
        Array.from({ length: 5 }, () =>
          t.app.services.users.upsertVerifiedUser({ email, name: 'Tab', authUserId }),
        ),
      );
      const failures = rows.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
      expect(failures).toEqual([]);
      const ids = rows.map((r) => (r.status === 'fulfilled' ? r.value.id : null));
      const stored = await db.select().from(users).where(eq(users.email, email));
      expect(stored.map((r) => r.id)).toEqual([ids[0]]);
      expect(new Set(ids)).toEqual(new Set([ids[0]]));
    }
  });

  it('refuses a caller without an identity session and gives no token', async () => {
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/jwt',
      payload: { email: uniqueEmail() },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 401, code: 'IDENTITY_REQUIRED' });
    expect(response.body).not.toContain('token"');
  });

  it('refuses a session cookie that was forged or signed out', async () => {
    const email = uniqueEmail();
    const cookie = await signUp(t.app, email);
    const forged = cookie.replace(/session_token=[^;.]+/, 'session_token=forged');
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/jwt',
      headers: { cookie: forged },
      payload: { email },
    });
    expect(response.statusCode).toBe(401);

    const signOut = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie },
      payload: {},
    });
    expect(signOut.statusCode).toBe(200);
    const after = await inject(t.app, {
      method: 'POST',
      url: '/api/jwt',
      headers: { cookie },
      payload: { email },
    });
    expect(after.statusCode).toBe(401);
  });

  it('refuses a session whose e-mail differs from the one asked for', async () => {
    const cookie = await signUp(t.app, uniqueEmail('mallory'));
    const victim = uniqueEmail('victim');
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/jwt',
      headers: { cookie },
      payload: { email: victim },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'EMAIL_MISMATCH' });
  });

  it('answers 400 with field errors for a malformed e-mail', async () => {
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/jwt',
      payload: { email: 'not-an-email' },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ code: string; errors: { path: string }[] }>();
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.errors[0]?.path).toBe('body.email');
  });
});

describe('access tokens', () => {
  async function call(authorization: string) {
    return inject(t.app, {
      method: 'GET',
      url: '/api/users/admin/nobody@example.com',
      headers: { authorization },
    });
  }

  it('refuses a request without a token', async () => {
    const response = await inject(t.app, {
      method: 'GET',
      url: '/api/users/admin/someone@example.com',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('refuses an expired token signed with the right key', async () => {
    const { email, token } = await signUpWithToken(t.app);
    const claims = await t.app.services.tokens.verify(token);
    const hourAgo = Math.floor(Date.now() / 1000) - 3600;
    const expired = await new SignJWT({ email })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject(claims!.sub)
      .setIssuer(t.config.publicUrl)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(hourAgo - 900)
      .setExpirationTime(hourAgo)
      .sign(createPrivateKey(t.config.secrets.jwtPrivateKey!));
    const response = await call(`Bearer ${expired}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    // The same claims, still valid, are accepted: the expiry alone made the difference.
    const valid = await inject(t.app, {
      method: 'GET',
      url: `/api/users/admin/${email}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(valid.statusCode).toBe(200);
  });

  it('refuses a token it accepted before, once the token has expired', async () => {
    const signedUp = await signUpWithToken(t.app);
    const { sub, email } = (await t.app.services.tokens.verify(signedUp.token))!;
    const shortLived = new TokenService(t.config.secrets.jwtPrivateKey!, t.config.publicUrl, 60);
    const { token, expiresAt } = await shortLived.issue({ sub, email });
    expect(await shortLived.verify(token)).toMatchObject({ sub, email });
    expect(await shortLived.verify(token)).toMatchObject({ sub, email });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime((expiresAt + 1) * 1000);
      expect(await shortLived.verify(token)).toBeNull();
      expect(await shortLived.verify(token)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a token whose payload was tampered with', async () => {
    const { token } = await signUpWithToken(t.app);
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    claims.email = 'boss@example.com';
    const tampered = [
      header,
      Buffer.from(JSON.stringify(claims)).toString('base64url'),
      signature,
    ].join('.');
    const response = await call(`Bearer ${tampered}`);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('refuses a token signed by another key, for another audience, or with alg none', async () => {
    const { email } = await signUpWithToken(t.app);
    const otherKey = generateKeyPairSync('ed25519').privateKey;
    const foreign = await new SignJWT({ email })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject('x')
      .setIssuer(t.config.publicUrl)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(otherKey);
    expect((await call(`Bearer ${foreign}`)).statusCode).toBe(401);

    const wrongAudience = await new TokenService(
      t.config.secrets.jwtPrivateKey!,
      'http://elsewhere',
      300,
    ).issue({
      sub: 'x',
      email,
    });
    expect((await call(`Bearer ${wrongAudience.token}`)).statusCode).toBe(401);

    const none = [
      Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url'),
      Buffer.from(
        JSON.stringify({ sub: 'x', email, aud: TOKEN_AUDIENCE, exp: 9999999999, iat: 1 }),
      ).toString('base64url'),
      '',
    ].join('.');
    expect((await call(`Bearer ${none}`)).statusCode).toBe(401);
  });
});

describe('POST /api/users', () => {
  it('creates nothing twice for one e-mail and never takes a role from the body', async () => {
    const { email, auth } = await signUpWithToken(t.app, uniqueEmail(), 'Rahim Uddin');
    const first = await inject(t.app, {
      method: 'POST',
      url: '/api/users',
      headers: auth,
      payload: { name: 'Rahim Uddin', email, role: 'admin' },
    });
    // The token exchange already created the record: this call finds it.
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ insertedId: null });
    const second = await inject(t.app, {
      method: 'POST',
      url: '/api/users',
      headers: auth,
      payload: { name: 'Rahim', email },
    });
    expect(second.json()).toEqual({ insertedId: null });

    const admin = await inject(t.app, {
      method: 'GET',
      url: `/api/users/admin/${email}`,
      headers: auth,
    });
    expect(admin.json()).toEqual({ admin: false });
  });

  it('lets a user create only their own record', async () => {
    const { auth } = await signUpWithToken(t.app);
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/users',
      headers: auth,
      payload: { name: 'Someone Else', email: uniqueEmail('else') },
    });
    expect(response.statusCode).toBe(403);
  });

  it('lets an admin pre-register another person, once', async () => {
    const boss = await signUpAdmin(t.app, 'boss@example.com', 'The Boss');
    const email = uniqueEmail('guest');
    const created = await inject(t.app, {
      method: 'POST',
      url: '/api/users',
      headers: boss.auth,
      payload: { name: 'Guest', email },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<{ insertedId: string }>().insertedId).toMatch(/^[0-9a-f-]{36}$/);
    const again = await inject(t.app, {
      method: 'POST',
      url: '/api/users',
      headers: boss.auth,
      payload: { name: 'Guest', email },
    });
    expect(again.json()).toEqual({ insertedId: null });
  });

  it('refuses a visitor', async () => {
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/users',
      payload: { name: 'V', email: uniqueEmail() },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/users/admin/:email', () => {
  it('tells a user their own status and an admin anyone’s, and refuses a user asking about others', async () => {
    const boss = await signUpAdmin(t.app, 'chief@example.com');
    const user = await signUpWithToken(t.app);
    const own = await inject(t.app, {
      method: 'GET',
      url: `/api/users/admin/${user.email}`,
      headers: user.auth,
    });
    expect(own.json()).toEqual({ admin: false });
    const bossOwn = await inject(t.app, {
      method: 'GET',
      url: '/api/users/admin/chief@example.com',
      headers: boss.auth,
    });
    expect(bossOwn.json()).toEqual({ admin: true });
    const bossAsks = await inject(t.app, {
      method: 'GET',
      url: `/api/users/admin/${user.email}`,
      headers: boss.auth,
    });
    expect(bossAsks.json()).toEqual({ admin: false });
    const nosy = await inject(t.app, {
      method: 'GET',
      url: '/api/users/admin/chief@example.com',
      headers: user.auth,
    });
    expect(nosy.statusCode).toBe(403);
    expect(nosy.json()).toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('identity service', () => {
  it('enforces the password policy (minimum 8 by default, 64 characters allowed)', async () => {
    const short = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: uniqueEmail(), password: 'short7!', name: 'Short' },
    });
    expect(short.statusCode).toBe(400);
    const long = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email: uniqueEmail(), password: 'x'.repeat(64), name: 'Long' },
    });
    expect(long.statusCode).toBe(200);
  });

  it('signs in with e-mail and password and refuses a wrong password', async () => {
    const email = uniqueEmail();
    await signUp(t.app, email);
    const good = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(good.statusCode).toBe(200);
    expect(good.cookies.some((c) => c.name.endsWith('session_token'))).toBe(true);
    const bad = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: 'wrong-password' },
    });
    expect(bad.statusCode).toBe(401);
  });

  it('lists only configured social providers', async () => {
    const response = await inject(t.app, { method: 'GET', url: '/api/auth-config' });
    expect(response.json()).toEqual({
      passwordMinLength: 8,
      passwordMaxLength: 128,
      socialProviders: [],
    });
  });
});
