import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, inject, signUpAdmin, signUpWithToken, type TestApp } from '#test/helpers';

type Traveller = Awaited<ReturnType<typeof signUpWithToken>>;

let t: TestApp;
let admin: Traveller;
let traveller: Traveller;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, 'admin@example.com', 'Admin');
  traveller = await signUpWithToken(t.app);
});
afterAll(() => t.close());

describe('text the database cannot store', () => {
  it('refuses U+0000 in bodies, queries and paths with 400 and the field, never a 500', async () => {
    const calls = [
      {
        method: 'POST' as const,
        url: '/api/contacts',
        headers: traveller.auth,
        payload: { name: 'Nadia', message: 'hello\u0000world' },
        path: 'body.message',
      },
      {
        method: 'POST' as const,
        url: '/api/addPackages',
        headers: admin.auth,
        payload: { title: 'Sajek\u0000Valley', price: 10 },
        path: 'body.title',
      },
      {
        method: 'POST' as const,
        url: '/api/reviews',
        headers: traveller.auth,
        payload: {
          name: 'N\u0000',
          designation: 'Guide',
          rating: 4,
          image: '/images/a.webp',
          quote: 'Lovely',
        },
        path: 'body.name',
      },
      {
        method: 'POST' as const,
        url: '/api/payments',
        headers: traveller.auth,
        payload: { transactionId: 'pi_\u0000' },
        path: 'body.transactionId',
      },
      { method: 'GET' as const, url: '/api/packages?q=%00', path: 'querystring.q' },
      {
        method: 'DELETE' as const,
        url: '/api/booking/%00',
        headers: traveller.auth,
        path: 'params.id',
      },
    ];
    for (const { path, ...call } of calls) {
      const response = await inject(t.app, call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ path, message: 'must not contain the character U+0000' }],
      });
    }
  });

  it('refuses a lone surrogate instead of storing it changed', async () => {
    const response = await inject(t.app, {
      method: 'POST',
      url: '/api/contacts',
      headers: { ...traveller.auth, 'content-type': 'application/json' },
      payload: '{"message":"half a pair: \\ud83d"}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: [
        { path: 'body.message', message: 'must be valid Unicode text (no lone surrogates)' },
      ],
    });
  });

  it('answers the processor’s callers in Stripe’s error shape', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/processor/v1/payment_intents/pi_%00',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('keeps accepting emoji, accents and right-to-left text', async () => {
    const message = 'Sajek ⛰️ at dawn — café, naïve, مرحبا, 👩🏽‍🚀';
    const sent = await inject(t.app, {
      method: 'POST',
      url: '/api/contacts',
      headers: traveller.auth,
      payload: { message },
    });
    expect(sent.statusCode).toBe(201);
    const inbox = await inject(t.app, { method: 'GET', url: '/api/contacts', headers: admin.auth });
    expect(inbox.json<{ message: string }[]>()[0]?.message).toBe(message);
  });
});
