import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { users } from '#db/schema';
import {
  createTestApp,
  inject,
  payUnpaid,
  signUpAdmin,
  signUpWithToken,
  uniqueEmail,
  type TestApp,
} from '#test/helpers';
import { eventually, linksIn } from '#test/mail-peer';
import type { MailRow } from './repository';
import { MAIL_CATALOGUES } from './templates/words';

/*
 * E-mails in the recipient's language (docs/i18n.md, "E-mails"): the account's chosen language,
 * else the language of the request that caused the message, else English; stored with the
 * message, with links to the pages of that language.
 */

let t: TestApp;
let packageId: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signUpAdmin(t.app, uniqueEmail('language-admin'), 'Language Admin');
  const added = await inject(t.app, {
    method: 'POST',
    url: '/api/addPackages',
    headers: admin.auth,
    payload: { title: 'Srimangal Tea Trail', price: 120, duration: '2 days' },
  });
  expect(added.statusCode).toBe(201);
  packageId = added.json<{ insertedId: string }>().insertedId;
});
afterAll(() => t.close());

async function outbox(address: string, kind: string): Promise<MailRow[]> {
  return (await t.app.services.mail.listTo(address)).filter((m) => m.kind === kind);
}

function chooseLanguage(email: string, language: 'en' | 'bn') {
  return t.app.database.db.update(users).set({ language }).where(eq(users.email, email));
}

function askReset(email: string, acceptLanguage?: string) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/auth/request-password-reset',
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    payload: { email, redirectTo: '/reset-password' },
  });
}

