import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  inject,
  payUnpaid,
  signUpAdmin,
  signUpWithToken,
  uniqueEmail,
  type TestApp,
} from '#test/helpers';
import { eventually } from '#test/mail-peer';
import type { MailRow } from './repository';

/*
 * A message in Bangla names the package by the booking's Bangla title, else by its English
 * title marked lang="en" (docs/i18n.md, "E-mails"); an English message by the English title.
 */

type Account = Awaited<ReturnType<typeof signUpWithToken>>;

let t: TestApp;
let admin: Account;
let withBangla: string;
let englishOnly: string;
let dir: string;

async function addPackage(payload: Record<string, unknown>) {
  const added = await inject(t.app, {
    method: 'POST',
    url: '/api/addPackages',
    headers: admin.auth,
    payload: { price: 120, duration: '2 days', ...payload },
  });
  expect(added.statusCode, added.body).toBe(201);
  return added.json<{ insertedId: string }>().insertedId;
}

beforeAll(async () => {
  t = await createTestApp({ MAIL_ACCOUNT_LIMIT_MAX: '50', MAIL_RECIPIENT_LIMIT_MAX: '50' });
  admin = await signUpAdmin(t.app, uniqueEmail('names-admin'), 'Names Admin');
  withBangla = await addPackage({ title: 'Sundarbans Cruise', bn: { title: 'সুন্দরবন ভ্রমণ' } });
  englishOnly = await addPackage({ title: 'Iceland Ring Road' });
  dir = mkdtempSync(path.join(tmpdir(), 'wayfare-names-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

async function outbox(address: string, kind: string): Promise<MailRow[]> {
  return (await t.app.services.mail.listTo(address)).filter((m) => m.kind === kind);
}

async function book(packageId: string, acceptLanguage: string, tag: string) {
  const traveller = await signUpWithToken(t.app, uniqueEmail(`names-${tag}`), 'Rahim Uddin');
  const booked = await inject(t.app, {
    method: 'POST',
    url: '/api/booking',
    headers: { ...traveller.auth, 'accept-language': acceptLanguage },
    payload: { packageId, name: 'Rahim Uddin', email: traveller.email, travellers: 1 },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  await t.app.services.jobs.runDue();
  return { traveller, id: booked.json<{ insertedId: string }>().insertedId };
}

describe('package names in booking messages', () => {
  it('name the package by its Bangla title in a Bangla confirmation', async () => {
    const { traveller } = await book(withBangla, 'bn', 'bn-title');
    const [mail] = await outbox(traveller.email, 'booking-confirmation');
    expect(mail!.language).toBe('bn');
    expect(mail!.subject).toBe('বুকিং পেয়েছি: সুন্দরবন ভ্রমণ');
    expect(mail!.text).toContain('সুন্দরবন ভ্রমণ');
    expect(mail!.text).not.toContain('Sundarbans Cruise');
    expect(mail!.html).not.toContain('<span lang="en">');
  });

  it('give the English title in a lang="en" element when the package has no Bangla one', async () => {
    const { traveller } = await book(englishOnly, 'bn', 'bn-fallback');
    const [mail] = await outbox(traveller.email, 'booking-confirmation');
    expect(mail!.language).toBe('bn');
    expect(mail!.subject).toBe('বুকিং পেয়েছি: Iceland Ring Road');
    expect(mail!.html).toContain('<span lang="en">Iceland Ring Road</span>');
  });

  it('keep the English title in an English message of a package with a Bangla one', async () => {
    const { traveller } = await book(withBangla, 'en', 'en-title');
    const [mail] = await outbox(traveller.email, 'booking-confirmation');
    expect(mail!.language).toBe('en');
    expect(mail!.subject).toBe('Booking received: Sundarbans Cruise');
    expect(mail!.html).not.toContain('সুন্দরবন');
    expect(mail!.html).not.toContain('<span lang="en">');
  });

  it('name it by its Bangla title when an admin cancels the booking later', async () => {
    const { traveller, id } = await book(withBangla, 'bn', 'bn-cancel');
    const cancelled = await inject(t.app, {
      method: 'POST',
      url: `/api/allBooking/${id}/cancel`,
      headers: { ...admin.auth, 'accept-language': 'en' },
      payload: { reason: 'The boat is under repair' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.app.services.jobs.runDue();
    const [mail] = await eventually(() => outbox(traveller.email, 'booking-cancelled'));
    expect(mail!.subject).toBe('বুকিং বাতিল: সুন্দরবন ভ্রমণ');
  });
});

describe('package names in receipts', () => {
  async function receipt(packageId: string, tag: string) {
    const { traveller } = await book(packageId, 'bn', tag);
    const paid = await payUnpaid(t.app, { auth: { ...traveller.auth, 'accept-language': 'bn' } });
    // 201 when this call records the payment, 200 when the processor's webhook did first.
    expect(paid.statusCode, paid.body).toBeLessThan(300);
    await t.app.services.jobs.runDue();
    const [mail] = await eventually(() => outbox(traveller.email, 'payment-receipt'));
    const file = await t.app.services.mail.attachment(mail!.id, 0);
    const pdf = path.join(dir, `${tag}.pdf`);
    writeFileSync(pdf, file.content);
    return { mail: mail!, pdfText: execFileSync('pdftotext', [pdf, '-'], { encoding: 'utf8' }) };
  }

  it('name the package by its Bangla title in the e-mail and the PDF', async () => {
    const { mail, pdfText } = await receipt(withBangla, 'receipt-bn');
    expect(mail.language).toBe('bn');
    expect(mail.text).toContain('সুন্দরবন ভ্রমণ');
    expect(mail.text).not.toContain('Sundarbans Cruise');
    expect(pdfText).toContain('সুন্দরবন ভ্রমণ');
    expect(pdfText).not.toContain('Sundarbans Cruise');
  });

  it('mark the English fallback lang="en" in the e-mail and print it in the PDF', async () => {
    const { mail, pdfText } = await receipt(englishOnly, 'receipt-fallback');
    expect(mail.html).toContain('<span lang="en">Iceland Ring Road</span>');
    expect(pdfText).toContain('Iceland Ring Road');
  });
});
