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
      language: null,
      digits: null,
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

  it('keeps the language and digits the person chooses, each alone or with the name', async () => {
    const me = await signUpWithToken(t.app, uniqueEmail('language'), 'Rafiq Islam');
    const bangla = await call('PATCH', me.auth, { language: 'bn' });
    expect(bangla.statusCode, bangla.body).toBe(200);
    expect(bangla.json<AccountResponse>()).toMatchObject({
      name: 'Rafiq Islam',
      language: 'bn',
      digits: null,
    });
    const western = await call('PATCH', me.auth, { digits: 'western' });
    expect(western.json<AccountResponse>()).toMatchObject({ language: 'bn', digits: 'western' });
    // A rename alone, as the account page always sent it, leaves the choices as they are.
    const renamed = await call('PATCH', me.auth, { name: 'Rafiq Uddin' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await call('GET', me.auth)).json<AccountResponse>()).toMatchObject({
      name: 'Rafiq Uddin',
      language: 'bn',
      digits: 'western',
    });
    const all = await call('PATCH', me.auth, { name: 'Rafiq', language: 'en', digits: 'bangla' });
    expect(all.json<AccountResponse>()).toMatchObject({
      name: 'Rafiq',
      language: 'en',
      digits: 'bangla',
    });
    // Null forgets a choice: the page's language decides again, digits are Bangla's.
    const forgotten = await call('PATCH', me.auth, { language: null, digits: null });
    expect(forgotten.json<AccountResponse>()).toMatchObject({ language: null, digits: null });
  });

  it('refuses another language, other digits or an empty change with 400, changing nothing', async () => {
    const me = await signUpWithToken(t.app, uniqueEmail('badlanguage'), 'Kept Name');
    expect((await call('PATCH', me.auth, { language: 'bn', digits: 'western' })).statusCode).toBe(
      200,
    );
    for (const payload of [
      {},
      { language: 'fr' },
      { language: 'BN' },
      { language: 1 },
      { digits: 'arabic' },
      { digits: true },
      { name: 'New Name', language: 'de' },
      { language: 'en', theme: 'dark' },
    ]) {
      const response = await call('PATCH', me.auth, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ detail: string }>().detail).toBeTruthy();
    }
    expect((await call('GET', me.auth)).json<AccountResponse>()).toMatchObject({
      name: 'Kept Name',
      language: 'bn',
      digits: 'western',
    });
  });

  it('tells other features the language a person chose, by account id or e-mail', async () => {
    const users = t.app.services.users;
    const me = await signUpWithToken(t.app, uniqueEmail('lookup'));
    const id = (await users.accountIdOf(me.email))!;
    expect(await users.accountLanguage({ userId: id })).toBeNull();
    expect(await users.accountLanguage({ email: me.email })).toBeNull();
    await call('PATCH', me.auth, { language: 'bn' });
    expect(await users.accountLanguage({ userId: id })).toBe('bn');
    expect(await users.accountLanguage({ email: me.email.toUpperCase() })).toBe('bn');
    expect(await users.accountLanguage({ email: uniqueEmail('nobody') })).toBeNull();
    expect(await users.accountLanguage({ userId: 'not-a-uuid' })).toBeNull();
    expect(
      await users.accountLanguage({ userId: '00000000-0000-4000-8000-000000000000' }),
    ).toBeNull();
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
