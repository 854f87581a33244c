import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountResponse } from '@wayfare/contract/account';
import {
  createTestApp,
  inject,
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

const call = (
  method: 'GET' | 'PATCH' | 'DELETE',
  auth: Record<string, string> | undefined,
  payload?: unknown,
) => inject(t.app, { method, url: '/api/account', headers: auth ?? {}, payload: payload as never });

describe('the account page’s calls (/api/account)', () => {
  it('refuses a visitor with 401 for every call', async () => {
    expect((await call('GET', undefined)).statusCode).toBe(401);
    expect((await call('PATCH', undefined, { name: 'X' })).statusCode).toBe(401);
    expect((await call('DELETE', undefined, { password: TEST_PASSWORD })).statusCode).toBe(401);
  });

  it('answers the caller’s own account: name, e-mail, role and how they sign in', async () => {
    const me = await signUpWithToken(t.app, uniqueEmail('account'), 'Tahmid Hasan');
    const response = await call('GET', me.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json<AccountResponse>()).toEqual({
      name: 'Tahmid Hasan',
      email: me.email,
      role: 'user',
      signInMethods: ['password'],
      hasPassword: true,
      createdAt: expect.any(String) as string,
    });
  });

  it('renames the account in the directory and the identity session alike', async () => {
    const me = await signUpWithToken(t.app, uniqueEmail('rename'), 'Old Name');
    const response = await call('PATCH', me.auth, { name: '  Nusrat Jahan  ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AccountResponse>().name).toBe('Nusrat Jahan');
    const session = await inject(t.app, {
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie: me.cookie },
    });
    expect(session.json<{ user: { name: string } }>().user.name).toBe('Nusrat Jahan');
    const row = await t.app.services.users.findAccount(
      (await t.app.services.users.accountIdOf(me.email))!,
    );
    expect(row?.name).toBe('Nusrat Jahan');
  });

  it('refuses an empty, overlong or extra-field rename with a message, changing nothing', async () => {
    const me = await signUpWithToken(t.app, uniqueEmail('badname'), 'Kept Name');
    for (const payload of [
      { name: '   ' },
      { name: 'x'.repeat(121) },
      { name: 'A', role: 'admin' },
    ]) {
      const response = await call('PATCH', me.auth, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ detail: string }>().detail).toBeTruthy();
    }
    expect((await call('GET', me.auth)).json<AccountResponse>()).toMatchObject({
      name: 'Kept Name',
      role: 'user',
    });
  });

  it('deletes the account only with the current password; its token and session stop at once', async () => {
    const me = await signUpWithToken(t.app, uniqueEmail('leaving'));
    const missing = await call('DELETE', me.auth, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ detail: string }>().detail).toBe(
      'Password: enter your current password.',
    );
    const wrong = await call('DELETE', me.auth, { password: 'not-my-password-at-all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json<{ code: string }>().code).toBe('PASSWORD_INCORRECT');
    expect((await call('GET', me.auth)).statusCode).toBe(200);

    const gone = await call('DELETE', me.auth, { password: TEST_PASSWORD });
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await call('GET', me.auth)).statusCode).toBe(401);
    const exchange = await inject(t.app, {
      method: 'POST',
      url: '/api/jwt',
      headers: { cookie: me.cookie },
      payload: { email: me.email },
    });
    expect(exchange.statusCode).toBe(401);
    // The address is free again: someone may register it afresh.
    const again = await signUpWithToken(t.app, me.email);
    expect((await call('GET', again.auth)).json<AccountResponse>().email).toBe(me.email);
  });

  it('keeps the last administrator: they cannot delete themselves', async () => {
    expect(await t.app.services.users.listAdminEmails()).toEqual([]);
    const admin = await signUpAdmin(t.app, uniqueEmail('only-admin'));
    const response = await call('DELETE', admin.auth, { password: TEST_PASSWORD });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ code: string }>().code).toBe('LAST_ADMIN');
    expect((await call('GET', admin.auth)).json<AccountResponse>().role).toBe('admin');
  });
});
