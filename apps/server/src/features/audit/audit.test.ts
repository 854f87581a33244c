import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEvent, AuditList } from '@wayfare/contract/audit';
import {
  createTestApp,
  inject,
  payUnpaid,
  signUpAdmin,
  signUpWithToken,
  TEST_PASSWORD,
  type TestApp,
} from '#test/helpers';

/*
 * The audit trail (docs/architecture.md, "Audit trail"): admins' changes and sign-ins,
 * append-only, with no personal values.
 */

type Account = Awaited<ReturnType<typeof signUpWithToken>>;

const ADMIN_ADDRESS = '203.0.113.7';

let t: TestApp;
let admin: Account;
let adminId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, 'auditor@example.com', 'Ayesha Auditor');
  adminId = (await t.app.services.users.findAccount(await idOf('auditor@example.com')))!.id;
});
afterAll(() => t.close());

async function idOf(email: string): Promise<string> {
  const id = await t.app.services.users.accountIdOf(email);
  if (!id) throw new Error(`no account for ${email}`);
  return id;
}

async function trail(query = ''): Promise<AuditList> {
  const response = await inject(t.app, {
    method: 'GET',
    url: `/api/audit${query}`,
    headers: admin.auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json<AuditList>();
}

/** Every entry of the trail (tests write few). */
async function allEntries(): Promise<AuditEvent[]> {
  return (await trail('?limit=100')).items;
}

describe('what admins change', () => {
  it('records a package edit: who, when, from where, and the price before and after', async () => {
    const before = Date.now();
    const added = await inject(t.app, {
      method: 'POST',
      url: '/api/addPackages',
      headers: admin.auth,
      remoteAddress: ADMIN_ADDRESS,
      payload: { title: 'Ratargul Swamp Forest', price: 120, duration: '1 day' },
    });
    expect(added.statusCode).toBe(201);
    const packageId = added.json<{ insertedId: string }>().insertedId;
    const edited = await inject(t.app, {
      method: 'PATCH',
      url: `/api/updatePackage/${packageId}`,
      headers: admin.auth,
      remoteAddress: ADMIN_ADDRESS,
      payload: { price: 135, title: 'Ratargul Swamp Forest' },
    });
    expect(edited.json()).toEqual({ modifiedCount: 1 });

    const { items } = await trail(`?targetId=${packageId}`);
    expect(items.map((e) => e.action)).toEqual(['package.update', 'package.create']);
    const [update, create] = items as [AuditEvent, AuditEvent];
    expect(update).toMatchObject({
      actorId: adminId,
      action: 'package.update',
      targetType: 'package',
      targetId: packageId,
      address: ADMIN_ADDRESS,
      // Only what changed: the title was sent unchanged.
      changes: { price: { from: 120, to: 135 } },
    });
    // The trip zone's time (Asia/Dhaka by default), within this test's run.
    expect(update.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+06:00$/);
    const at = Date.parse(update.at);
    expect(at).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(create.changes).toMatchObject({
      title: { from: null, to: 'Ratargul Swamp Forest' },
      price: { from: null, to: 120 },
      duration: { from: null, to: '1 day' },
    });

    const removed = await inject(t.app, {
      method: 'DELETE',
      url: `/api/packages/${packageId}`,
      headers: admin.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect((await trail(`?targetId=${packageId}`)).items[0]).toMatchObject({
      action: 'package.delete',
      actorId: adminId,
    });
  });

  it("records a role change and a deletion by id, without the person's name or e-mail", async () => {
    const email = 'rahim.personal@example.com';
    const name = 'Rahim Uddin Personal';
    await signUpWithToken(t.app, email, name);
    const userId = await idOf(email);

    const promoted = await inject(t.app, {
      method: 'PATCH',
      url: `/api/users/admin/${userId}`,
      headers: admin.auth,
    });
    expect(promoted.json()).toEqual({ modifiedCount: 1 });
    const removed = await inject(t.app, {
      method: 'DELETE',
      url: `/api/users/${userId}`,
      headers: admin.auth,
    });
    expect(removed.json()).toEqual({ deletedCount: 1 });
    // An admin adding someone by e-mail and inviting an admin: recorded, the address not kept.
    const added = await inject(t.app, {
      method: 'POST',
      url: '/api/users',
      headers: admin.auth,
      payload: { name: 'Karim Added Personal', email: 'karim.added@example.com' },
    });
    expect(added.statusCode).toBe(201);
    const invited = await inject(t.app, {
      method: 'POST',
      url: '/api/admin-invitations',
      headers: admin.auth,
      payload: { email: 'invited.colleague@example.com' },
    });
    expect(invited.statusCode).toBe(201);

    const { items } = await trail(`?targetId=${userId}`);
    expect(items.map((e) => [e.action, e.actorId, e.changes])).toEqual([
      ['user.delete', adminId, null],
      ['user.role', adminId, { role: { from: 'user', to: 'admin' } }],
    ]);
    const created = (await trail('?action=user.create')).items[0];
    expect(created?.changes).toEqual({ name: 'changed', email: 'changed' });
    const invitation = (await trail('?action=user.invite')).items[0];
    expect(invitation?.changes).toEqual({ email: 'changed' });

    // What the trail stores: ids only (the API names people from the directory when it is read).
    const everything = JSON.stringify(
      await t.app.database.db.execute(sql`select * from audit_events`),
    );
    for (const personal of [
      email,
      name,
      'Rahim',
      'karim.added@example.com',
      'Karim Added Personal',
      'invited.colleague@example.com',
      'auditor@example.com',
      'Ayesha Auditor',
    ]) {
      expect(everything).not.toContain(personal);
    }
  });

  it("records an admin's cancellation of a booking, the reason kept out", async () => {
    const traveller = await signUpWithToken(t.app, 'booker@example.com', 'Booker Person');
    const pkg = await inject(t.app, {
      method: 'POST',
      url: '/api/addPackages',
      headers: admin.auth,
      payload: { title: 'Kuakata Sunrise', price: 80, duration: '2 days' },
    });
    const packageId = pkg.json<{ insertedId: string }>().insertedId;
    const booked = await inject(t.app, {
      method: 'POST',
      url: '/api/booking',
      headers: traveller.auth,
      payload: { packageId, name: 'Booker Person', email: 'booker@example.com' },
    });
    expect(booked.statusCode).toBe(201);
    const bookingId = booked.json<{ insertedId: string }>().insertedId;
    // The traveller's own booking is not an admin's change.
    expect((await trail(`?targetId=${bookingId}`)).items).toEqual([]);

    const cancelled = await inject(t.app, {
      method: 'POST',
      url: `/api/allBooking/${bookingId}/cancel`,
      headers: admin.auth,
      payload: { reason: 'Booker Person asked us by phone' },
    });
    expect(cancelled.statusCode).toBe(200);
    const { items } = await trail(`?targetId=${bookingId}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      action: 'booking.cancel',
      actorId: adminId,
      targetType: 'booking',
      changes: { status: { from: 'unpaid', to: 'cancelled' }, reason: 'changed' },
      details: { refunded: 0 },
    });
    expect(JSON.stringify(items)).not.toContain('Booker');
  });
});

describe('departures and refunds', () => {
  it('records a departure added, changed (seats before and after) and cancelled', async () => {
    const pkg = await inject(t.app, {
      method: 'POST',
      url: '/api/addPackages',
      headers: admin.auth,
      payload: { title: 'Lalakhal Boat Trip', price: 60, duration: '1 day' },
    });
    const packageId = pkg.json<{ insertedId: string }>().insertedId;
    const day = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    const added = await inject(t.app, {
      method: 'POST',
      url: `/api/packages/${packageId}/departures`,
      headers: admin.auth,
      payload: { startsAt: `${day}T08:00`, seats: 12 },
    });
    expect(added.statusCode).toBe(201);
    const departureId = added.json<{ insertedId: string }>().insertedId;
    const changed = await inject(t.app, {
      method: 'PATCH',
      url: `/api/departures/${departureId}`,
      headers: admin.auth,
      payload: { seats: 16, price: 75 },
    });
    expect(changed.statusCode).toBe(200);
    const cancelled = await inject(t.app, {
      method: 'PATCH',
      url: `/api/departures/${departureId}`,
      headers: admin.auth,
      payload: { status: 'cancelled', reason: 'Flooding on the river' },
    });
    expect(cancelled.statusCode).toBe(200);

    const { items } = await trail(`?targetType=departure&targetId=${departureId}`);
    expect(items.map((e) => [e.action, e.changes])).toEqual([
      ['departure.cancel', { status: { from: 'open', to: 'cancelled' }, cancelReason: 'changed' }],
      ['departure.update', { seats: { from: 12, to: 16 }, price: { from: null, to: 75 } }],
      [
        'departure.create',
        { startsAt: { from: null, to: `${day}T08:00:00+06:00` }, seats: { from: null, to: 12 } },
      ],
    ]);
    expect(items.every((e) => e.details?.packageId === packageId)).toBe(true);
    expect(JSON.stringify(items)).not.toContain('Flooding');
  });

  it("records an admin's refund of a traveller's paid booking, not the traveller's own payment", async () => {
    const traveller = await signUpWithToken(t.app, 'payer@example.com', 'Payer Person');
    const pkg = await inject(t.app, {
      method: 'POST',
      url: '/api/addPackages',
      headers: admin.auth,
      payload: { title: 'Bandarban Hills', price: 150, duration: '3 days' },
    });
    const packageId = pkg.json<{ insertedId: string }>().insertedId;
    const booked = await inject(t.app, {
      method: 'POST',
      url: '/api/booking',
      headers: traveller.auth,
      payload: { packageId, name: 'Payer Person', email: 'payer@example.com' },
    });
    const bookingId = booked.json<{ insertedId: string }>().insertedId;
    expect((await payUnpaid(t.app, traveller)).statusCode).toBeLessThan(300);
    expect((await trail(`?targetId=${bookingId}`)).total).toBe(0);

    const refunded = await inject(t.app, {
      method: 'POST',
      url: `/api/booking/${bookingId}/refund`,
      headers: admin.auth,
      remoteAddress: ADMIN_ADDRESS,
    });
    expect(refunded.statusCode).toBe(200);
    const { items } = await trail(`?targetId=${bookingId}`);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      action: 'payment.refund',
      actorId: adminId,
      address: ADMIN_ADDRESS,
      changes: { status: { from: 'paid', to: 'refunded' } },
      details: { amount: 150 },
    });
    expect(JSON.stringify(items)).not.toContain('payer@example.com');
  });
});

describe('sign-ins', () => {
  it("records an admin's sign-in with its address, not a traveller's", async () => {
    await signUpWithToken(t.app, 'plain.traveller@example.com', 'Plain Traveller');
    const signIn = (email: string) =>
      inject(t.app, {
        method: 'POST',
        url: '/api/auth/sign-in/email',
        remoteAddress: '198.51.100.23',
        payload: { email, password: TEST_PASSWORD },
      });
    const before = (await trail('?action=admin.sign-in')).total;
    expect((await signIn('plain.traveller@example.com')).statusCode).toBe(200);
    expect((await trail('?action=admin.sign-in')).total).toBe(before);

    expect((await signIn('auditor@example.com')).statusCode).toBe(200);
    const { items, total } = await trail('?action=admin.sign-in');
    expect(total).toBe(before + 1);
    expect(items[0]).toMatchObject({
      actorId: adminId,
      action: 'admin.sign-in',
      targetType: 'user',
      targetId: adminId,
      address: '198.51.100.23',
    });
  });
});

describe('reading the trail', () => {
  it('is for admins only: 401 without a token, 403 for a traveller', async () => {
    const anonymous = await inject(t.app, { method: 'GET', url: '/api/audit' });
    expect(anonymous.statusCode).toBe(401);
    const traveller = await signUpWithToken(t.app, 'curious@example.com');
    const refused = await inject(t.app, {
      method: 'GET',
      url: '/api/audit',
      headers: traveller.auth,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('filters by action, actor and day (the trip zone), and pages', async () => {
    const entries = await allEntries();
    const updates = await trail('?action=package.update');
    expect(updates.items.length).toBeGreaterThan(0);
    expect(updates.items.every((e) => e.action === 'package.update')).toBe(true);
    expect(updates.total).toBe(entries.filter((e) => e.action === 'package.update').length);

    // Everything but the operator's grant that made the auditor an admin (signUpAdmin).
    const operators = entries.filter((e) => e.actorKind === 'operator');
    expect(operators.map((e) => [e.action, e.targetId])).toEqual([['user.role', adminId]]);
    expect((await trail(`?actorId=${adminId}`)).total).toBe(entries.length - 1);
    expect((await trail('?actorId=00000000-0000-4000-8000-000000000000')).total).toBe(0);

    // Today in Dhaka holds every entry; yesterday none; a range ending yesterday none.
    const today = entries[0]!.at.slice(0, 10);
    const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect((await trail(`?from=${today}&to=${today}`)).total).toBe(entries.length);
    expect((await trail(`?from=${yesterday}&to=${yesterday}`)).total).toBe(0);
    expect((await trail(`?to=${yesterday}`)).total).toBe(0);
    expect((await trail(`?from=${today}`)).total).toBe(entries.length);

    const firstPage = await trail('?limit=2&offset=0');
    const secondPage = await trail('?limit=2&offset=2');
    expect(firstPage.items.map((e) => e._id)).toEqual(entries.slice(0, 2).map((e) => e._id));
    expect(secondPage.items.map((e) => e._id)).toEqual(entries.slice(2, 4).map((e) => e._id));
    expect(firstPage.total).toBe(entries.length);
  });

  it('answers 400 with the field for a bad filter', async () => {
    for (const query of [
      '?action=package.steal',
      '?from=2026-02-30',
      '?to=yesterday',
      '?from=2026-05-02&to=2026-05-01',
      '?limit=1000',
    ]) {
      const response = await inject(t.app, {
        method: 'GET',
        url: `/api/audit${query}`,
        headers: admin.auth,
      });
      expect(response.statusCode, query).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    }
  });

  it('has no way to edit or remove an entry through the API', async () => {
    const [entry] = await allEntries();
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await inject(t.app, {
        method,
        url: `/api/audit/${entry!._id}`,
        headers: admin.auth,
        payload: method === 'DELETE' ? undefined : {},
      });
      expect(response.statusCode, method).toBe(404);
    }
  });
});

describe('append-only in the database', () => {
  it('refuses UPDATE, DELETE and TRUNCATE of audit_events, and keeps the entries', async () => {
    const { db } = t.app.database;
    const count = async () => {
      const answer = await db.execute(sql`select count(*)::int as n from audit_events`);
      return (answer as { rows: { n: number }[] }).rows[0]?.n;
    };
    /** The database's own refusal (Drizzle wraps it: the cause says what PostgreSQL said). */
    const refusal = async (statement: ReturnType<typeof sql>) => {
      try {
        await db.execute(statement);
      } catch (error) {
        return String((error as { cause?: Error }).cause?.message ?? error);
      }
      return 'done';
    };
    const before = await count();
    expect(before).toBeGreaterThan(0);
    expect(await refusal(sql`update audit_events set actor_id = 'someone-else'`)).toBe(
      'audit_events is append-only: UPDATE is not allowed',
    );
    expect(await refusal(sql`delete from audit_events where action = 'user.delete'`)).toBe(
      'audit_events is append-only: DELETE is not allowed',
    );
    expect(await refusal(sql`truncate audit_events`)).toBe(
      'audit_events is append-only: TRUNCATE is not allowed',
    );
    expect(await count()).toBe(before);
    const actors = await db.execute(
      sql`select distinct actor_kind, actor_id from audit_events order by actor_kind`,
    );
    expect((actors as { rows: { actor_id: string }[] }).rows).toEqual([
      { actor_kind: 'admin', actor_id: adminId },
      // The operator's grant that made the auditor an admin: no account, no id.
      { actor_kind: 'operator', actor_id: null },
    ]);
  });
});

describe('exports', () => {
  it('records a CSV export with its list, rows and filters, and no search words', async () => {
    const response = await inject(t.app, {
      method: 'GET',
      url: '/api/exports/users.csv?q=auditor%40example.com',
      headers: admin.auth,
      remoteAddress: ADMIN_ADDRESS,
    });
    expect(response.statusCode).toBe(200);
    const rows = response.body.trim().split('\r\n').length - 1;
    expect(rows).toBe(1);
    const [entry] = (await trail('?action=export')).items;
    expect(entry).toMatchObject({
      actorId: adminId,
      action: 'export',
      targetType: 'users',
      address: ADMIN_ADDRESS,
      details: { rows: 1, complete: true, filters: { q: 'given' } },
    });
    expect(JSON.stringify(entry)).not.toContain('auditor@example.com');
  });
});
