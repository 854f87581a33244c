import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { MailList, MailMessage } from '@wayfare/contract/mail';
import type { Payment } from '@wayfare/contract/payments';
import {
  cookieHeader,
  createTestApp,
  inject,
  payUnpaid,
  signUpAdmin,
  signUpWithToken,
  TEST_PASSWORD,
  uniqueEmail,
  type TestApp,
} from '#test/helpers';
import { eventually, linksIn, startSmtpPeer, type SmtpPeer } from './mail-peer';

/*
 * E-mail (decision 008) against a real SMTP server started here (`smtp-server`), each message
 * parsed with `mailparser`: the right recipient, subject and links that work, followed through the
 * app.
 */

type Account = Awaited<ReturnType<typeof signUpWithToken>>;

// Each test waits for real deliveries (and a few build a second app): room for a loaded machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 180_000 });

let t: TestApp;
let smtp: SmtpPeer;
let admin: Account;
const PUBLIC_URL = 'https://wayfare.test';

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Wayfare <hello@wayfare.test>',
    MAIL_REPLY_TO: 'desk@wayfare.test',
    PUBLIC_URL,
    AGENCY_NAME: 'Wayfare Tours Ltd',
    AGENCY_ADDRESS: '12 Kemal Ataturk Avenue, Dhaka 1213',
    JOB_POLL_MS: '50',
    // Every test here asks for resets; the per-address limit has a test of its own.
    PASSWORD_RESET_RATE_LIMIT_MAX: '1000',
  });
  admin = await signUpAdmin(t.app, uniqueEmail('mail-admin'), 'Mail Admin');
});
afterAll(async () => {
  await t?.close();
  await smtp?.stop();
});

/** The one message of `kind`-like subject received for an address, waiting until it comes. */
function receivedFor(address: string, subject: RegExp, count = 1) {
  return eventually(() => {
    const found = smtp.to(address).filter((m) => subject.test(m.parsed.subject ?? ''));
    return found.length >= count ? found : undefined;
  });
}

function signIn(email: string, password: string) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/auth/sign-in/email',
    payload: { email, password },
  });
}

