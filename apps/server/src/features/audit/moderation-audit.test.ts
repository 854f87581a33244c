import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, type AuditEvent, type AuditList } from '@wayfare/contract/audit';
import {
  createTestApp,
  inject,
  signUpAdmin,
  signUpWithToken,
  uniqueEmail,
  type TestApp,
} from '#test/helpers';

/*
 * The admins' changes to what travellers wrote (reviews, trip requests, contact messages) are in
 * the audit trail like every other admin change: who, from where, what, the status before and
 * after, and none of the travellers' words.
 */

type Account = Awaited<ReturnType<typeof signUpWithToken>>;

const ADMIN_ADDRESS = '198.51.100.23';

let t: TestApp;
let admin: Account;
let adminId: string;
let traveller: Account;

beforeAll(async () => {
  t = await createTestApp({ REVIEWS_REQUIRE_APPROVAL: 'true' });
  admin = await signUpAdmin(t.app, uniqueEmail('moderator'), 'Moderating Admin');
  adminId = (await t.app.services.users.accountIdOf(admin.email))!;
  traveller = await signUpWithToken(t.app, uniqueEmail('writer'), 'Writing Traveller');
});
afterAll(() => t.close());

/** The trail's entries about one object, newest first. */
async function entriesFor(targetId: string): Promise<AuditEvent[]> {
  const response = await inject(t.app, {
    method: 'GET',
    url: `/api/audit?targetId=${targetId}&limit=100`,
    headers: admin.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json<AuditList>().items;
}

function asAdmin(method: 'PATCH' | 'PUT', url: string, payload: Record<string, unknown>) {
  return inject(t.app, {
    method,
    url,
    headers: admin.auth,
    remoteAddress: ADMIN_ADDRESS,
    payload,
  });
}

/** Each entry names an action the Audit trail screen has words for, and can filter by. */
async function expectReadable(entries: AuditEvent[]) {
  for (const entry of entries) {
    const label = (AUDIT_ACTION_LABELS as Record<string, string>)[entry.action];
    expect(label, entry.action).toBeDefined();
    expect(label).not.toBe(entry.action);
    const filtered = await inject(t.app, {
      method: 'GET',
      url: `/api/audit?action=${encodeURIComponent(entry.action)}`,
      headers: admin.auth,
    });
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json<AuditList>().items.map((e) => e.action)).toContain(entry.action);
  }
}

describe('what admins do to what travellers wrote', () => {
  it('records approving, hiding and restoring a review, each once', async () => {
    const quote = 'A quote only its writer should be quoted with';
    const posted = await inject(t.app, {
      method: 'POST',
      url: '/api/reviews',
      headers: traveller.auth,
      payload: {
        name: 'Writing Traveller',
        designation: 'Teacher',
        rating: 4,
        image: `/api/images/${'b'.repeat(64)}.webp`,
        quote,
      },
    });
    expect(posted.statusCode).toBe(201);
    const reviewId = posted.json<{ insertedId: string }>().insertedId;
    const url = `/api/reviews/${reviewId}`;

    expect((await asAdmin('PATCH', url, { approved: true })).statusCode).toBe(200);
    expect((await asAdmin('PATCH', url, { hidden: true })).statusCode).toBe(200);
    // Hidden already: nothing changes, nothing is recorded.
    expect((await asAdmin('PATCH', url, { hidden: true })).statusCode).toBe(200);
    expect((await asAdmin('PATCH', url, { hidden: false })).statusCode).toBe(200);

    const entries = await entriesFor(reviewId);
    expect(entries.map((e) => e.action)).toEqual([
      'review.restore',
      'review.hide',
      'review.approve',
    ]);
    const [restore, hide, approve] = entries as [AuditEvent, AuditEvent, AuditEvent];
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actorId: adminId,
        targetType: 'review',
        targetId: reviewId,
        address: ADMIN_ADDRESS,
      });
    }
    expect(approve.changes).toEqual({ approved: { from: false, to: true } });
    expect(hide.changes).toEqual({ hidden: { from: false, to: true } });
    expect(restore.changes).toEqual({ hidden: { from: true, to: false } });
    expect(JSON.stringify(entries)).not.toContain(quote);
    await expectReadable(entries);
  });

  it('records answering a trip request and correcting the answer, without their text', async () => {
    const start = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 24 * 86_400_000).toISOString().slice(0, 10);
    const created = await inject(t.app, {
      method: 'POST',
      url: '/api/destination',
      headers: traveller.auth,
      payload: {
        email: traveller.email,
        origin: 'Rajshahi',
        destination: 'Bandarban',
        startDateTime: `${start}T08:00`,
        endDateTime: `${end}T20:00`,
      },
    });
    expect(created.statusCode).toBe(201);
    const requestId = created.json<{ insertedId: string }>().insertedId;
    const url = `/api/trip-requests/${requestId}/answer`;
    const answer = 'Yes: 4 days for $280 with a guide named Rafiq.';
    expect((await asAdmin('PUT', url, { answer })).statusCode).toBe(200);
    expect((await asAdmin('PUT', url, { answer: `${answer} Boat included.` })).statusCode).toBe(
      200,
    );

    const entries = await entriesFor(requestId);
    expect(entries.map((e) => e.action)).toEqual(['trip-request.answer', 'trip-request.answer']);
    const [correction, first] = entries as [AuditEvent, AuditEvent];
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actorId: adminId,
        targetType: 'trip-request',
        targetId: requestId,
        address: ADMIN_ADDRESS,
      });
    }
    expect(first.changes).toEqual({ status: { from: 'new', to: 'answered' }, answer: 'changed' });
    expect(correction.changes).toEqual({ answer: 'changed' });
    const recorded = JSON.stringify(entries);
    for (const text of ['Rafiq', 'Boat included', 'Rajshahi', 'Bandarban']) {
      expect(recorded).not.toContain(text);
    }
    await expectReadable(entries);
  });

  it('records marking a contact message handled and not handled, not a repeat', async () => {
    const message = 'Please call me back about the Sylhet trip';
    const sent = await inject(t.app, {
      method: 'POST',
      url: '/api/contacts',
      headers: traveller.auth,
      payload: { message },
    });
    expect(sent.statusCode).toBe(201);
    const contactId = sent.json<{ insertedId: string }>().insertedId;
    const url = `/api/contacts/${contactId}`;
    expect((await asAdmin('PATCH', url, { handled: true })).statusCode).toBe(200);
    // Handled already: the first time and admin stay, and the trail has nothing new.
    const again = await asAdmin('PATCH', url, { handled: true });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ handledBy: admin.email });
    expect((await asAdmin('PATCH', url, { handled: false })).statusCode).toBe(200);

    const entries = await entriesFor(contactId);
    expect(entries.map((e) => e.action)).toEqual(['contact.unhandled', 'contact.handled']);
    const [reopened, handled] = entries as [AuditEvent, AuditEvent];
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actorId: adminId,
        targetType: 'contact',
        targetId: contactId,
        address: ADMIN_ADDRESS,
      });
    }
    expect(handled.changes).toEqual({ handled: { from: false, to: true } });
    expect(reopened.changes).toEqual({ handled: { from: true, to: false } });
    expect(JSON.stringify(entries)).not.toContain(message);
    await expectReadable(entries);
  });

  it('records nothing for an id that names no object (404)', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await asAdmin('PATCH', `/api/reviews/${missing}`, { hidden: true })).statusCode).toBe(
      404,
    );
    expect(
      (await asAdmin('PUT', `/api/trip-requests/${missing}/answer`, { answer: 'Hello' }))
        .statusCode,
    ).toBe(404);
    expect((await asAdmin('PATCH', `/api/contacts/${missing}`, { handled: true })).statusCode).toBe(
      404,
    );
    expect(await entriesFor(missing)).toEqual([]);
  });
});
