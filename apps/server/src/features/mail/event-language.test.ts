import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailList, MailMessage } from '@wayfare/contract/mail';
import {
  bookings,
  contacts,
  newsletterSubscribers,
  paymentIntents,
  payments,
  tripRequests,
  users,
} from '#db/schema';
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

/*
 * The language of the request that caused a message, for an account that chose none (docs/i18n.md,
 * "E-mails"): recorded on the booking, the payment, the trip request, the contact message and the
 * newsletter address when they are made, so that a message a job writes later (a confirmation, a
 * receipt, a cancellation, an answer) is in the language of the page the person was on.
 */

type Account = Awaited<ReturnType<typeof signUpWithToken>>;

let t: TestApp;
let admin: Account;
let packageId: string;
const Y = new Date().getUTCFullYear() + 1;

beforeAll(async () => {
  t = await createTestApp({ MAIL_ACCOUNT_LIMIT_MAX: '50', MAIL_RECIPIENT_LIMIT_MAX: '50' });
  admin = await signUpAdmin(t.app, uniqueEmail('event-admin'), 'Event Admin');
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

const flat = (text: string) => text.replace(/\s+/g, ' ');

async function book(traveller: Account, acceptLanguage?: string) {
  const booked = await inject(t.app, {
    method: 'POST',
    url: '/api/booking',
    headers: {
      ...traveller.auth,
      ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}),
    },
    payload: { packageId, name: 'Rahim Uddin', email: traveller.email, travellers: 2 },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  await t.app.services.jobs.runDue();
  return booked.json<{ insertedId: string }>().insertedId;
}

async function storedLanguage(id: string) {
  const [row] = await t.app.database.db
    .select({ language: bookings.language })
    .from(bookings)
    .where(eq(bookings.id, id));
  return row?.language;
}

describe('booking messages', () => {
  it('confirm a booking made on a Bangla page in Bangla, to an account with no language', async () => {
    const traveller = await signUpWithToken(t.app, uniqueEmail('event-book-bn'), 'Rahim Uddin');
    const id = await book(traveller, 'bn-BD,bn;q=0.9,en;q=0.5');
    expect(await storedLanguage(id)).toBe('bn');
    const [mail] = await outbox(traveller.email, 'booking-confirmation');
    expect(mail!.language).toBe('bn');
    expect(mail!.subject).toBe('বুকিং পেয়েছি: Srimangal Tea Trail');
    expect(flat(mail!.text)).toContain('সবার জন্য মোট $২৪০');
    expect(linksIn(mail!.text)).toContain('http://localhost:3000/bn/dashboard/payment');
  });

  it('confirm a booking made on an English page in English, word for word as without a language', async () => {
    const english = await signUpWithToken(t.app, uniqueEmail('event-book-en'), 'Rahim Uddin');
    const id = await book(english, 'en');
    expect(await storedLanguage(id)).toBe('en');
    const none = await signUpWithToken(t.app, uniqueEmail('event-book-none'), 'Rahim Uddin');
    const noneId = await book(none);
    const [mail] = await outbox(english.email, 'booking-confirmation');
    const [before] = await outbox(none.email, 'booking-confirmation');
    expect(mail!.language).toBe('en');
    expect(mail!.subject).toBe('Booking received: Srimangal Tea Trail');
    expect(flat(mail!.text)).toContain('Price $240 for everyone');
    // The same words but for the booking's reference (its id's first eight digits).
    const unreferenced = (text: string, bookingId: string) =>
      text.replaceAll(bookingId.slice(0, 8).toUpperCase(), 'REFERENCE');
    expect(unreferenced(mail!.text, id)).toBe(unreferenced(before!.text, noneId));
    expect(unreferenced(mail!.html, id)).toBe(unreferenced(before!.html, noneId));
  });

  it('tell of a cancellation an admin makes later in the booking’s language, not the admin’s', async () => {
    const traveller = await signUpWithToken(t.app, uniqueEmail('event-cancel-bn'), 'Rahim Uddin');
    const id = await book(traveller, 'bn');
    const cancelled = await inject(t.app, {
      method: 'POST',
      url: `/api/allBooking/${id}/cancel`,
      headers: { ...admin.auth, 'accept-language': 'en' },
      payload: { reason: 'The guest house closed for repairs' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.app.services.jobs.runDue();
    const [mail] = await eventually(() => outbox(traveller.email, 'booking-cancelled'));
    expect(mail!.language).toBe('bn');
    expect(mail!.subject).toBe('বুকিং বাতিল: Srimangal Tea Trail');
  });

  it('follow the account’s chosen language over the page the booking was made on', async () => {
    const traveller = await signUpWithToken(t.app, uniqueEmail('event-book-chosen'), 'Rahim');
    await t.app.database.db
      .update(users)
      .set({ language: 'en' })
      .where(eq(users.email, traveller.email));
    const id = await book(traveller, 'bn');
    expect(await storedLanguage(id)).toBe('bn');
    const [mail] = await outbox(traveller.email, 'booking-confirmation');
    expect(mail!.language).toBe('en');
    expect(mail!.subject).toBe('Booking received: Srimangal Tea Trail');
  });
});

describe('payment receipts', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'wayfare-event-receipt-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const subjectOf = (pdf: Buffer | Uint8Array, name: string) => {
    const file = path.join(dir, `${name}.pdf`);
    writeFileSync(file, pdf);
    const info = execFileSync('pdfinfo', ['-enc', 'UTF-8', file], { encoding: 'utf8' });
    return /^Subject:\s*(.*)$/m.exec(info)?.[1]?.trim();
  };

  async function paidReceipt(acceptLanguage: string) {
    const traveller = await signUpWithToken(t.app, uniqueEmail(`event-pay-${acceptLanguage}`));
    await book(traveller, acceptLanguage);
    const auth = { ...traveller.auth, 'accept-language': acceptLanguage };
    const paid = await payUnpaid(t.app, { auth });
    // 201 when this call records the payment, 200 when the processor's webhook did first.
    expect(paid.statusCode, paid.body).toBeLessThan(300);
    await t.app.services.jobs.runDue();
    const [mail] = await eventually(() => outbox(traveller.email, 'payment-receipt'));
    const [payment] = await t.app.database.db
      .select()
      .from(payments)
      .where(eq(payments.email, traveller.email));
    const [intent] = await t.app.database.db
      .select({ language: paymentIntents.language })
      .from(paymentIntents)
      .where(eq(paymentIntents.id, payment!.paymentIntentId));
    const file = await t.app.services.mail.attachment(mail!.id, 0);
    return { mail: mail!, payment: payment!, intent: intent!, file };
  }

  it('are in Bangla, the PDF’s subject too, for a payment made on a Bangla page', async () => {
    const { mail, payment, intent, file } = await paidReceipt('bn');
    expect(intent.language).toBe('bn');
    expect(payment.language).toBe('bn');
    expect(mail.language).toBe('bn');
    expect(mail.subject).toMatch(/^আপনার Wayfare রসিদ /);
    expect(subjectOf(file.content, 'bn')).toBe(`পেমেন্ট ${payment.paymentIntentId}`);
  });

  it('are in English, the PDF’s subject as before, for a payment made on an English page', async () => {
    const { mail, payment, file } = await paidReceipt('en');
    expect(payment.language).toBe('en');
    expect(mail.language).toBe('en');
    expect(mail.subject).toMatch(/^Your Wayfare receipt /);
    expect(subjectOf(file.content, 'en')).toBe(`Payment ${payment.paymentIntentId}`);
  });
});

describe('contact messages', () => {
  async function send(sender: Account, acceptLanguage: string) {
    const sent = await inject(t.app, {
      method: 'POST',
      url: '/api/contacts',
      headers: { ...sender.auth, 'accept-language': acceptLanguage },
      payload: { name: 'Nusrat', message: 'Is there a family room in Srimangal?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    return sent.json<{ insertedId: string }>().insertedId;
  }

  it('are acknowledged in Bangla when sent from a Bangla page; the agency’s notice stays English', async () => {
    const sender = await signUpWithToken(t.app, uniqueEmail('event-contact-bn'), 'Nusrat');
    const id = await send(sender, 'bn');
    const [row] = await t.app.database.db
      .select({ language: contacts.language })
      .from(contacts)
      .where(eq(contacts.id, id));
    expect(row!.language).toBe('bn');
    const [ack] = await eventually(() => outbox(sender.email, 'contact-acknowledgement'));
    expect(ack!.language).toBe('bn');
    expect(ack!.subject).toBe('আপনার বার্তা পেয়েছি');
    const pages = linksIn(ack!.text).filter((l) => !l.startsWith('http://localhost:3000/api/'));
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.every((l) => l.startsWith('http://localhost:3000/bn/'))).toBe(true);
    const [notice] = await eventually(() => outbox(admin.email, 'contact-notification'));
    expect(notice!.language).toBe('en');
  });

  it('are acknowledged in English from an English page', async () => {
    const sender = await signUpWithToken(t.app, uniqueEmail('event-contact-en'), 'Nusrat');
    await send(sender, 'en');
    const [ack] = await eventually(() => outbox(sender.email, 'contact-acknowledgement'));
    expect(ack!.language).toBe('en');
    expect(ack!.subject).toBe('We have your message');
  });
});

describe('trip requests', () => {
  it('are acknowledged in the page’s language, and answered later in it', async () => {
    const traveller = await signUpWithToken(t.app, uniqueEmail('event-trip-bn'), 'Karim');
    const made = await inject(t.app, {
      method: 'POST',
      url: '/api/destination',
      headers: { ...traveller.auth, 'accept-language': 'bn' },
      payload: {
        email: traveller.email,
        origin: 'Dhaka',
        destination: 'Sylhet',
        startDateTime: `${Y}-12-20T09:00:00+06:00`,
        endDateTime: `${Y}-12-23T18:30:00+06:00`,
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json<{ insertedId: string }>().insertedId;
    const [row] = await t.app.database.db
      .select({ language: tripRequests.language })
      .from(tripRequests)
      .where(eq(tripRequests.id, id));
    expect(row!.language).toBe('bn');
    const [ack] = await eventually(() => outbox(traveller.email, 'trip-request-acknowledgement'));
    expect(ack!.language).toBe('bn');
    expect(ack!.subject).toBe('আপনার ট্রিপের অনুরোধ পেয়েছি');

    const answered = await inject(t.app, {
      method: 'PUT',
      url: `/api/trip-requests/${id}/answer`,
      headers: { ...admin.auth, 'accept-language': 'en' },
      payload: { answer: 'We can arrange three nights in Sylhet.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const [answer] = await eventually(() => outbox(traveller.email, 'trip-request-answered'));
    expect(answer!.language).toBe('bn');
    expect(answer!.subject).toMatch(/আপনার ট্রিপের অনুরোধের উত্তর এসেছে$/);
  });
});

describe('the newsletter', () => {
  function subscribe(email: string, acceptLanguage: string) {
    return inject(t.app, {
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'accept-language': acceptLanguage },
      payload: { email },
    });
  }

  it('confirms in Bangla with links to /bn/newsletter/…, and welcomes in the confirm page’s language', async () => {
    const email = uniqueEmail('event-news-bn');
    expect((await subscribe(email, 'bn')).statusCode).toBe(200);
    const [row] = await t.app.database.db
      .select({ language: newsletterSubscribers.language })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email));
    expect(row!.language).toBe('bn');
    const [mail] = await eventually(() => outbox(email, 'newsletter-confirmation'));
    expect(mail!.language).toBe('bn');
    expect(mail!.subject).toBe('Wayfare নিউজলেটারের সাবস্ক্রিপশন নিশ্চিত করুন');
    const links = linksIn(mail!.text);
    const confirm = links.find((l) => l.includes('/newsletter/confirm?'));
    expect(confirm).toMatch(/^http:\/\/localhost:3000\/bn\/newsletter\/confirm\?email=/);
    expect(
      links.some((l) => l.startsWith('http://localhost:3000/bn/newsletter/unsubscribe?email=')),
    ).toBe(true);
    // The one-click URL is the API's, in no language.
    expect(mail!.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/newsletter\/unsubscribe\?/,
    );

    const query = new URL(confirm!).searchParams;
    const confirmed = await inject(t.app, {
      method: 'POST',
      url: '/api/newsletter/confirm',
      headers: { 'accept-language': 'bn' },
      payload: { email: query.get('email'), token: query.get('token') },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [welcome] = await eventually(() => outbox(email, 'newsletter-welcome'));
    expect(welcome!.language).toBe('bn');
    expect(welcome!.subject).toBe('Wayfare নিউজলেটারে স্বাগতম');
    expect(
      linksIn(welcome!.text).some((l) =>
        l.startsWith('http://localhost:3000/bn/newsletter/unsubscribe?email='),
      ),
    ).toBe(true);
  });

  it('confirms in English with links to the English pages', async () => {
    const email = uniqueEmail('event-news-en');
    expect((await subscribe(email, 'en')).statusCode).toBe(200);
    const [mail] = await eventually(() => outbox(email, 'newsletter-confirmation'));
    expect(mail!.language).toBe('en');
    expect(mail!.subject).toBe('Confirm your Wayfare newsletter subscription');
    const links = linksIn(mail!.text);
    expect(links.some((l) => l.startsWith('http://localhost:3000/newsletter/confirm?email='))).toBe(
      true,
    );
    expect(links.some((l) => l.includes('/bn/'))).toBe(false);
  });

  async function oneClickOpened(acceptLanguage: string, tamper = false) {
    const email = uniqueEmail(`event-news-click-${acceptLanguage}`);
    expect((await subscribe(email, acceptLanguage)).statusCode).toBe(200);
    const [mail] = await eventually(() => outbox(email, 'newsletter-confirmation'));
    const oneClick = new URL(/^<(.+)>$/.exec(mail!.headers['List-Unsubscribe']!)![1]!);
    if (tamper) oneClick.searchParams.set('token', 'x'.repeat(32));
    // A browser opening the one-click URL (no Accept-Language of a Bangla page).
    const opened = await inject(t.app, {
      method: 'GET',
      url: `${oneClick.pathname}${oneClick.search}`,
      headers: { 'accept-language': 'en' },
    });
    expect(opened.statusCode).toBe(303);
    return { location: opened.headers.location as string, query: oneClick.search };
  }

  it('opens the one-click URL in a browser on the Bangla unsubscribe page for a Bangla address', async () => {
    const { location, query } = await oneClickOpened('bn');
    expect(location).toBe(`/bn/newsletter/unsubscribe${query}`);
  });

  it('opens it on the English page for an English address, or when its token is not valid', async () => {
    const english = await oneClickOpened('en');
    expect(english.location).toBe(`/newsletter/unsubscribe${english.query}`);
    const tampered = await oneClickOpened('bn', true);
    expect(tampered.location).toBe(`/newsletter/unsubscribe${tampered.query}`);
  });
});

describe('the admins’ outbox', () => {
  it('answers each message’s language in the list and the detail', async () => {
    const traveller = await signUpWithToken(t.app, uniqueEmail('event-list-bn'), 'Rahim Uddin');
    await book(traveller, 'bn');
    const list = await inject(t.app, {
      method: 'GET',
      url: `/api/mail?q=${encodeURIComponent(traveller.email)}`,
      headers: admin.auth,
    });
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json<MailList>().items;
    const confirmation = items.find((m) => m.kind === 'booking-confirmation');
    expect(confirmation?.language).toBe('bn');
    const shown = await inject(t.app, {
      method: 'GET',
      url: `/api/mail/${confirmation!._id}`,
      headers: admin.auth,
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json<MailMessage>().language).toBe('bn');

    const english = await signUpWithToken(t.app, uniqueEmail('event-list-en'), 'Rahim Uddin');
    await book(english, 'en');
    const other = await inject(t.app, {
      method: 'GET',
      url: `/api/mail?q=${encodeURIComponent(english.email)}`,
      headers: admin.auth,
    });
    const written = other.json<MailList>().items;
    expect(written.map((m) => m.kind)).toContain('booking-confirmation');
    expect(written.every((m) => m.language === 'en')).toBe(true);
  });
});
