import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  createTestApp,
  inject,
  signUpWithToken,
  TEST_PASSWORD,
  uniqueEmail,
  type TestApp,
} from '#test/helpers';
import { IDENTITY_ENDPOINTS } from './auth-handler';

/*
 * Which of the identity service's endpoints answer over HTTP (the allow-list in
 * auth-handler.ts), and that every password check, wherever it is made, counts in the same
 * limits on wrong passwords: per account and per client address. Client addresses are set as in
 * address-limits.test.ts.
 */

const ACCOUNT_MAX_FAILURES = 4;
const ADDRESS_MAX_FAILURES = 6;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    SIGN_IN_ACCOUNT_MAX_FAILURES: String(ACCOUNT_MAX_FAILURES),
    SIGN_IN_RATE_LIMIT_MAX: String(ADDRESS_MAX_FAILURES),
    SIGN_IN_RATE_LIMIT_WINDOW_SECONDS: '60',
    GITHUB_CLIENT_ID: 'wayfare-test-client',
    GITHUB_CLIENT_SECRET: 'wayfare-test-secret',
  });
});
afterAll(() => t.close());

let block = 0;
/** A client address nobody else in this file uses. */
function nextAddress() {
  block += 1;
  return `10.66.${block >> 8}.${block & 255}`;
}

function call(options: InjectOptions) {
  return inject(t.app, { remoteAddress: nextAddress(), ...options });
}

async function signIn(email: string, password = TEST_PASSWORD, remoteAddress = nextAddress()) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    payload: { email, password },
  });
}

/** A new session of `email`'s account: its cookie and its token. */
async function newSession(email: string) {
  const response = await signIn(email);
  expect(response.statusCode, response.body).toBe(200);
  return { cookie: cookieHeader(response), token: response.json<{ token: string }>().token };
}

function expectNotFound(response: LightMyRequestResponse, what: string) {
  expect(response.statusCode, what).toBe(404);
  // Probing for endpoints counts in the API's limit per address, as other unknown routes do.
  expect(response.headers['x-ratelimit-limit'], what).toBeDefined();
  if (response.body) {
    expect(response.headers['content-type'], what).toMatch(/^application\/problem\+json/);
    expect(response.json<{ code: string }>().code, what).toBe('ROUTE_NOT_FOUND');
  }
}

type Endpoint = (typeof IDENTITY_ENDPOINTS)[number];
interface Probe {
  request: () => Promise<InjectOptions>;
  /** What answering it looks like (never the 404 of a route that is not there). */
  check: (response: LightMyRequestResponse) => void;
}

