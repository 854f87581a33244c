import { like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContactRequest } from '@wayfare/contract/contacts';
import { jobs } from '#db/schema';
import type { MailRow } from './repository';
import {
  createTestApp,
  inject,
  signUpAdmin,
  signUpWithToken,
  TEST_PASSWORD,
  testConfig,
  uniqueEmail,
  type TestApp,
} from '#test/helpers';
import { eventually, linksIn } from '#test/mail-peer';

/*
 * Mail abuse (docs/security.md): sign-up proves no mailbox, so whoever signs up with an address
 * can make the agency mail it. What they typed reaches an address only once it is verified; the
 * mail an account's actions cause is limited per account and per address; the admins get one
 * notification per contact message up to a limit, then a digest.
 */

type Account = Awaited<ReturnType<typeof signUpWithToken>>;

/** The limits by default (MAIL_ACCOUNT_LIMIT_MAX, MAIL_RECIPIENT_LIMIT_MAX, CONTACT_NOTIFY_LIMIT_MAX). */
const limits = testConfig().mail.limits;
const { perAccount, perRecipient, agencyNotifications } = limits;

let t: TestApp;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, uniqueEmail('mail-admin'), 'Mail Admin');
});
afterAll(() => t.close());

function contact(app: TestApp, account: Account, payload: Record<string, unknown>) {
  return inject(app.app, {
    method: 'POST',
    url: '/api/contacts',
    headers: account.auth,
    payload,
  });
}

/** The messages of a kind to an address, oldest first, their plain text on one line. */
async function outbox(app: TestApp, address: string, kind: string): Promise<MailRow[]> {
  return (await app.app.services.mail.listTo(address))
    .filter((m) => m.kind === kind)
    .map((m) => ({ ...m, text: m.text.replace(/\s+/g, ' ') }));
}

/** Opens the link of the verification e-mail sent at sign-up, as its recipient would. */
async function verify(app: TestApp, address: string) {
  const [mail] = await eventually(() => outbox(app, address, 'email-verification'));
  const link = new URL(linksIn(mail!.text).find((l) => l.includes('/verify-email?'))!);
  const opened = await inject(app.app, { method: 'GET', url: `${link.pathname}${link.search}` });
  expect(opened.statusCode).toBe(302);
}

