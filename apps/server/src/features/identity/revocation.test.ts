import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#app';
import {
  cookieHeader,
  inject,
  openTestDatabase,
  signUpAdmin,
  signUpWithToken,
  testConfig,
  TEST_PASSWORD,
} from '#test/helpers';
import type { Database } from '#db/client';
import { SESSION_CHECK_TTL_MS } from './session-check';

/*
 * An API token lives only as long as what it was issued for: the identity session (sign out, or
 * sign out everywhere) or, for a token with no session behind it, the user's "valid after" time.
 * Two server instances share one database here, as a deployment's instances do.
 */

let database: Database;
let one: FastifyInstance;
let two: FastifyInstance;
let packageId: string;

beforeAll(async () => {
  const config = testConfig();
  database = await openTestDatabase();
  one = await buildApp({ config, database: { ...database, close: async () => {} }, logger: false });
  await one.ready();
  two = await buildApp({ config, database, logger: false, databasePrepared: true });
  await two.ready();
  const admin = await signUpAdmin(one, 'admin@example.com');
  const created = await inject(one, {
    method: 'POST',
    url: '/api/addPackages',
    headers: admin.auth,
    payload: { title: 'Kuakata Sunrise', price: 120, duration: '2 days' },
  });
  packageId = created.json<{ insertedId: string }>().insertedId;
});
afterAll(async () => {
  await one.close();
  await two.close();
});
afterEach(() => vi.useRealTimers());

async function status(app: FastifyInstance, account: { email: string; auth: object }) {
  const response = await inject(app, {
    method: 'GET',
    url: `/api/users/admin/${account.email}`,
    headers: account.auth as Record<string, string>,
  });
  return response.statusCode;
}

async function book(app: FastifyInstance, account: { email: string; auth: object }) {
  const response = await inject(app, {
    method: 'POST',
    url: '/api/booking',
    headers: account.auth as Record<string, string>,
    payload: { packageId, name: 'Nadia Rahman', email: account.email },
  });
  return response.statusCode;
}

/** Lets the instances' remembered session answers run out, as SESSION_CHECK_TTL_MS passing would. */
function afterCacheLifetime() {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + SESSION_CHECK_TTL_MS + 1 });
}

describe('signing out', () => {
  it('stops the session’s API token on every instance within the check’s lifetime (5 s)', async () => {
    const traveller = await signUpWithToken(one);
    expect(SESSION_CHECK_TTL_MS).toBeLessThanOrEqual(5000);
    expect(await status(one, traveller)).toBe(200);
    expect(await status(two, traveller)).toBe(200);
    const signOut = await inject(one, {
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: traveller.cookie },
    });
    expect(signOut.statusCode).toBe(200);
    afterCacheLifetime();
    const refused = await inject(two, {
      method: 'GET',
      url: `/api/users/admin/${traveller.email}`,
      headers: traveller.auth,
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    expect(await status(one, traveller)).toBe(401);
    expect(await book(one, traveller)).toBe(401);
  });

  it('leaves the traveller’s other sessions and their tokens working', async () => {
    const traveller = await signUpWithToken(one);
    const signIn = await inject(one, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: traveller.email, password: TEST_PASSWORD },
    });
    const otherCookie = cookieHeader(signIn);
    const exchange = await inject(one, {
      method: 'POST',
      url: '/api/jwt',
      headers: { cookie: otherCookie },
      payload: { email: traveller.email },
    });
    const other = {
      email: traveller.email,
      auth: { authorization: `Bearer ${exchange.json<{ token: string }>().token}` },
    };
    await inject(one, {
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: traveller.cookie },
    });
    afterCacheLifetime();
    expect(await status(one, traveller)).toBe(401);
    expect(await status(one, other)).toBe(200);
  });
});

describe('signing out everywhere', () => {
  it('stops every token of the person at once, on every instance, sessions or not', async () => {
    const traveller = await signUpWithToken(one);
    const sub = (await one.services.tokens.verify(traveller.token))!.sub;
    // A token with no identity session behind it, as a Firebase ID token is exchanged for.
    const sessionless = await one.services.tokens.issue({ sub, email: traveller.email });
    const bare = { email: traveller.email, auth: { authorization: `Bearer ${sessionless.token}` } };
    expect(await status(two, bare)).toBe(200);
    expect(await book(two, bare)).toBe(201);

    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 1000 });
    const everywhere = await inject(one, {
      method: 'POST',
      url: '/api/sign-out-everywhere',
      headers: traveller.auth,
    });
    expect(everywhere.statusCode).toBe(204);
    for (const app of [one, two]) {
      expect(await status(app, traveller)).toBe(401);
      expect(await status(app, bare)).toBe(401);
      expect(await book(app, bare)).toBe(401);
    }
    // The identity session is gone too: no new token without signing in again.
    const exchange = await inject(one, {
      method: 'POST',
      url: '/api/jwt',
      headers: { cookie: traveller.cookie },
      payload: { email: traveller.email },
    });
    expect(exchange.statusCode).toBe(401);
  });
});
