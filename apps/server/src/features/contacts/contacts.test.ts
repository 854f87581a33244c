import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactRequest } from '@wayfare/contract/contacts';
import {
  createTestApp,
  inject,
  signUpAdmin,
  signUpWithToken,
  uniqueEmail,
  type TestApp,
} from '#test/helpers';

type Traveller = Awaited<ReturnType<typeof signUpWithToken>>;

let t: TestApp;
let admin: Traveller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, 'admin@example.com', 'Admin');
});
afterAll(() => t.close());

async function send(auth: Record<string, string> | undefined, payload: Record<string, unknown>) {
  return inject(t.app, { method: 'POST', url: '/api/contacts', headers: auth ?? {}, payload });
}

async function inbox(auth: Record<string, string> | undefined, query = '') {
  return inject(t.app, { method: 'GET', url: `/api/contacts${query}`, headers: auth ?? {} });
}

describe('POST /api/contacts', () => {
  it('stores a signed-in traveller’s message, which an admin then reads', async () => {
    const traveller = await signUpWithToken(t.app, uniqueEmail(), 'Nadia Rahman');
    const response = await send(traveller.auth, {
      name: 'Nadia',
      email: traveller.email,
      message: '  Do you arrange trips to Sajek in the monsoon?  ',
    });
    expect(response.statusCode).toBe(201);
    const { insertedId } = response.json<{ insertedId: string }>();
    const [newest] = (await inbox(admin.auth)).json<ContactRequest[]>();
    expect(newest).toMatchObject({
      _id: insertedId,
      name: 'Nadia',
      email: traveller.email,
      message: 'Do you arrange trips to Sajek in the monsoon?',
    });
  });

  it('uses the account’s name and e-mail when the form leaves them blank', async () => {
    const traveller = await signUpWithToken(t.app, uniqueEmail(), 'Karim Ahmed');
    expect(
      (await send(traveller.auth, { name: '', email: '', message: 'Blank name and e-mail.' }))
        .statusCode,
    ).toBe(201);
    expect((await send(traveller.auth, { message: 'Only a message.' })).statusCode).toBe(201);
    const [second, first] = (await inbox(admin.auth)).json<ContactRequest[]>();
    for (const message of [first, second]) {
      expect(message).toMatchObject({ name: 'Karim Ahmed', email: traveller.email });
    }
  });

  it('refuses a visitor', async () => {
    const response = await send(undefined, { name: 'V', email: uniqueEmail(), message: 'Hello' });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a message in another person’s e-mail, except from an admin', async () => {
    const traveller = await signUpWithToken(t.app);
    const forged = await send(traveller.auth, {
      name: 'Boss',
      email: 'admin@example.com',
      message: 'Refund me.',
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toMatchObject({ code: 'FORBIDDEN' });
    const onBehalf = await send(admin.auth, {
      name: 'Guest',
      email: uniqueEmail('guest'),
      message: 'Phoned in.',
    });
    expect(onBehalf.statusCode).toBe(201);
  });

  it('refuses an empty message with a clear error', async () => {
    const { email, auth } = await signUpWithToken(t.app);
    for (const payload of [{ email, message: '' }, { email, message: '   \n ' }, { email }]) {
      const response = await send(auth, payload);
      expect(response.statusCode).toBe(400);
      const body = response.json<{
        code: string;
        detail: string;
        errors: { path: string; message: string }[];
      }>();
      expect(body.code).toBe('VALIDATION_FAILED');
      expect(body.errors[0]).toEqual({
        path: 'body.message',
        message: 'write a message before sending',
      });
      expect(body.detail).toBe('Message: write a message before sending');
    }
  });

  it('bounds the lengths of message and name, and checks the e-mail', async () => {
    const { email, auth } = await signUpWithToken(t.app);
    expect((await send(auth, { email, message: 'x'.repeat(5000) })).statusCode).toBe(201);
    const long = await send(auth, { email, message: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('body.message');
    expect((await send(auth, { email, name: 'n'.repeat(121), message: 'Hi' })).statusCode).toBe(
      400,
    );
    expect((await send(auth, { email: 'not-an-email', message: 'Hi' })).statusCode).toBe(400);
  });
});

describe('GET /api/contacts', () => {
  it('refuses a visitor (401) and a non-admin (403)', async () => {
    const traveller = await signUpWithToken(t.app);
    expect((await inbox(undefined)).statusCode).toBe(401);
    const response = await inbox(traveller.auth);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers newest first, in pages', async () => {
    const { email, auth } = await signUpWithToken(t.app);
    for (const n of [1, 2, 3]) {
      expect((await send(auth, { email, message: `Paging message ${n}` })).statusCode).toBe(201);
    }
    const page = (await inbox(admin.auth, '?limit=2')).json<ContactRequest[]>();
    expect(page.map((m) => m.message)).toEqual(['Paging message 3', 'Paging message 2']);
    const next = (await inbox(admin.auth, '?limit=1&offset=2')).json<ContactRequest[]>();
    expect(next.map((m) => m.message)).toEqual(['Paging message 1']);
    expect((await inbox(admin.auth, '?limit=0')).statusCode).toBe(400);
  });
});