async function addPackage(title: string) {
  const response = await inject(t.app, {
    method: 'POST',
    url: '/api/addPackages',
    headers: admin.auth,
    payload: { title, price: 90, duration: '2 days' },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ insertedId: string }>().insertedId;
}

async function book(account: Account, payload: Record<string, unknown>) {
  const response = await inject(t.app, {
    method: 'POST',
    url: '/api/booking',
    headers: account.auth,
    payload: { email: account.email, ...payload },
  });
  expect(response.statusCode).toBe(201);
  // The confirmation is written by the booking's compose job.
  await t.app.services.jobs.runDue();
  return response.json<{ insertedId: string }>().insertedId;
}

/** How many contact messages of this text an admin sees (stored ones only). */
async function storedContacts(q: string): Promise<number> {
  const response = await inject(t.app, {
    method: 'GET',
    url: `/api/contacts?q=${encodeURIComponent(q)}&limit=100`,
    headers: admin.auth,
  });
  return response.json<ContactRequest[]>().length;
}

describe('what a person typed, in mail to an address not verified', () => {
  it("acknowledges an unverified account's contact message without its text or name, and a verified one's with both", async () => {
    const name = 'Impostor Greeting Canary';
    const text = 'Click http://evil.example/win to claim your prize';
    const stranger = await signUpWithToken(t.app, uniqueEmail('victim'), name);
    expect((await contact(t, stranger, { name, message: text })).statusCode).toBe(201);
    const [ack] = await outbox(t, stranger.email, 'contact-acknowledgement');
    expect(ack).toBeDefined();
    for (const part of [ack!.subject, ack!.text, ack!.html]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('Canary');
    }
    // It still says what happened.
    expect(ack!.text).toContain('We received a message sent with this e-mail address');
    expect(ack!.text).toContain('Hello,');
    // The agency reads what was written, verified or not.
    const notices = await outbox(t, admin.email, 'contact-notification');
    expect(notices.some((m) => m.text.includes('evil.example/win'))).toBe(true);

    const owner = await signUpWithToken(t.app, uniqueEmail('owner'), 'Verified Owner');
    await verify(t, owner.email);
    const question = 'Do you run trips to Nijhum Dwip in winter?';
    expect((await contact(t, owner, { message: question })).statusCode).toBe(201);
    const [quoted] = await outbox(t, owner.email, 'contact-acknowledgement');
    expect(quoted!.text).toContain(question);
    expect(quoted!.text).toContain('Hello Verified Owner,');
  });

  it('confirms a booking to an unverified address without the booking name and the travellers’ names', async () => {
    const title = `Lalakhal Boat ${Date.now().toString(36)}`;
    const packageId = await addPackage(title);
    const stranger = await signUpWithToken(t.app, uniqueEmail('booker'), 'Sign-up Name Canary');
    await book(stranger, {
      packageId,
      name: 'Booking Name Canary',
      travellers: 3,
      travellerNames: ['Second Traveller Canary', 'Third Traveller Canary'],
    });
    const [confirmation] = await outbox(t, stranger.email, 'booking-confirmation');
    expect(confirmation).toBeDefined();
    for (const part of [confirmation!.subject, confirmation!.text, confirmation!.html]) {
      expect(part).not.toContain('Canary');
    }
    // What was booked is all there.
    expect(confirmation!.subject).toBe(`Booking received: ${title}`);
    expect(confirmation!.text).toContain('3 travellers');
    expect(confirmation!.text).toContain('2 days');

    const owner = await signUpWithToken(t.app, uniqueEmail('verified-booker'), 'Owner');
    await verify(t, owner.email);
    await book(owner, {
      packageId,
      name: 'Lead Traveller',
      travellers: 2,
      travellerNames: ['Second Traveller'],
    });
    const [named] = await outbox(t, owner.email, 'booking-confirmation');
    expect(named!.text).toContain('Hello Lead Traveller,');
    expect(named!.text).toContain('2 travellers: Lead Traveller and Second Traveller');
  });

  it('greets nobody by the sign-up name in the verification e-mail (the address is unproven)', async () => {
    const email = uniqueEmail('greeted');
    await signUpWithToken(t.app, email, 'Greeting Canary');
    const [mail] = await eventually(() => outbox(t, email, 'email-verification'));
    expect(mail!.text).not.toContain('Canary');
    expect(mail!.text).toContain('Hello,');
  });
});

describe('limits on the mail an account’s actions cause', () => {
  it(`refuses the contact message beyond ${perAccount} messages an account caused in the hour (429), whatever their kind`, async () => {
    const tag = `limit${Date.now().toString(36)}`;
    const sender = await signUpWithToken(t.app, uniqueEmail('busy'));
    for (let n = 1; n < perAccount; n++) {
      const sent = await contact(t, sender, { message: `${tag} question ${n}` });
      expect(sent.statusCode, `message ${n}`).toBe(201);
    }
    // The account's booking confirmations count too: the first is its last message...
    const packageId = await addPackage(`Ratargul ${tag}`);
    await book(sender, { packageId, name: 'Busy Traveller' });
    expect(await outbox(t, sender.email, 'booking-confirmation')).toHaveLength(1);
    // ...and beyond it, a booking stands but is not confirmed by e-mail (My Booking shows it).
    const second = await book(sender, { packageId, name: 'Busy Traveller' });
    expect(second).toBeTruthy();
    expect(await outbox(t, sender.email, 'booking-confirmation')).toHaveLength(1);

    const refused = await contact(t, sender, { message: `${tag} one too many` });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED', status: 429 });
    expect(refused.json<{ detail: string }>().detail).toMatch(/try again in/);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(limits.windowSeconds);
    // Nothing of the refused message was kept, nor mailed.
    expect(await storedContacts(tag)).toBe(perAccount - 1);
    expect(await outbox(t, sender.email, 'contact-acknowledgement')).toHaveLength(perAccount - 1);
    expect((await t.app.services.mail.listTo(sender.email)).filter((m) => m.causedBy)).toHaveLength(
      perAccount,
    );

    // Another account is not held back by this one.
    const other = await signUpWithToken(t.app, uniqueEmail('calm'));
    expect((await contact(t, other, { message: `${tag} from someone else` })).statusCode).toBe(201);
  });

  it('lets exactly the limit through when one account sends many messages at once', async () => {
    const tag = `race${Date.now().toString(36)}`;
    const sender = await signUpWithToken(t.app, uniqueEmail('racer'));
    const answers = await Promise.all(
      Array.from({ length: perAccount + 8 }, (_, n) =>
        contact(t, sender, { message: `${tag} at once ${n}` }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(perAccount);
    expect(statuses.filter((s) => s === 429)).toHaveLength(8);
    expect(await storedContacts(tag)).toBe(perAccount);
    expect(await outbox(t, sender.email, 'contact-acknowledgement')).toHaveLength(perAccount);
  });

  it(`stops the message beyond ${perRecipient} to one address, even from a new account of that address or an admin`, async () => {
    const tag = `recipient${Date.now().toString(36)}`;
    const email = uniqueEmail('target');
    const first = await signUpWithToken(t.app, email);
    for (let n = 1; n <= perRecipient; n++) {
      expect((await contact(t, first, { message: `${tag} ${n}` })).statusCode).toBe(201);
    }
    // Deleting the account and signing up again with the address starts no new count.
    const deleted = await inject(t.app, {
      method: 'DELETE',
      url: '/api/account',
      headers: first.auth,
      payload: { password: TEST_PASSWORD },
    });
    expect(deleted.statusCode).toBe(204);
    const again = await signUpWithToken(t.app, email);
    expect((await contact(t, again, { message: `${tag} again` })).statusCode).toBe(429);
    // An admin writing on the address's behalf is held to the address's limit too...
    const onBehalf = await contact(t, admin, { email, message: `${tag} on behalf` });
    expect(onBehalf.statusCode).toBe(429);
    expect(await storedContacts(tag)).toBe(perRecipient);
    expect(await outbox(t, email, 'contact-acknowledgement')).toHaveLength(perRecipient);

    // ...but not to a per-account one: the agency's desk logs phoned-in messages for many people.
    for (let n = 1; n <= perAccount + 1; n++) {
      const logged = await contact(t, admin, {
        name: 'Phoned in',
        email: uniqueEmail('caller'),
        message: `${tag} phoned ${n}`,
      });
      expect(logged.statusCode, `phoned-in message ${n}`).toBe(201);
    }
  });
});

describe('the admins’ notifications of contact messages', () => {
  let desk: TestApp;
  const DESK = 'desk@agency.example';

  beforeAll(async () => {
    desk = await createTestApp({ NOTIFY_EMAILS: DESK });
  });
  afterAll(() => desk.close());

  it(`sends one per message up to ${agencyNotifications} in the hour, then one digest saying how many more came`, async () => {
    const more = 3;
    const total = agencyNotifications + more;
    const senders = await Promise.all(
      Array.from({ length: Math.ceil(total / (perAccount - 1)) }, () =>
        signUpWithToken(desk.app, uniqueEmail('writer')),
      ),
    );
    const words = (n: number) => `Question number ${n} about the haor`;
    for (let n = 0; n < total; n++) {
      const sender = senders[Math.floor(n / (perAccount - 1))]!;
      const sent = await contact(desk, sender, { message: words(n) });
      expect(sent.statusCode, `message ${n}`).toBe(201);
    }
    const notices = await outbox(desk, DESK, 'contact-notification');
    expect(notices).toHaveLength(agencyNotifications);
    expect(notices.map((m) => m.text).join('\n')).toContain(words(agencyNotifications - 1));
    expect(await outbox(desk, DESK, 'contact-digest')).toHaveLength(0);

    // One digest job for the whole stretch, due when the oldest notification leaves the hour.
    const digestJobs = like(jobs.dedupeKey, `contact-digest:${DESK}:%`);
    const pending = await desk.app.database.db
      .select({ runAt: jobs.runAt, status: jobs.status })
      .from(jobs)
      .where(digestJobs);
    expect(pending).toHaveLength(1);
    expect(pending[0]!.status).toBe('queued');
    expect(pending[0]!.runAt.getTime()).toBeGreaterThan(Date.now());
    await desk.app.database.db
      .update(jobs)
      .set({ runAt: sql`now()` })
      .where(digestJobs);
    await desk.app.services.jobs.runDue();

    const [digest, ...others] = await outbox(desk, DESK, 'contact-digest');
    expect(others).toHaveLength(0);
    expect(digest!.subject).toBe(`${more} more messages from the Contact page`);
    expect(digest!.text).toContain(`${more} more messages arrived on the Contact page`);
    expect(digest!.text).toContain(`${agencyNotifications} within the hour were sent to you`);
    expect(digest!.text).not.toContain('haor');
    // Each message is in User Requests, notified or not.
    expect(await outbox(desk, DESK, 'contact-notification')).toHaveLength(agencyNotifications);
  });
});