async function addPackage(price: number) {
  const response = await inject(t.app, {
    method: 'POST',
    url: '/api/addPackages',
    headers: admin.auth,
    payload: {
      title: `Sajek Valley ${Math.random().toString(36).slice(2, 7)}`,
      price,
      duration: '3 days',
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ insertedId: string }>().insertedId;
}

async function book(traveller: Account, packageId: string, extra: Record<string, unknown> = {}) {
  const response = await inject(t.app, {
    method: 'POST',
    url: '/api/booking',
    headers: traveller.auth,
    payload: { packageId, name: 'Nadia Rahman', email: traveller.email, ...extra },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ insertedId: string }>().insertedId;
}

async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: true }).promise;
  const parts: string[] = [];
  for (let page = 1; page <= document.numPages; page++) {
    const content = await (await document.getPage(page)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await document.destroy();
  return parts.join('\n');
}

describe('password reset by e-mail', () => {
  it('mails a single-use link to /reset-password; the new password works, the old fails, other sessions end', async () => {
    const traveller = await signUpWithToken(t.app, uniqueEmail('reset'), 'Rafi Ahmed');
    const otherSession = cookieHeader(await signIn(traveller.email, TEST_PASSWORD));
    expect(otherSession).not.toBe('');

    const asked = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: traveller.email, redirectTo: '/reset-password' },
    });
    expect(asked.statusCode).toBe(200);

    const [mail] = await receivedFor(traveller.email, /Reset your Wayfare password/);
    const { parsed } = mail!;
    expect(parsed.to && 'text' in parsed.to ? parsed.to.text : '').toContain(traveller.email);
    expect(parsed.from?.value).toEqual([{ name: 'Wayfare', address: 'hello@wayfare.test' }]);
    expect(parsed.replyTo?.value[0]?.address).toBe('desk@wayfare.test');
    expect(parsed.messageId).toMatch(/^<[0-9a-f-]{36}@wayfare\.test>$/);
    expect(parsed.date).toBeInstanceOf(Date);
    expect(parsed.html).toBeTruthy();
    const link = linksIn(parsed.text ?? '').find((l) =>
      l.startsWith(`${PUBLIC_URL}/reset-password?token=`),
    );
    expect(link).toBeDefined();
    // The HTML part carries the same link.
    expect(parsed.html).toContain(link!.replaceAll('&', '&amp;'));
    const token = new URL(link!).searchParams.get('token')!;

    // The reset page posts the token with the new password.
    const reset = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'a-brand-new-passphrase', token },
    });
    expect(reset.statusCode).toBe(200);

    expect((await signIn(traveller.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await signIn(traveller.email, 'a-brand-new-passphrase')).statusCode).toBe(200);
    // Every other session ended.
    for (const cookie of [otherSession, traveller.cookie]) {
      const session = await inject(t.app, {
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { cookie },
      });
      expect(session.json()).toBeNull();
    }
    // The link works once.
    const again = await inject(t.app, {
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { newPassword: 'yet-another-passphrase', token },
    });
    expect(again.statusCode).toBe(400);
    expect((await signIn(traveller.email, 'yet-another-passphrase')).statusCode).toBe(401);
  });

  it('answers a known and an unknown address identically, and mails only the known one', async () => {
    const known = await signUpWithToken(t.app, uniqueEmail('known'));
    const unknown = uniqueEmail('nobody');
    const ask = (email: string) =>
      inject(t.app, {
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email, redirectTo: '/reset-password' },
      });
    const [a, b] = [await ask(known.email), await ask(unknown)];
    expect(a.statusCode).toBe(b.statusCode);
    expect(a.body).toBe(b.body);
    expect(a.headers['content-type']).toBe(b.headers['content-type']);
    await receivedFor(known.email, /Reset your Wayfare password/);
    expect(await t.app.services.mail.listTo(unknown)).toEqual([]);
  });

  it('lifts the sign-in pause that wrong passwords put on the account', async () => {
    const paused = await createTestApp({
      SIGN_IN_ACCOUNT_MAX_FAILURES: '3',
      PASSWORD_RESET_RATE_LIMIT_MAX: '1000',
    });
    try {
      const traveller = await signUpWithToken(paused.app, uniqueEmail('paused'));
      const attempt = (password: string) =>
        inject(paused.app, {
          method: 'POST',
          url: '/api/auth/sign-in/email',
          payload: { email: traveller.email, password },
        });
      for (let i = 0; i < 3; i++) expect((await attempt('wrong-password-x')).statusCode).toBe(401);
      expect((await attempt(TEST_PASSWORD)).statusCode).toBe(429);

      await inject(paused.app, {
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: traveller.email, redirectTo: '/reset-password' },
      });
      // No SMTP_URL here: the message is kept in the outbox; the operator's full view has the link.
      const [row] = await eventually(async () => {
        const rows = await paused.app.services.mail.listTo(traveller.email);
        return rows.filter((r) => r.kind === 'password-reset').length
          ? rows.filter((r) => r.kind === 'password-reset')
          : undefined;
      });
      const token = new URL(
        linksIn(row!.text).find((l) => l.includes('/reset-password?token='))!,
      ).searchParams.get('token')!;
      const reset = await inject(paused.app, {
        method: 'POST',
        url: '/api/auth/reset-password',
        payload: { newPassword: 'after-the-pause-1', token },
      });
      expect(reset.statusCode).toBe(200);
      expect((await attempt('after-the-pause-1')).statusCode).toBe(200);
    } finally {
      await paused.close();
    }
  }, 120_000);
});

describe('e-mail verification', () => {
  it('mails a link at sign-up that verifies the address and lands on /login?verified=1', async () => {
    const email = uniqueEmail('verify');
    await signUpWithToken(t.app, email, 'Arif Khan');
    const [mail] = await receivedFor(email, /^Confirm your e-mail address for Wayfare$/);
    const link = linksIn(mail!.parsed.text ?? '').find((l) =>
      l.startsWith(`${PUBLIC_URL}/api/auth/verify-email?token=`),
    )!;
    expect(link).toBeDefined();
    const url = new URL(link);
    const opened = await inject(t.app, { method: 'GET', url: `${url.pathname}${url.search}` });
    expect(opened.statusCode).toBe(302);
    expect(opened.headers.location).toBe('/login?verified=1');
    // Opened once, the address is verified.
    const [row] = (await t.app.services.mail.listTo(email)).filter(
      (r) => r.kind === 'email-verification',
    );
    expect(row?.secrets.length).toBeGreaterThan(0);
  });

  it('with REQUIRE_EMAIL_VERIFICATION=true, password sign-in waits for the link', async () => {
    const strict = await createTestApp({ REQUIRE_EMAIL_VERIFICATION: 'true' });
    try {
      const email = uniqueEmail('strict');
      const signedUp = await inject(strict.app, {
        method: 'POST',
        url: '/api/auth/sign-up/email',
        payload: { email, password: TEST_PASSWORD, name: 'Strict Traveller' },
      });
      expect(signedUp.statusCode).toBe(200);
      const config = await inject(strict.app, { method: 'GET', url: '/api/auth-config' });
      expect(config.json<{ emailVerificationRequired?: boolean }>().emailVerificationRequired).toBe(
        true,
      );
      const before = await inject(strict.app, {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: TEST_PASSWORD },
      });
      expect(before.statusCode).toBe(403);
      const rows = await strict.app.services.mail.listTo(email);
      const verification = rows.find((r) => r.kind === 'email-verification')!;
      const link = new URL(linksIn(verification.text).find((l) => l.includes('/verify-email?'))!);
      const opened = await inject(strict.app, {
        method: 'GET',
        url: `${link.pathname}${link.search}`,
      });
      expect(opened.statusCode).toBe(302);
      const after = await inject(strict.app, {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        payload: { email, password: TEST_PASSWORD },
      });
      expect(after.statusCode).toBe(200);
    } finally {
      await strict.close();
    }
  }, 120_000);
});