describe('the identity endpoints served over HTTP', { timeout: 120_000 }, () => {
  it('answers every allow-listed endpoint as the identity service does', async () => {
    const email = uniqueEmail('allowed');
    const me = await signUpWithToken(t.app, email, 'Allowed Person');
    const ok = (response: LightMyRequestResponse) =>
      expect(response.statusCode, response.body).toBe(200);
    const redirected = (response: LightMyRequestResponse) =>
      expect(response.statusCode, response.body).toBe(302);
    const probes: Record<Endpoint, Probe> = {
      'POST /sign-up/email': {
        request: async () => ({
          method: 'POST',
          url: '/api/auth/sign-up/email',
          payload: { email: uniqueEmail('new'), password: TEST_PASSWORD, name: 'New Person' },
        }),
        check: ok,
      },
      'POST /sign-in/email': {
        request: async () => ({
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email, password: TEST_PASSWORD },
        }),
        check: ok,
      },
      'POST /sign-out': {
        request: async () => ({
          method: 'POST',
          url: '/api/auth/sign-out',
          headers: { cookie: (await newSession(email)).cookie },
        }),
        check: ok,
      },
      'GET /get-session': {
        request: async () => ({
          method: 'GET',
          url: '/api/auth/get-session',
          headers: { cookie: me.cookie },
        }),
        check: (response) => {
          ok(response);
          expect(response.json<{ user: { email: string } }>().user.email).toBe(email);
        },
      },
      'GET /list-sessions': {
        request: async () => ({
          method: 'GET',
          url: '/api/auth/list-sessions',
          headers: { cookie: me.cookie },
        }),
        check: ok,
      },
      'POST /revoke-session': {
        request: async () => ({
          method: 'POST',
          url: '/api/auth/revoke-session',
          headers: { cookie: me.cookie },
          payload: { token: (await newSession(email)).token },
        }),
        check: ok,
      },
      'POST /revoke-other-sessions': {
        request: async () => ({
          method: 'POST',
          url: '/api/auth/revoke-other-sessions',
          headers: { cookie: (await newSession(email)).cookie },
        }),
        check: ok,
      },
      'POST /update-user': {
        request: async () => ({
          method: 'POST',
          url: '/api/auth/update-user',
          headers: { cookie: (await newSession(email)).cookie },
          payload: { name: 'Renamed Person' },
        }),
        check: ok,
      },
      'POST /change-password': {
        request: async () => {
          const other = await signUpWithToken(t.app, uniqueEmail('changer'));
          return {
            method: 'POST',
            url: '/api/auth/change-password',
            headers: { cookie: other.cookie },
            payload: { currentPassword: TEST_PASSWORD, newPassword: 'another-long-passphrase' },
          };
        },
        check: ok,
      },
      'POST /request-password-reset': {
        request: async () => ({
          method: 'POST',
          url: '/api/auth/request-password-reset',
          payload: { email, redirectTo: '/reset-password' },
        }),
        check: ok,
      },
      'POST /reset-password': {
        request: async () => ({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token: 'not-a-reset-token', newPassword: 'another-long-passphrase' },
        }),
        check: (response) => {
          expect(response.statusCode).toBe(400);
          expect(response.json<{ code: string }>().code).toBe('INVALID_TOKEN');
        },
      },
      'POST /send-verification-email': {
        request: async () => ({
          method: 'POST',
          url: '/api/auth/send-verification-email',
          payload: { email, callbackURL: '/login?verified=1' },
        }),
        check: ok,
      },
      'GET /verify-email': {
        request: async () => ({
          method: 'GET',
          url: '/api/auth/verify-email?token=not-a-token&callbackURL=%2Flogin%3Fverified%3D1',
        }),
        check: (response) => {
          redirected(response);
          expect(response.headers.location).toBe('/login?verified=1&error=INVALID_TOKEN');
        },
      },
      'POST /sign-in/social': {
        request: async () => ({
          method: 'POST',
          url: '/api/auth/sign-in/social',
          payload: {
            provider: 'github',
            callbackURL: '/auth/social?social=done',
            errorCallbackURL: '/auth/social?social=failed',
            disableRedirect: true,
          },
        }),
        check: (response) => {
          ok(response);
          expect(response.json<{ url: string }>().url).toMatch(/^https:\/\/github\.com\//);
        },
      },
      'GET /callback/:id': {
        request: async () => ({ method: 'GET', url: '/api/auth/callback/github?state=unknown' }),
        check: redirected,
      },
      'POST /callback/:id': {
        request: async () => ({
          method: 'POST',
          url: '/api/auth/callback/github',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'state=unknown&code=unknown',
        }),
        check: redirected,
      },
      'GET /error': {
        request: async () => ({ method: 'GET', url: '/api/auth/error?error=state_mismatch' }),
        check: ok,
      },
    };
    expect(Object.keys(probes).sort()).toEqual([...IDENTITY_ENDPOINTS].sort());
    for (const [endpoint, probe] of Object.entries(probes)) {
      const response = await call(await probe.request());
      expect(response.statusCode, endpoint).not.toBe(404);
      probe.check(response);
      // Limited by the identity service itself, not counted in the API's limit per address.
      expect(response.headers['x-ratelimit-limit'], endpoint).toBeUndefined();
    }
  });

  it('answers 404 for every other endpoint of the identity service, however it is spelled', async () => {
    const me = await signUpWithToken(t.app, uniqueEmail('probing'));
    const allowed = new Set<string>(IDENTITY_ENDPOINTS);
    const hidden: string[] = [];
    for (const endpoint of Object.values(t.app.services.identity.api)) {
      const { path, options } = endpoint as { path?: string; options?: { method?: unknown } };
      if (!path) continue;
      const methods = [options?.method].flat().filter((m): m is string => typeof m === 'string');
      for (const method of methods) {
        if (!allowed.has(`${method} ${path}`)) hidden.push(`${method} ${path}`);
      }
    }
    // The library's endpoints the list leaves out, verify-password among them.
    expect(hidden).toContain('POST /verify-password');
    expect(hidden).toContain('POST /delete-user');
    expect(hidden.length).toBeGreaterThanOrEqual(12);
    for (const endpoint of hidden) {
      const [method, path] = endpoint.split(' ') as ['GET' | 'POST', string];
      const response = await call({
        method,
        url: `/api/auth${path.replace(/:[a-z]+/gi, 'x')}`,
        headers: { cookie: me.cookie },
        ...(method === 'POST' ? { payload: { password: 'a-guess-at-it' } } : {}),
      });
      expectNotFound(response, endpoint);
    }
    for (const [method, url] of [
      ['GET', '/api/auth/xyz'],
      ['POST', '/api/auth/xyz'],
      ['POST', '/api/auth/verify%2Dpassword'],
      ['POST', '/api/auth/%76erify-password'],
      ['POST', '/api/auth/sign-in/../verify-password'],
      ['POST', '/api/auth/callback/github/../../verify-password'],
      ['POST', '/api/auth/callback/%2e%2e%2fverify-password'],
      ['GET', '/api/auth/get-session/'],
      ['GET', '/api/auth/sign-up/email'],
      ['HEAD', '/api/auth/get-session'],
    ] as const) {
      const response = await call({
        method,
        url,
        headers: { cookie: me.cookie },
        ...(method === 'POST' ? { payload: { password: 'a-guess-at-it' } } : {}),
      });
      expectNotFound(response, `${method} ${url}`);
    }
  });

  it('gives verify-password nothing to guess against: 25 guesses, 25 × 404', async () => {
    const me = await signUpWithToken(t.app, uniqueEmail('guessed'));
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) {
      const response = await call({
        method: 'POST',
        url: '/api/auth/verify-password',
        headers: { cookie: me.cookie },
        payload: { password: `guess-number-${i}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual(Array<number>(25).fill(404));
  });
});

describe('every password check under the same limits', { timeout: 120_000 }, () => {
  function changePassword(cookie: string, currentPassword: string, remoteAddress = nextAddress()) {
    return inject(t.app, {
      method: 'POST',
      url: '/api/auth/change-password',
      remoteAddress,
      headers: { cookie },
      payload: { currentPassword, newPassword: 'a-brand-new-passphrase' },
    });
  }
  function deleteAccount(
    auth: Record<string, string>,
    password: string,
    remoteAddress = nextAddress(),
  ) {
    return inject(t.app, {
      method: 'DELETE',
      url: '/api/account',
      remoteAddress,
      headers: auth,
      payload: { password },
    });
  }

  it('counts wrong passwords at sign-in, change of password and account deletion for one account', async () => {
    const victim = await signUpWithToken(t.app, uniqueEmail('victim'));
    // One wrong guess through each endpoint, each from an address of its own.
    expect((await signIn(victim.email, 'wrong-guess-one')).statusCode).toBe(401);
    const changed = await changePassword(victim.cookie, 'wrong-guess-two');
    expect(changed.statusCode).toBe(400);
    expect(changed.json<{ code: string }>().code).toBe('INVALID_PASSWORD');
    const deleted = await deleteAccount(victim.auth, 'wrong-guess-three');
    expect(deleted.statusCode).toBe(400);
    expect(deleted.json<{ code: string }>().code).toBe('PASSWORD_INCORRECT');
    expect((await changePassword(victim.cookie, 'wrong-guess-four')).statusCode).toBe(400);

    // The account has had its limit of wrong passwords: even the right one waits, everywhere.
    const pausedSignIn = await signIn(victim.email, TEST_PASSWORD);
    expect(pausedSignIn.statusCode).toBe(429);
    expect(pausedSignIn.json<{ code: string }>().code).toBe('ACCOUNT_SIGN_IN_PAUSED');
    const pausedChange = await changePassword(victim.cookie, TEST_PASSWORD);
    expect(pausedChange.statusCode).toBe(429);
    expect(pausedChange.json<{ code: string }>().code).toBe('ACCOUNT_SIGN_IN_PAUSED');
    expect(Number(pausedChange.headers['retry-after'])).toBeGreaterThan(0);
    const pausedDelete = await deleteAccount(victim.auth, TEST_PASSWORD);
    expect(pausedDelete.statusCode).toBe(429);
    expect(pausedDelete.headers['retry-after']).toBeDefined();
    const pausedProblem = pausedDelete.json<{ code: string; detail: string }>();
    expect(pausedProblem.code).toBe('RATE_LIMITED');
    expect(pausedProblem.detail).toMatch(
      /^Too many wrong passwords for this account\. Try again in/,
    );
    // Nothing changed: the account is there, with its old password.
    const account = await inject(t.app, {
      method: 'GET',
      url: '/api/account',
      headers: victim.auth,
    });
    expect(account.statusCode).toBe(200);
    const identity = await t.app.services.identity.$context;
    const session = await t.app.services.identity.api.getSession({
      headers: new Headers({ cookie: victim.cookie }),
    });
    const credential = await identity.internalAdapter.findCredentialAccount(session!.user.id);
    expect(
      await identity.password.verify({ hash: credential!.password!, password: TEST_PASSWORD }),
    ).toBe(true);
  });

  it('counts wrong passwords from one address across accounts and endpoints', async () => {
    const attacker = nextAddress();
    const targets = await Promise.all(
      Array.from({ length: 4 }, () => signUpWithToken(t.app, uniqueEmail('target'))),
    );
    const statuses: number[] = [];
    for (let i = 0; i < ADDRESS_MAX_FAILURES; i++) {
      const target = targets[i % targets.length]!;
      const response =
        i % 2 === 0
          ? await changePassword(target.cookie, `wrong-guess-${i}`, attacker)
          : await deleteAccount(target.auth, `wrong-guess-${i}`, attacker);
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual(Array<number>(ADDRESS_MAX_FAILURES).fill(400));
    // (A seventh change of password from the address would meet the identity service's own
    // limit on that endpoint first: 3 per address per 10 s.)
    const refusedDelete = await deleteAccount(targets[1]!.auth, TEST_PASSWORD, attacker);
    expect(refusedDelete.statusCode).toBe(429);
    expect(refusedDelete.json<{ detail: string }>().detail).toBe(
      'Too many wrong passwords from your network. Try again in 1 minute.',
    );
    const refusedSignIn = await signIn(targets[2]!.email, TEST_PASSWORD, attacker);
    expect(refusedSignIn.statusCode).toBe(429);
    expect(refusedSignIn.json<{ code: string }>().code).toBe('TOO_MANY_REQUESTS');
    // The accounts themselves are fine from anywhere else.
    expect((await signIn(targets[2]!.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