async function book(traveller: { email: string; auth: Record<string, string> }) {
  const booked = await inject(t.app, {
    method: 'POST',
    url: '/api/booking',
    headers: { ...traveller.auth, 'accept-language': 'en' },
    payload: { packageId, name: 'Rahim Uddin', email: traveller.email, travellers: 2 },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  await t.app.services.jobs.runDue();
}

describe('the mail catalogue', () => {
  it('has every key in both languages, messages that parse, and Bangla in Bangla script', () => {
    const { en, bn } = MAIL_CATALOGUES;
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of [...Object.entries(en), ...Object.entries(bn)]) {
      expect(() => compileMessage(text), key).not.toThrow();
    }
    const latinOnly = Object.entries(bn).filter(([, text]) => !/[\u0980-\u09FF]/.test(text));
    // Messages that are only their values in both languages.
    expect(latinOnly.map(([key]) => key).sort()).toEqual(
      ['mail.bookingConfirmation.preview', 'mail.booking.tripValue'].sort(),
    );
  });
});

describe('password reset', () => {
  it('is written in Bangla, linking to /bn/reset-password, when asked for from a Bangla page', async () => {
    const account = await signUpWithToken(t.app, uniqueEmail('reset-bn'), 'Nusrat Jahan');
    const asked = await askReset(account.email, 'bn-BD,bn;q=0.9,en;q=0.5');
    expect(asked.statusCode, asked.body).toBe(200);
    const [mail] = await eventually(() => outbox(account.email, 'password-reset'));
    expect(mail!.language).toBe('bn');
    expect(mail!.subject).toBe('আপনার Wayfare পাসওয়ার্ড রিসেট করুন');
    expect(mail!.html).toMatch(/<html[^>]* lang="bn"/);
    expect(mail!.text.replace(/\s+/g, ' ')).toContain('পরের ৬০ মিনিটের মধ্যে');
    const links = linksIn(mail!.text);
    expect(links.some((l) => /\/bn\/reset-password\?token=[^&\s]+$/.test(l))).toBe(true);
    expect(links.some((l) => /[^n]\/reset-password\?/.test(l))).toBe(false);
  });

  it('is in English, as before, without a language', async () => {
    const account = await signUpWithToken(t.app, uniqueEmail('reset-en'), 'Karim Uddin');
    expect((await askReset(account.email)).statusCode).toBe(200);
    const [mail] = await eventually(() => outbox(account.email, 'password-reset'));
    expect(mail!.language).toBe('en');
    expect(mail!.subject).toBe('Reset your Wayfare password');
    expect(mail!.text.replace(/\s+/g, ' ')).toContain('It works once, for the next 60 minutes');
    expect(linksIn(mail!.text).some((l) => l.includes('/bn/'))).toBe(false);
  });

  it('follows the account’s chosen language over the page’s', async () => {
    const account = await signUpWithToken(t.app, uniqueEmail('reset-chosen'), 'Chosen');
    await chooseLanguage(account.email, 'en');
    expect((await askReset(account.email, 'bn')).statusCode).toBe(200);
    const [mail] = await eventually(() => outbox(account.email, 'password-reset'));
    expect(mail!.language).toBe('en');
    expect(mail!.subject).toBe('Reset your Wayfare password');
  });
});

describe('booking messages', () => {
  it('confirm a booking in Bangla to an account that chose Bangla, even from an English request', async () => {
    const traveller = await signUpWithToken(t.app, uniqueEmail('book-bn'), 'Rahim Uddin');
    await chooseLanguage(traveller.email, 'bn');
    await book(traveller);
    const [mail] = await outbox(traveller.email, 'booking-confirmation');
    expect(mail!.language).toBe('bn');
    expect(mail!.subject).toBe('বুকিং পেয়েছি: Srimangal Tea Trail');
    expect(mail!.text.replace(/\s+/g, ' ')).toContain('সবার জন্য মোট $২৪০');
    expect(mail!.text).toContain('২ জন যাত্রী');
    expect(linksIn(mail!.text)).toContain('http://localhost:3000/bn/dashboard/payment');
  });

  it('confirm a booking in English, word for word as before, to an account with no language', async () => {
    const traveller = await signUpWithToken(t.app, uniqueEmail('book-en'), 'Rahim Uddin');
    await book(traveller);
    const [mail] = await outbox(traveller.email, 'booking-confirmation');
    expect(mail!.language).toBe('en');
    expect(mail!.subject).toBe('Booking received: Srimangal Tea Trail');
    expect(mail!.text.replace(/\s+/g, ' ')).toContain('Price $240 for everyone');
    expect(linksIn(mail!.text)).toContain('http://localhost:3000/dashboard/payment');
  });
});

describe('receipts', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'wayfare-receipt-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const textOf = (pdf: Buffer | Uint8Array, name: string) => {
    const file = path.join(dir, `${name}.pdf`);
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  };

  it('are mailed with Bangla labels to a Bangla reader, and downloaded in the page’s language', async () => {
    const traveller = await signUpWithToken(t.app, uniqueEmail('receipt-bn'), 'Rahim Uddin');
    await chooseLanguage(traveller.email, 'bn');
    await book(traveller);
    const paid = await payUnpaid(t.app, traveller);
    // 201 when this call records the payment, 200 when the processor's webhook did first.
    expect(paid.statusCode, paid.body).toBeLessThan(300);
    await t.app.services.jobs.runDue();
    const [mail] = await eventually(() => outbox(traveller.email, 'payment-receipt'));
    expect(mail!.language).toBe('bn');
    const file = await t.app.services.mail.attachment(mail!.id, 0);
    const mailed = textOf(file.content, 'mailed');
    for (const label of ['রসিদ নম্বর', 'পেমেন্টের তারিখ', 'যার নামে', 'মোট পেমেন্ট', 'পরিমাণ']) {
      expect(mailed).toContain(label);
    }
    expect(mailed).toContain('$২৪০');
    expect(mailed).not.toContain('Total paid');

    const paymentId = /payment-receipt:(.+)$/.exec(mail!.dedupeKey!)![1]!;
    const download = (language: string) =>
      inject(t.app, {
        method: 'GET',
        url: `/api/payments/${paymentId}/receipt.pdf`,
        headers: { ...traveller.auth, 'accept-language': language },
      });
    const english = await download('en');
    expect(english.statusCode).toBe(200);
    const englishText = textOf(english.rawPayload, 'english');
    expect(englishText).toContain('Total paid');
    expect(englishText).toContain('$240');
    const bangla = await download('bn');
    expect(textOf(bangla.rawPayload, 'bangla')).toContain('মোট পেমেন্ট');
  });
});