describe('bookings, payments and receipts', () => {
  it('confirms a booking (what, when, how many, price, how to pay) and mails a receipt with a PDF that parses', async () => {
    const traveller = await signUpWithToken(t.app, uniqueEmail('payer'), 'Nadia Rahman');
    const packageId = await addPackage(450);
    const bookingId = await book(traveller, packageId);

    const [confirmation] = await receivedFor(traveller.email, /^Booking received: Sajek Valley/);
    const text = confirmation!.parsed.text ?? '';
    expect(text).toContain('3 days');
    expect(text).toContain('1 traveller');
    expect(text).toMatch(/Price\s+\$450\b/);
    expect(text).toContain(bookingId.slice(0, 8).toUpperCase());
    expect(linksIn(text)).toContain(`${PUBLIC_URL}/dashboard/payment`);

    const paid = await payUnpaid(t.app, traveller);
    expect(paid.statusCode).toBeLessThan(300);
    const [payment] = (
      await inject(t.app, {
        method: 'GET',
        url: `/api/payments/${traveller.email}`,
        headers: traveller.auth,
      })
    ).json<Payment[]>();

    const [receipt] = await receivedFor(traveller.email, /receipt/i);
    const { parsed } = receipt!;
    expect(parsed.text).toContain(payment!.transactionId);
    expect(parsed.text).toContain('$450');
    expect(parsed.attachments).toHaveLength(1);
    const pdf = parsed.attachments[0]!;
    expect(pdf.contentType).toBe('application/pdf');
    expect(pdf.filename).toMatch(/^wayfare-receipt-.+\.pdf$/);
    const number = /wayfare-receipt-(.+)\.pdf$/.exec(pdf.filename!)![1]!;
    const inside = await pdfText(pdf.content);
    expect(inside).toContain(number);
    expect(inside).toContain(payment!.transactionId);
    expect(inside).toMatch(/Total paid\s+\$450\b/);
    expect(inside).toContain('Wayfare Tours Ltd');
    expect(inside).toContain('12 Kemal Ataturk Avenue, Dhaka 1213');

    // The same receipt from Payment History: the payer's own; another traveller gets a 404.
    const download = await inject(t.app, {
      method: 'GET',
      url: `/api/payments/${payment!._id}/receipt.pdf`,
      headers: traveller.auth,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(pdf.filename!);
    expect(await pdfText(download.rawPayload)).toContain(number);
    const stranger = await signUpWithToken(t.app, uniqueEmail('stranger'));
    const refused = await inject(t.app, {
      method: 'GET',
      url: `/api/payments/${payment!._id}/receipt.pdf`,
      headers: stranger.auth,
    });
    expect(refused.statusCode).toBe(404);
    expect(
      (await inject(t.app, { method: 'GET', url: `/api/payments/${payment!._id}/receipt.pdf` }))
        .statusCode,
    ).toBe(401);
  });

  it('tells the traveller of an admin cancellation with the refund and the reason', async () => {
    const traveller = await signUpWithToken(t.app, uniqueEmail('cancelled'), 'Tanvir Hasan');
    const packageId = await addPackage(200);
    const bookingId = await book(traveller, packageId);
    expect((await payUnpaid(t.app, traveller)).statusCode).toBeLessThan(300);
    const cancelled = await inject(t.app, {
      method: 'POST',
      url: `/api/allBooking/${bookingId}/cancel`,
      headers: admin.auth,
      payload: { reason: 'The resort closed for repairs' },
    });
    expect(cancelled.statusCode).toBe(200);
    const [notice] = await receivedFor(traveller.email, /^Refund of \$200\b/);
    expect(notice!.parsed.text).toContain('The resort closed for repairs');
  });

  it('tells the travellers on a departure that it moved', async () => {
    const traveller = await signUpWithToken(t.app, uniqueEmail('moved'), 'Mim Akter');
    const packageId = await addPackage(300);
    const day = (days: number) =>
      new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const added = await inject(t.app, {
      method: 'POST',
      url: `/api/packages/${packageId}/departures`,
      headers: admin.auth,
      payload: { startsAt: `${day(30)}T07:30`, seats: 10 },
    });
    expect(added.statusCode).toBe(201);
    const departureId = added.json<{ insertedId: string }>().insertedId;
    await book(traveller, packageId, {
      departureId,
      travellers: 2,
      travellerNames: ['Rumi Akter'],
    });
    const [confirmation] = await receivedFor(traveller.email, /^Booking received/);
    expect(confirmation!.parsed.text).toContain('2 travellers');
    expect(confirmation!.parsed.text).toMatch(/held until/);

    const moved = await inject(t.app, {
      method: 'PATCH',
      url: `/api/departures/${departureId}`,
      headers: admin.auth,
      payload: { startsAt: `${day(32)}T09:00` },
    });
    expect(moved.statusCode).toBe(200);
    const [notice] = await receivedFor(traveller.email, /^New departure time/);
    expect(notice!.parsed.text).toContain('09:00');
  });

  it('tells each traveller of a cancelled departure the reason, and the one who paid the refund', async () => {
    const paying = await signUpWithToken(t.app, uniqueEmail('dep-paid'), 'Arif Chowdhury');
    const waiting = await signUpWithToken(t.app, uniqueEmail('dep-unpaid'), 'Nusrat Jahan');
    const packageId = await addPackage(150);
    const startsOn = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const added = await inject(t.app, {
      method: 'POST',
      url: `/api/packages/${packageId}/departures`,
      headers: admin.auth,
      payload: { startsAt: `${startsOn}T08:00`, seats: 10 },
    });
    expect(added.statusCode).toBe(201);
    const departureId = added.json<{ insertedId: string }>().insertedId;
    await book(paying, packageId, { departureId, travellers: 2 });
    expect((await payUnpaid(t.app, paying)).statusCode).toBeLessThan(300);
    await book(waiting, packageId, { departureId });

    const cancelled = await inject(t.app, {
      method: 'PATCH',
      url: `/api/departures/${departureId}`,
      headers: admin.auth,
      payload: { status: 'cancelled', reason: 'The river launch failed its survey' },
    });
    expect(cancelled.statusCode).toBe(200);
    const [refunded] = await receivedFor(paying.email, /^Departure cancelled/);
    expect(refunded!.parsed.text).toContain('The river launch failed its survey');
    expect(refunded!.parsed.text).toContain('$300');
    const [unpaid] = await receivedFor(waiting.email, /^Departure cancelled/);
    expect(unpaid!.parsed.text).toContain('The river launch failed its survey');
    expect(unpaid!.parsed.text).toContain('Nothing was charged for it.');
    expect(refunded!.parsed.text).not.toContain('Nothing was charged');
  });

  it('tells a traveller whose unpaid booking expired with its seat hold, once', async () => {
    const traveller = await signUpWithToken(t.app, uniqueEmail('expired'), 'Rafiq Islam');
    const packageId = await addPackage(120);
    const startsOn = new Date(Date.now() + 25 * 86_400_000).toISOString().slice(0, 10);
    const added = await inject(t.app, {
      method: 'POST',
      url: `/api/packages/${packageId}/departures`,
      headers: admin.auth,
      payload: { startsAt: `${startsOn}T06:30`, seats: 4 },
    });
    const departureId = added.json<{ insertedId: string }>().insertedId;
    const bookingId = await book(traveller, packageId, { departureId });
    await t.app.database.db.execute(
      sql`update bookings set hold_expires_at = now() - interval '1 second' where id = ${bookingId}`,
    );
    const [first, second] = await Promise.all([
      t.app.services.holdSweep.sweep(),
      t.app.services.holdSweep.sweep(),
    ]);
    expect([...first, ...second].map((b) => b.id)).toEqual([bookingId]);
    const [notice] = await receivedFor(traveller.email, /^Booking expired/);
    expect(notice!.parsed.text).toContain('seat hold ended');
    // The sweep that expired it ran once: one message, even after another sweep.
    await t.app.services.holdSweep.sweep();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(
      smtp.to(traveller.email).filter((m) => /^Booking expired/.test(m.parsed.subject ?? '')),
    ).toHaveLength(1);
  });
});

describe('contact messages, trip requests and the newsletter', () => {
  it('acknowledges a contact message to its sender and notifies the admins', async () => {
    const sender = await signUpWithToken(t.app, uniqueEmail('contact'), 'Sadia Islam');
    // The acknowledgement quotes the message to a verified address only (mail-abuse.test.ts).
    const [verification] = await receivedFor(sender.email, /^Confirm your e-mail address/);
    const link = new URL(
      linksIn(verification!.parsed.text ?? '').find((l) => l.includes('/verify-email?'))!,
    );
    const opened = await inject(t.app, { method: 'GET', url: `${link.pathname}${link.search}` });
    expect(opened.statusCode).toBe(302);
    const sent = await inject(t.app, {
      method: 'POST',
      url: '/api/contacts',
      headers: sender.auth,
      payload: { message: 'Do you arrange trips for a school group of 30?' },
    });
    expect(sent.statusCode).toBe(201);
    const [ack] = await receivedFor(sender.email, /We have your message/);
    expect(ack!.parsed.text).toContain('school group of 30');
    const [notice] = await receivedFor(admin.email, /Sadia Islam/);
    expect(notice!.parsed.text).toContain('school group of 30');
    expect(notice!.parsed.replyTo?.text).toContain(sender.email);
  });

  it('mails the agency’s answer to a trip request', async () => {
    const traveller = await signUpWithToken(t.app, uniqueEmail('trip'));
    const start = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 23 * 86_400_000).toISOString().slice(0, 10);
    const created = await inject(t.app, {
      method: 'POST',
      url: '/api/destination',
      headers: traveller.auth,
      payload: {
        email: traveller.email,
        origin: 'Dhaka',
        destination: 'Sylhet',
        startDateTime: `${start}T08:00`,
        endDateTime: `${end}T20:00`,
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ insertedId: string }>().insertedId;
    const answered = await inject(t.app, {
      method: 'PUT',
      url: `/api/trip-requests/${id}/answer`,
      headers: admin.auth,
      payload: { answer: 'We can do it for $320 with a tea-garden stay.' },
    });
    expect(answered.statusCode).toBe(200);
    // The request's acknowledgement came first; the answer is the message that has one.
    const [mail] = await receivedFor(traveller.email, /has an answer/i);
    expect(mail!.parsed.text).toContain('tea-garden stay');
  });

  it('confirms a subscription by double opt-in; List-Unsubscribe works in one click without signing in', async () => {
    const email = uniqueEmail('reader');
    const subscribed = await inject(t.app, {
      method: 'POST',
      url: '/api/newsletter',
      payload: { email },
    });
    expect(subscribed.statusCode).toBe(200);
    expect(await t.app.services.newsletter.isSubscribed(email)).toBe(false);
    const [confirmation] = await receivedFor(email, /confirm/i);
    const confirmLink = new URL(
      linksIn(confirmation!.parsed.text ?? '').find((l) =>
        l.startsWith(`${PUBLIC_URL}/newsletter/confirm?`),
      )!,
    );
    expect(confirmLink.searchParams.get('email')).toBe(email);
    // The confirmation page posts what its link holds.
    const confirmed = await inject(t.app, {
      method: 'POST',
      url: '/api/newsletter/confirm',
      payload: {
        email: confirmLink.searchParams.get('email'),
        token: confirmLink.searchParams.get('token'),
      },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(await t.app.services.newsletter.isSubscribed(email)).toBe(true);

    const [welcome] = await receivedFor(email, /welcome/i);
    const headerLine = (name: string) =>
      welcome!.parsed.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '');
    const oneClick = /^<([^>]+)>$/.exec(headerLine('list-unsubscribe') ?? '')![1]!;
    expect(oneClick.startsWith(`${PUBLIC_URL}/api/newsletter/unsubscribe?`)).toBe(true);
    expect(headerLine('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    // A forged token is refused, changing nothing.
    const forged = new URL(oneClick);
    forged.searchParams.set('token', 'x'.repeat(32));
    const refused = await inject(t.app, {
      method: 'POST',
      url: `${forged.pathname}${forged.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(refused.statusCode).toBe(400);
    expect(await t.app.services.newsletter.isSubscribed(email)).toBe(true);
    // The right link with anything but RFC 8058's form is not an unsubscription either.
    const url = new URL(oneClick);
    for (const [type, payload] of [
      ['application/x-www-form-urlencoded', 'List-Unsubscribe=Later'],
      ['application/json', JSON.stringify({ email: 'someone@example.com' })],
    ]) {
      const odd = await inject(t.app, {
        method: 'POST',
        url: `${url.pathname}${url.search}`,
        headers: { 'content-type': type! },
        payload: payload!,
      });
      expect(odd.statusCode, payload).toBe(400);
    }
    expect(await t.app.services.newsletter.isSubscribed(email)).toBe(true);
    // The mail client's one-click POST (RFC 8058): no cookie, no token header.
    const left = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(left.statusCode).toBe(200);
    expect(await t.app.services.newsletter.isSubscribed(email)).toBe(false);
  });
});

describe('the admins’ outbox', () => {
  it('lists every message; shows one with reset links redacted; refuses travellers and visitors', async () => {
    const traveller = await signUpWithToken(t.app, uniqueEmail('redact'));
    await inject(t.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: traveller.email, redirectTo: '/reset-password' },
    });
    const [sent] = await receivedFor(traveller.email, /Reset your Wayfare password/);
    const token = new URL(
      linksIn(sent!.parsed.text ?? '').find((l) => l.includes('/reset-password?token='))!,
    ).searchParams.get('token')!;

    // Accepted by the SMTP server, then recorded as sent by the delivery job.
    const { items, transport } = await eventually(async () => {
      const list = await inject(t.app, {
        method: 'GET',
        url: `/api/mail?q=${encodeURIComponent(traveller.email)}`,
        headers: admin.auth,
      });
      expect(list.statusCode).toBe(200);
      const answer = list.json<MailList>();
      return answer.items.some((m) => m.kind === 'password-reset' && m.status === 'sent')
        ? answer
        : undefined;
    });
    expect(transport).toBe('smtp');
    const summary = items.find((m) => m.kind === 'password-reset')!;
    expect(summary.status).toBe('sent');
    expect(summary.to).toBe(traveller.email);

    const shown = await inject(t.app, {
      method: 'GET',
      url: `/api/mail/${summary._id}`,
      headers: admin.auth,
    });
    expect(shown.statusCode).toBe(200);
    const message = shown.json<MailMessage>();
    expect(message.isRedacted).toBe(true);
    expect(shown.body).not.toContain(token);
    expect(shown.body).not.toContain(encodeURIComponent(token));
    expect(message.text).toContain('[redacted]');
    expect(message.messageId).toBe(sent!.parsed.messageId);

    for (const url of ['/api/mail', `/api/mail/${summary._id}`]) {
      expect(
        (await inject(t.app, { method: 'GET', url, headers: traveller.auth })).statusCode,
      ).toBe(403);
      expect((await inject(t.app, { method: 'GET', url })).statusCode).toBe(401);
    }
    expect(
      (await inject(t.app, { method: 'GET', url: '/api/mail/not-an-id', headers: admin.auth }))
        .statusCode,
    ).toBe(404);
  });
});

describe('an SMTP server that is down for a while', () => {
  it('keeps the messages queued with the error, and sends them when it returns', async () => {
    await smtp.stop();
    const traveller = await signUpWithToken(t.app, uniqueEmail('outage'));
    await inject(t.app, {
      method: 'POST',
      url: '/api/auth/request-password-reset',
      payload: { email: traveller.email, redirectTo: '/reset-password' },
    });
    const waiting = await eventually(async () => {
      const rows = await t.app.services.mail.listTo(traveller.email);
      const row = rows.find((r) => r.kind === 'password-reset');
      return row && row.attempts >= 2 ? row : undefined;
    });
    expect(waiting.status).toBe('queued');
    expect(waiting.lastError).toMatch(/ECONNREFUSED/);
    expect(smtp.to(traveller.email)).toHaveLength(0);

    await smtp.start();
    const [mail] = await receivedFor(traveller.email, /Reset your Wayfare password/);
    expect(mail!.parsed.messageId).toBe(waiting.messageId);
    const sent = await eventually(async () => {
      const row = (await t.app.services.mail.listTo(traveller.email)).find(
        (r) => r.kind === 'password-reset',
      );
      return row?.status === 'sent' ? row : undefined;
    });
    expect(sent.lastError).toBeNull();
    expect(sent.attempts).toBeGreaterThanOrEqual(3);
  }, 60_000);
});
