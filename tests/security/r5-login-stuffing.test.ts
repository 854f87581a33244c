import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject, startApp, TEST_PASSWORD, uniqueEmail, type SuiteApp } from './support/app';
import { recordFigure } from './support/figures';

// R5: credential stuffing against the identity service, with the production limits:
// 10 sign-ins per address per minute, 100 wrong passwords per account per hour.
const ATTEMPTS = 1_000;
const BATCH = 25;

let s: SuiteApp;
const figure: Record<string, unknown> = {};
beforeAll(async () => {
  s = await startApp({
    env: {
      SIGN_IN_RATE_LIMIT_MAX: '10',
      SIGN_IN_RATE_LIMIT_WINDOW_SECONDS: '60',
      SIGN_IN_ACCOUNT_MAX_FAILURES: '100',
      SIGN_IN_ACCOUNT_WINDOW_SECONDS: '3600',
    },
  });
});
afterAll(async () => {
  recordFigure('R5', { title: 'login stuffing', attempts: ATTEMPTS, ...figure });
  await s.close();
});

let next = 0;
/** A fresh client address (10.200.0.0/16 and up). */
function address() {
  next += 1;
  return `10.${200 + ((next >> 16) & 31)}.${(next >> 8) & 255}.${next & 255}`;
}

function signIn(email: string, password: string, remoteAddress: string, headers = {}) {
  return inject(s.app, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress,
    headers,
    payload: { email, password },
  });
}

async function signUp(email: string) {
  const response = await inject(s.app, {
    method: 'POST',
    url: '/api/auth/sign-up/email',
    remoteAddress: address(),
    payload: { email, password: TEST_PASSWORD, name: 'Stuffing Target' },
  });
  expect(response.statusCode).toBe(200);
}

function tally(statuses: number[]) {
  const count: Record<number, number> = {};
  for (const status of statuses) count[status] = (count[status] ?? 0) + 1;
  return count;
}

describe('R5 login stuffing', () => {
  it(`${ATTEMPTS} wrong passwords for one account from ${ATTEMPTS} addresses: at most 100 reach it, others keep signing in`, async () => {
    const victim = uniqueEmail('victim');
    const bystanders = [uniqueEmail('bystander'), uniqueEmail('bystander')];
    await signUp(victim);
    for (const b of bystanders) await signUp(b);
    const statuses: number[] = [];
    const bystanderStatuses: number[] = [];
    for (let sent = 0; sent < ATTEMPTS; sent += BATCH) {
      const batch = await Promise.all(
        Array.from({ length: BATCH }, (_, i) => signIn(victim, `guess-${sent + i}`, address())),
      );
      statuses.push(...batch.map((r) => r.statusCode));
      if (sent % 200 === 0) {
        for (const b of bystanders) {
          bystanderStatuses.push((await signIn(b, TEST_PASSWORD, address())).statusCode);
        }
      }
    }
    const reached = statuses.filter((s) => s === 401).length;
    const [held] = (
      (await s.database.db.execute(
        sql`select count(*)::int as n from sign_in_attempts where email = ${victim}`,
      )) as { rows: { n: number }[] }
    ).rows;
    const paused = await signIn(victim, TEST_PASSWORD, address());
    figure.oneAccountManyAddresses = {
      answers: tally(statuses),
      reachedAccount: reached,
      bystanderSignIns: tally(bystanderStatuses),
      ownerDuringPause: paused.statusCode,
      ownerMessage: paused.json<{ message: string }>().message,
      retryAfterSeconds: Number(paused.headers['retry-after']),
    };
    expect(reached).toBeLessThanOrEqual(100);
    expect(reached).toBeGreaterThan(0);
    expect(held?.n).toBe(reached);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(bystanderStatuses.every((s) => s === 200)).toBe(true);
    expect(paused.statusCode).toBe(429);
    expect(paused.json()).toMatchObject({ code: 'ACCOUNT_SIGN_IN_PAUSED' });
  });

  it(`${ATTEMPTS} wrong passwords from one address over many accounts: the address is stopped, others keep signing in`, async () => {
    // 100 targets: a few real accounts (each sign-up costs a password hash) and unknown e-mails,
    // which the identity service answers exactly like wrong passwords.
    const accounts = Array.from({ length: 5 }, () => uniqueEmail('many'));
    for (const a of accounts) await signUp(a);
    const targets = [...accounts, ...Array.from({ length: 95 }, () => uniqueEmail('ghost'))];
    const attacker = '10.99.99.99';
    const statuses: number[] = [];
    for (let sent = 0; sent < ATTEMPTS; sent += BATCH) {
      const batch = await Promise.all(
        Array.from({ length: BATCH }, (_, i) =>
          signIn(targets[(sent + i) % targets.length]!, 'wrong-password', attacker),
        ),
      );
      statuses.push(...batch.map((r) => r.statusCode));
    }
    const reached = statuses.filter((s) => s === 401).length;
    const owner = await signIn(accounts[0]!, TEST_PASSWORD, address());
    figure.oneAddressManyAccounts = {
      answers: tally(statuses),
      reachedAnyAccount: reached,
      otherAddressSignIn: owner.statusCode,
    };
    // 10 per minute from one address (this test takes well under a minute per window).
    expect(reached).toBeLessThanOrEqual(20);
    expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
    expect(owner.statusCode).toBe(200);
  });

  it('a spoofed X-Forwarded-For or client-address header does not buy new addresses', async () => {
    const email = uniqueEmail('spoof');
    await signUp(email);
    const attacker = '10.98.98.98';
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) {
      const fake = `172.16.${i}.${i}`;
      statuses.push(
        (
          await signIn(email, 'wrong-password', attacker, {
            'x-forwarded-for': fake,
            'x-real-ip': fake,
            'x-wayfare-client-ip': fake,
          })
        ).statusCode,
      );
    }
    const reached = statuses.filter((s) => s === 401).length;
    figure.spoofedAddressHeaders = { answers: tally(statuses), reached };
    expect(reached).toBeLessThanOrEqual(10);
  });
});
