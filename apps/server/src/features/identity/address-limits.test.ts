import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
  createTestApp,
  inject,
  TEST_PASSWORD,
  uniqueEmail,
  type TestApp,
} from '#test/helpers';

/*
 * Limits per client address that protect accounts without punishing people who share one
 * address (an office, a hotel, a group): wrong passwords are counted tightly; good sign-ins,
 * token exchanges and sign-ups generously. Production defaults, but for the sign-up limit's
 * size, which is set here so the test can reach it.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    SIGN_IN_RATE_LIMIT_MAX: '10',
    SIGN_IN_RATE_LIMIT_WINDOW_SECONDS: '60',
    SIGN_UP_RATE_LIMIT_MAX: '12',
  });
});
afterAll(() => t.close());

let block = 0;
/** A fresh address per test, so one test's counts do not spill into another's. */
function addressBlock() {
  block += 1;
  return `10.77.${block}.1`;
}

function signUp(email: string, remoteAddress: string) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress,
    payload: { email, password: TEST_PASSWORD, name: 'Group Member' },
  });
}

function signIn(email: string, password: string, remoteAddress: string) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    payload: { email, password },
  });
}

// Each sign-up and sign-in hashes a password (scrypt): 56 of them one after another take 20 s or
// more on a busy 2-core machine, so these get a ceiling of their own (no figure is asserted).
describe('one address shared by many people', { timeout: 120_000 }, () => {
  it('lets eight accounts sign in 48 times in a minute and exchange their tokens', async () => {
    const office = addressBlock();
    const accounts = Array.from({ length: 8 }, () => uniqueEmail('office'));
    for (const email of accounts) expect((await signUp(email, office)).statusCode).toBe(200);
    const statuses: number[] = [];
    for (let round = 0; round < 6; round++) {
      for (const email of accounts) {
        const signedIn = await signIn(email, TEST_PASSWORD, office);
        statuses.push(signedIn.statusCode);
        const exchange = await inject(t.app, {
          method: 'POST',
          url: '/api/jwt',
          remoteAddress: office,
          headers: { cookie: cookieHeader(signedIn) },
          payload: { email },
        });
        statuses.push(exchange.statusCode);
      }
    }
    expect(statuses).toHaveLength(96);
    expect(statuses.every((status) => status === 200)).toBe(true);
  });

  it('still stops the eleventh wrong password from the address, whichever accounts it aims at', async () => {
    const attacker = addressBlock();
    const victims = Array.from({ length: 3 }, () => uniqueEmail('victim'));
    for (const email of victims) await signUp(email, addressBlock());
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) {
      statuses.push((await signIn(victims[i % 3]!, 'wrong-password', attacker)).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array<number>(5).fill(429));
    const refused = await signIn(victims[0]!, TEST_PASSWORD, attacker);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json<{ message: string }>().message).toBe(
      'Too many wrong passwords from your network. Try again in 1 minute.',
    );
    // The accounts themselves are fine from anywhere else.
    expect((await signIn(victims[0]!, TEST_PASSWORD, addressBlock())).statusCode).toBe(200);
  });

  it('lets a group register together, up to the hourly sign-up limit', async () => {
    const group = addressBlock();
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++)
      statuses.push((await signUp(uniqueEmail('group'), group)).statusCode);
    expect(statuses.slice(0, 12)).toEqual(Array<number>(12).fill(200));
    expect(statuses.slice(12)).toEqual([429, 429]);
  });
});
