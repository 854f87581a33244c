import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  inject,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
  type TestApp,
} from '#test/helpers';
import { createIdentityRepository } from './repository';
import { createSignInGuard } from './sign-in-guard';

let t: TestApp;
beforeAll(async () => {
  // Three failures per account per hour here (100 in production), any number per address.
  t = await createTestApp({ SIGN_IN_ACCOUNT_MAX_FAILURES: '3' });
});
afterAll(() => t.close());

let nextAddress = 1;
function signIn(email: string, password: string, remoteAddress = `10.9.0.${nextAddress++ % 250}`) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    payload: { email, password },
  });
}

describe('per-account limit on wrong passwords', () => {
  it('lets at most the limit of simultaneous wrong passwords from many addresses reach one account', async () => {
    const victim = uniqueEmail('victim');
    await signUp(t.app, victim);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(victim, `guess-${i}-wrong`, `10.1.${i}.7`)),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(17);
    const paused = answers.find((a) => a.statusCode === 429)!;
    expect(paused.json()).toMatchObject({ code: 'ACCOUNT_SIGN_IN_PAUSED' });
    expect(paused.json<{ message: string }>().message).toMatch(/Try again in \d+ minutes?/);
    expect(Number(paused.headers['retry-after'])).toBeGreaterThan(3500);
    // Even the right password waits: the guesser cannot learn that it was right.
    expect((await signIn(victim.toUpperCase(), TEST_PASSWORD)).statusCode).toBe(429);
  });

  it('keeps other accounts signing in while one is under attack', async () => {
    const victim = uniqueEmail('victim');
    const bystander = uniqueEmail('bystander');
    await signUp(t.app, victim);
    await signUp(t.app, bystander);
    for (let i = 0; i < 5; i++) await signIn(victim, 'wrong-password');
    expect((await signIn(bystander, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('gives a successful sign-in its place back, so the owner never locks themselves out by signing in', async () => {
    const owner = uniqueEmail('owner');
    await signUp(t.app, owner);
    for (let i = 0; i < 5; i++) expect((await signIn(owner, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await signIn(owner, 'wrong-password')).statusCode).toBe(401);
    expect((await signIn(owner, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('frees the account once the failures are older than the window', async () => {
    const guard = createSignInGuard(createIdentityRepository(t.app.database.db), {
      maxFailures: 2,
      windowSeconds: 1,
      keepSeconds: 1,
    });
    const email = uniqueEmail('window');
    expect((await guard.reserve(email)).allowed).toBe(true);
    expect((await guard.reserve(email)).allowed).toBe(true);
    const refused = await guard.reserve(email);
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 1 });
    await new Promise((r) => setTimeout(r, 1100));
    expect((await guard.reserve(email)).allowed).toBe(true);
    expect(await guard.failuresOf(email)).toBe(1);
  });
});
