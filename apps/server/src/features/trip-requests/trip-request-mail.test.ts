import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TripRequest } from '@wayfare/contract/trip-requests';
import {
  createTestApp,
  inject,
  signUpAdmin,
  signUpWithToken,
  uniqueEmail,
  type TestApp,
} from '#test/helpers';
import { eventually, linksIn } from '#test/mail-peer';

/*
 * A trip request is a request the agency answers, not a booking: the traveller gets an
 * acknowledgement and each admin a notice, through the outbox's one rule (kinds.ts): what the
 * traveller typed (the name; the places too, to be safe) reaches their address only once it is verified, the
 * agency always; beyond the account's mail limit the request is refused and nothing stored.
 */

type Account = Awaited<ReturnType<typeof signUpWithToken>>;
type MailRow = Awaited<ReturnType<TestApp['app']['services']['mail']['listTo']>>[number];

/** Small limits, so that reaching them is cheap. */
const ACCOUNT_LIMIT = 3;

let t: TestApp;
let admin: Account;
let otherAdmin: Account;
const Y = new Date().getUTCFullYear() + 1;

beforeAll(async () => {
  t = await createTestApp({
    MAIL_ACCOUNT_LIMIT_MAX: String(ACCOUNT_LIMIT),
    MAIL_RECIPIENT_LIMIT_MAX: '50',
  });
  admin = await signUpAdmin(t.app, uniqueEmail('trip-admin'), 'Trip Admin');
  otherAdmin = await signUpAdmin(t.app, uniqueEmail('trip-admin-2'), 'Second Admin');
});
afterAll(() => t.close());

function request(account: Account, destination: string) {
  return inject(t.app, {
    method: 'POST',
    url: '/api/destination',
    headers: account.auth,
    payload: {
      email: account.email,
      origin: 'Dhaka',
      destination,
      startDateTime: `${Y}-12-20T09:00:00+06:00`,
      endDateTime: `${Y}-12-23T18:30:00+06:00`,
    },
  });
}

async function outbox(address: string, kind: string): Promise<MailRow[]> {
  return (await t.app.services.mail.listTo(address))
    .filter((m) => m.kind === kind)
    .map((m) => ({ ...m, text: m.text.replace(/\s+/g, ' ') }));
}

async function verify(address: string) {
  const [mail] = await eventually(() => outbox(address, 'email-verification'));
  const link = new URL(linksIn(mail!.text).find((l) => l.includes('/verify-email?'))!);
  const opened = await inject(t.app, { method: 'GET', url: `${link.pathname}${link.search}` });
  expect(opened.statusCode).toBe(302);
}

async function storedRequests(account: Account): Promise<TripRequest[]> {
  const response = await inject(t.app, {
    method: 'GET',
    url: `/api/destination?email=${encodeURIComponent(account.email)}`,
    headers: account.auth,
  });
  return response.json<TripRequest[]>();
}

describe('POST /api/destination tells the traveller and the agency', () => {
  it('notifies every admin with the request, and acknowledges it to a verified traveller with its places', async () => {
    const traveller = await signUpWithToken(t.app, uniqueEmail('trip-verified'), 'Nusrat Jahan');
    await verify(traveller.email);
    const made = await request(traveller, 'Bandarban');
    expect(made.statusCode).toBe(201);
    const id = made.json<{ insertedId: string }>().insertedId;

    const [ack, ...moreAcks] = await outbox(traveller.email, 'trip-request-acknowledgement');
    expect(moreAcks).toEqual([]);
    expect(ack!.subject).toBe('We have your trip request');
    expect(ack!.text).toContain('It is a request, not a booking');
    expect(ack!.text).toContain('Bandarban');
    expect(ack!.text).toContain('Nusrat Jahan');

    for (const desk of [admin, otherAdmin]) {
      const notices = await outbox(desk.email, 'trip-request-notification');
      expect(notices).toHaveLength(1);
      expect(notices[0]!.subject).toBe('New trip request from Nusrat Jahan');
      expect(notices[0]!.text).toContain('Bandarban');
      expect(notices[0]!.text).toContain(traveller.email);
      expect(notices[0]!.text).toContain('/dashboard/tripRequests');
    }
    expect((await storedRequests(traveller)).map((r) => r._id)).toEqual([id]);
  });

  it('acknowledges to an address not verified without what was typed, the agency still told it all', async () => {
    const name = 'Impostor Canary Name';
    const stranger = await signUpWithToken(t.app, uniqueEmail('trip-unverified'), name);
    expect((await request(stranger, 'Chandpur')).statusCode).toBe(201);
    const [ack] = await outbox(stranger.email, 'trip-request-acknowledgement');
    expect(ack).toBeDefined();
    for (const part of [ack!.subject, ack!.text, ack!.html]) {
      expect(part).not.toContain('Chandpur');
      expect(part).not.toContain('Canary');
    }
    // It still says what happened, and when.
    expect(ack!.text).toContain('It is a request, not a booking');
    expect(ack!.text).toContain(`${Y}`);
    const [notice] = (await outbox(admin.email, 'trip-request-notification')).filter((m) =>
      m.text.includes(stranger.email),
    );
    expect(notice!.text).toContain('Chandpur');
    expect(notice!.subject).toBe(`New trip request from ${name}`);
  });

  it("refuses a request beyond the account's mail limit: 429, nothing stored, no notice", async () => {
    const busy = await signUpWithToken(t.app, uniqueEmail('trip-busy'), 'Busy Traveller');
    // Sign-up's verification e-mail is not caused by the account's own action: not counted.
    for (let n = 0; n < ACCOUNT_LIMIT; n += 1) {
      expect((await request(busy, 'Bogra')).statusCode).toBe(201);
    }
    const notices = async () =>
      (await outbox(admin.email, 'trip-request-notification')).filter((m) =>
        m.text.includes(busy.email),
      ).length;
    expect(await notices()).toBe(ACCOUNT_LIMIT);

    const refused = await request(busy, 'Bhola');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<{ code: string }>().code).toBe('RATE_LIMITED');
    expect(await storedRequests(busy)).toHaveLength(ACCOUNT_LIMIT);
    expect(await notices()).toBe(ACCOUNT_LIMIT);
    expect(await outbox(busy.email, 'trip-request-acknowledgement')).toHaveLength(ACCOUNT_LIMIT);
  });
});
