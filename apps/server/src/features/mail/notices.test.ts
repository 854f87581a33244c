import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailRow } from './repository';
import {
  cookieHeader,
  createTestApp,
  inject,
  signUp,
  signUpAdmin,
  signUpWithToken,
  TEST_PASSWORD,
  uniqueEmail,
  type TestApp,
} from '#test/helpers';
import { eventually, linksIn } from '#test/mail-peer';

/*
 * What the booking e-mail says of who travels, and the security notices: a password changed
 * (on the account page, or with a reset link) and an account deleted are told to the account's
 * address, quoting nothing anyone typed, within the mail limits (docs/security.md, "Mail abuse").
 */

type Account = Awaited<ReturnType<typeof signUpWithToken>>;

/** Low, so that going beyond it is cheap: messages an account's own actions cause per hour. */
const ACCOUNT_LIMIT = 3;

let t: TestApp;
let admin: Account;
let packageId: string;

beforeAll(async () => {
  t = await createTestApp({ MAIL_ACCOUNT_LIMIT_MAX: String(ACCOUNT_LIMIT) });
  admin = await signUpAdmin(t.app, uniqueEmail('notices-admin'), 'Notices Admin');
  const added = await inject(t.app, {
    method: 'POST',
    url: '/api/addPackages',
    headers: admin.auth,
    payload: { title: 'Nijhum Dwip Island Camp', price: 120, duration: '3 days' },
  });
  expect(added.statusCode).toBe(201);
  packageId = added.json<{ insertedId: string }>().insertedId;
});
afterAll(() => t.close());

/** The messages of a kind to an address, oldest first, their plain text on one line. */
async function outbox(address: string, kind: string): Promise<MailRow[]> {
  return (await t.app.services.mail.listTo(address))
    .filter((m) => m.kind === kind)
    .map((m) => ({ ...m, text: m.text.replace(/\s+/g, ' ') }));
}

/** Opens the link of the verification e-mail sent at sign-up, as its recipient would. */
async function verify(address: string) {
  const [mail] = await eventually(() => outbox(address, 'email-verification'));
  const link = new URL(linksIn(mail!.text).find((l) => l.includes('/verify-email?'))!);
  const opened = await inject(t.app, { method: 'GET', url: `${link.pathname}${link.search}` });
  expect(opened.statusCode).toBe(302);
}

let block = 0;
/**
 * A client address nobody else in this file uses: the identity service allows 3 password changes
 * per address in 10 seconds.
 */
function nextAddress() {
  block += 1;
  return `10.67.${block >> 8}.${block & 255}`;
}

function changePassword(cookie: string, currentPassword: string, newPassword: string) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/auth/change-password',
    remoteAddress: nextAddress(),
    headers: { cookie },
    payload: { currentPassword, newPassword },
  });
}

describe('who travels, in the booking e-mail', () => {
  it('gives the count and names everyone named, saying how many more travel unnamed', async () => {
    const traveller = await signUpWithToken(t.app, uniqueEmail('party'), 'Rahim Uddin');
    await verify(traveller.email);
    const parties = [
      { travellers: 2, travellerNames: [] },
      { travellers: 4, travellerNames: ['Karim Uddin'] },
      { travellers: 3, travellerNames: ['Karim Uddin', 'Nusrat Jahan'] },
    ];
    for (const party of parties) {
      const booked = await inject(t.app, {
        method: 'POST',
        url: '/api/booking',
        headers: traveller.auth,
        payload: { packageId, name: 'Rahim Uddin', email: traveller.email, ...party },
      });
      expect(booked.statusCode, booked.body).toBe(201);
    }
    await t.app.services.jobs.runDue();
    const lines = (await outbox(traveller.email, 'booking-confirmation')).map(
      (m) => /Travellers:? (.+?) Price/.exec(m.text)?.[1],
    );
    expect(lines.sort()).toEqual([
      '2 travellers: Rahim Uddin and 1 more traveller',
      '3 travellers: Rahim Uddin, Karim Uddin and Nusrat Jahan',
      '4 travellers: Rahim Uddin, Karim Uddin and 2 more travellers',
    ]);
  });
});

