import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, inject, TEST_PASSWORD, uniqueEmail, type TestApp } from '#test/helpers';
import { VERIFICATION_MAILS_PER_ADDRESS_PER_HOUR } from './better-auth';

/*
 * Mail to an address nobody has proved is theirs: signing up with someone's address and asking
 * for the verification link again, from one client address after another, sends that person
 * at most a few messages an hour. The client addresses are set as in address-limits.test.ts.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let block = 0;
/** A client address nobody else in this file uses. */
function nextAddress() {
  block += 1;
  return `10.88.${block >> 8}.${block & 255}`;
}

function signUp(email: string) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress: nextAddress(),
    payload: { email, password: TEST_PASSWORD, name: 'Somebody Else' },
  });
}

function askForVerification(email: string) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/auth/send-verification-email',
    remoteAddress: nextAddress(),
    payload: { email, callbackURL: '/login?verified=1' },
  });
}

async function verificationMailsTo(email: string) {
  const rows = await t.app.services.mail.listTo(email);
  return rows.filter((row) => row.kind === 'email-verification').length;
}

// The identity service answers a verification request no sooner than 0.5 s (its own timing
// floor): the 16 requests go at once, which also proves the limit holds when they race.
describe('verification mail per recipient', { timeout: 120_000 }, () => {
  it('sends one address at most the hourly limit, however many client addresses ask', async () => {
    const victim = uniqueEmail('not-mine');
    expect((await signUp(victim)).statusCode).toBe(200);
    expect(await verificationMailsTo(victim)).toBe(1);

    const answers = await Promise.all(Array.from({ length: 16 }, () => askForVerification(victim)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array<number>(16).fill(200));
    // Beyond the limit the answer is the one before it, byte for byte, and an unknown address
    // gets it too: nothing tells whether the address has an account or was limited.
    const unknown = await askForVerification(uniqueEmail('nobody'));
    for (const answer of [...answers, unknown]) expect(answer.body).toBe(answers[0]!.body);
    expect(JSON.parse(answers[0]!.body)).toEqual({ status: true });

    expect(VERIFICATION_MAILS_PER_ADDRESS_PER_HOUR).toBe(3);
    expect(await verificationMailsTo(victim)).toBe(VERIFICATION_MAILS_PER_ADDRESS_PER_HOUR);

    // Another address is not affected by the first one's limit.
    const bystander = uniqueEmail('bystander');
    expect((await signUp(bystander)).statusCode).toBe(200);
    expect((await askForVerification(bystander)).statusCode).toBe(200);
    expect(await verificationMailsTo(bystander)).toBe(2);
  });

  it('keeps counting while the sign-in guards forget their own old attempts', async () => {
    const victim = uniqueEmail('still-limited');
    expect((await signUp(victim)).statusCode).toBe(200);
    for (let i = 1; i < VERIFICATION_MAILS_PER_ADDRESS_PER_HOUR; i++) {
      await askForVerification(victim);
    }
    expect(await verificationMailsTo(victim)).toBe(VERIFICATION_MAILS_PER_ADDRESS_PER_HOUR);
    // Two minutes on, past the per-address window of wrong passwords (one minute): 50 sign-ins
    // make that guard sweep the attempts table, which must not take the mail counts with it.
    // Each names a malformed address: counted by the guard, refused before any password is hashed.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 120_000 });
    try {
      for (let i = 0; i < 50; i++) {
        const signIn = await inject(t.app, {
          method: 'POST',
          url: '/api/auth/sign-in/email',
          remoteAddress: nextAddress(),
          payload: { email: `nobody-${i}`, password: 'wrong-password' },
        });
        expect(signIn.statusCode).toBe(400);
      }
      expect((await askForVerification(victim)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    expect(await verificationMailsTo(victim)).toBe(VERIFICATION_MAILS_PER_ADDRESS_PER_HOUR);
  });
});
