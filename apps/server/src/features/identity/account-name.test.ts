import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountResponse } from '@wayfare/contract/account';
import { authUsers } from '#db/schema';
import {
  cookieHeader,
  createTestApp,
  inject,
  signUp,
  signUpWithToken,
  TEST_PASSWORD,
  uniqueEmail,
  type TestApp,
} from '#test/helpers';
import { ACCOUNT_NAME_MAX, fitAccountName } from './account-name';

/*
 * One limit on a person's display name wherever it is set: at sign-up and update-user (the
 * identity service), on the account page (PATCH /api/account) and in the directory
 * (POST /api/users). Over it: 400 with a message, nothing stored.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TOO_LONG = `Name: use at most ${ACCOUNT_NAME_MAX} characters.`;

function signUpNamed(email: string, name: unknown) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/auth/sign-up/email',
    payload: { email, password: TEST_PASSWORD, name },
  });
}

function updateUser(cookie: string, payload: Record<string, unknown>) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/auth/update-user',
    headers: { cookie },
    payload: payload,
  });
}

async function identityName(cookie: string) {
  const session = await inject(t.app, {
    method: 'GET',
    url: '/api/auth/get-session',
    headers: { cookie },
  });
  return session.json<{ user: { name: string } }>().user.name;
}

async function storedIdentity(email: string) {
  const [row] = await t.app.database.db
    .select({ name: authUsers.name })
    .from(authUsers)
    .where(eq(authUsers.email, email));
  return row;
}

describe('the limit on a person’s name', () => {
  it('refuses a 5,000-character name at sign-up with a message, creating no account', async () => {
    const email = uniqueEmail('long-name');
    const response = await signUpNamed(email, 'x'.repeat(5000));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_NAME', message: TOO_LONG });
    expect(await storedIdentity(email)).toBeUndefined();
    const signIn = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password: TEST_PASSWORD },
    });
    expect(signIn.statusCode).toBe(401);
  });

  it('refuses a 10,000-character name at update-user, keeping the name it had', async () => {
    const email = uniqueEmail('renamer');
    const cookie = await signUp(t.app, email, 'Kept Name');
    for (const name of ['y'.repeat(10_000), 'y'.repeat(ACCOUNT_NAME_MAX + 1)]) {
      const response = await updateUser(cookie, { name });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVALID_NAME', message: TOO_LONG });
    }
    for (const name of [12345, null, ['a']]) {
      const response = await updateUser(cookie, { name });
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe('Name: write your name as text.');
    }
    expect(await identityName(cookie)).toBe('Kept Name');
    expect((await storedIdentity(email))?.name).toBe('Kept Name');
  });

  it('holds every place a name is set to the same limit, and takes a name at the limit', async () => {
    const atLimit = 'n'.repeat(ACCOUNT_NAME_MAX);
    const overLimit = 'n'.repeat(ACCOUNT_NAME_MAX + 1);
    const me = await signUpWithToken(t.app, uniqueEmail('everywhere'));
    const setters: Record<string, (name: string) => Promise<{ statusCode: number }>> = {
      'sign-up': (name) => signUpNamed(uniqueEmail('setter'), name),
      'update-user': (name) => updateUser(me.cookie, { name }),
      'PATCH /api/account': (name) =>
        inject(t.app, {
          method: 'PATCH',
          url: '/api/account',
          headers: me.auth,
          payload: { name },
        }),
      'POST /api/users': (name) =>
        inject(t.app, {
          method: 'POST',
          url: '/api/users',
          headers: me.auth,
          payload: { name, email: me.email },
        }),
    };
    for (const [where, set] of Object.entries(setters)) {
      expect((await set(overLimit)).statusCode, where).toBe(400);
      expect((await set(atLimit)).statusCode, where).toBeLessThan(300);
    }
    expect(await identityName(me.cookie)).toBe(atLimit);
  });

  it('trims the name it keeps, at sign-up and update-user', async () => {
    const email = uniqueEmail('padded');
    const signedUp = await signUpNamed(email, `  Padded Name${' '.repeat(200)}`);
    expect(signedUp.statusCode, signedUp.body).toBe(200);
    expect((await storedIdentity(email))?.name).toBe('Padded Name');
    await updateUser(cookieHeader(signedUp), { name: '  Spaced Out  ' });
    expect((await storedIdentity(email))?.name).toBe('Spaced Out');
  });

  it('cuts a name kept before the limit when it reaches the directory', async () => {
    const email = uniqueEmail('legacy');
    const cookie = await signUp(t.app, email);
    await t.app.database.db
      .update(authUsers)
      .set({ name: 'L'.repeat(5000) })
      .where(eq(authUsers.email, email));
    const exchange = await inject(t.app, {
      method: 'POST',
      url: '/api/jwt',
      headers: { cookie },
      payload: { email },
    });
    expect(exchange.statusCode).toBe(200);
    const { token } = exchange.json<{ token: string }>();
    const account = await inject(t.app, {
      method: 'GET',
      url: '/api/account',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(account.json<AccountResponse>().name).toBe('L'.repeat(ACCOUNT_NAME_MAX));
  });

  it('never splits a character when it cuts a name', () => {
    const name = `${'a'.repeat(ACCOUNT_NAME_MAX - 1)}😀tail`;
    expect(fitAccountName(name)).toBe('a'.repeat(ACCOUNT_NAME_MAX - 1));
    expect(fitAccountName(`  ${'b'.repeat(10)}  `)).toBe('b'.repeat(10));
  });
});