describe('security notices', () => {
  it('tells the account’s address when its password is changed on the account page, and not when the change is refused', async () => {
    const account = await signUpWithToken(t.app, uniqueEmail('changer'), 'Changer Name Canary');
    const refused = await changePassword(
      account.cookie,
      'not-the-password-at-all',
      'new-long-passphrase',
    );
    expect(refused.statusCode).toBe(400);
    expect(await outbox(account.email, 'password-changed')).toEqual([]);

    const changed = await changePassword(account.cookie, TEST_PASSWORD, 'new-long-passphrase');
    expect(changed.statusCode, changed.body).toBe(200);
    const notices = await outbox(account.email, 'password-changed');
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice!.subject).toBe('Your Wayfare password was changed');
    expect(notice!.text).toContain('The password of your Wayfare account was changed on');
    expect(notice!.text).toContain('from the account page while signed in');
    expect(notice!.text).toContain('If it was not you,');
    expect(notice!.text).toContain('/forgot-password');
    for (const part of [notice!.subject, notice!.text, notice!.html]) {
      expect(part).not.toContain('Canary');
    }
  });

  it('tells it when the password is reset with a link, for an account that has not used the app yet', async () => {
    const email = uniqueEmail('resetter');
    await signUp(t.app, email, 'Reset Name Canary');
    const asked = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email, redirectTo: '/reset-password' },
    });
    expect(asked.statusCode).toBe(200);
    const [reset] = await eventually(() => outbox(email, 'password-reset'));
    const link = new URL(linksIn(reset!.text).find((l) => l.includes('/reset-password?token='))!);
    const token = link.searchParams.get('token')!;
    const done = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'reset-long-passphrase' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const [notice] = await outbox(email, 'password-changed');
    expect(notice).toBeDefined();
    expect(notice!.text).toContain('with the link of a password-reset e-mail');
    expect(notice!.text).toContain('Every other session of the account was signed out');
    expect(notice!.text).not.toContain('Canary');
  });

  it(`writes at most ${ACCOUNT_LIMIT} notices an hour for one account, and the changes beyond stand`, async () => {
    const account = await signUpWithToken(t.app, uniqueEmail('many-changes'));
    const passwords = [
      TEST_PASSWORD,
      ...Array.from({ length: ACCOUNT_LIMIT + 1 }, (_, n) => `passphrase-number-${n}`),
    ];
    let cookie = account.cookie;
    for (let n = 1; n < passwords.length; n++) {
      const changed = await changePassword(cookie, passwords[n - 1]!, passwords[n]!);
      expect(changed.statusCode, `change ${n}: ${changed.body}`).toBe(200);
      cookie = cookieHeader(changed) || cookie;
    }
    expect(await outbox(account.email, 'password-changed')).toHaveLength(ACCOUNT_LIMIT);
    const signedIn = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: account.email, password: passwords.at(-1) },
    });
    expect(signedIn.statusCode).toBe(200);
  });

  it('tells the address an account had when its holder deletes it, and nothing when the deletion is refused', async () => {
    const account = await signUpWithToken(t.app, uniqueEmail('leaver'), 'Leaver Name Canary');
    const refused = await inject(t.app, {
      method: 'DELETE',
      url: '/api/account',
      headers: account.auth,
      payload: { password: 'not-the-password-at-all' },
    });
    expect(refused.statusCode).toBe(400);
    expect(await outbox(account.email, 'account-deleted')).toEqual([]);

    const deleted = await inject(t.app, {
      method: 'DELETE',
      url: '/api/account',
      headers: account.auth,
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    const after = await inject(t.app, {
      method: 'GET',
      url: '/api/account',
      headers: account.auth,
    });
    expect(after.statusCode).toBe(401);
    const notices = await outbox(account.email, 'account-deleted');
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice!.subject).toBe('Your Wayfare account was deleted');
    expect(notice!.text).toContain('Your Wayfare account with this address was deleted on');
    expect(notice!.text).toContain('If you did not do this,');
    for (const part of [notice!.subject, notice!.text, notice!.html]) {
      expect(part).not.toContain('Canary');
    }
  });
});
