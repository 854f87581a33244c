import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Booking } from '@wayfare/contract/bookings';
import type { ContactRequest } from '@wayfare/contract/contacts';
import type { User } from '@wayfare/contract/users';
import { bookings, contacts } from '#db/schema';
import {
  createTestApp,
  inject,
  signUpAdmin,
  signUpWithToken,
  uniqueEmail,
  type TestApp,
} from '#test/helpers';

/*
 * The admin lists (docs/product.md §7, "Admin lists"): without paging parameters the whole array
 * the specification shows; with `limit`/`offset` one page; the total in X-Total-Count and the
 * neighbours in Link; search and filters; 400 on a bad parameter.
 */

type Traveller = Awaited<ReturnType<typeof signUpWithToken>>;

let t: TestApp;
let admin: Traveller;
let packageId: string;
/** A word only this file's rows contain, so other rows of the same database never match. */
const tag = `zq${Date.now().toString(36)}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, uniqueEmail('lists-admin'), 'Admin');
  const added = await inject(t.app, {
    method: 'POST',
    url: '/api/addPackages',
    headers: admin.auth,
    payload: { title: `Paging Safari ${tag}`, price: 100, duration: '2 days' },
  });
  packageId = added.json<{ insertedId: string }>().insertedId;
});
afterAll(() => t.close());

async function get(url: string, auth: Record<string, string> | undefined = admin.auth) {
  return inject(t.app, { method: 'GET', url, headers: auth ?? {} });
}

async function book(traveller: Traveller, name: string) {
  const response = await inject(t.app, {
    method: 'POST',
    url: '/api/booking',
    headers: traveller.auth,
    payload: { packageId, name, email: traveller.email },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ insertedId: string }>().insertedId;
}

describe('GET /api/allBooking', () => {
  it('answers the whole array without paging parameters, pages with them, and the total', async () => {
    const traveller = await signUpWithToken(t.app, uniqueEmail(`${tag}-b`));
    const ids: string[] = [];
    for (const n of [1, 2, 3, 4, 5]) ids.push(await book(traveller, `Booker ${n}`));

    const whole = await get('/api/allBooking');
    expect(whole.statusCode).toBe(200);
    const all = whole.json<Booking[]>();
    expect(Array.isArray(all)).toBe(true);
    expect(Number(whole.headers['x-total-count'])).toBe(all.length);
    expect(whole.headers.link).toBeUndefined();
    for (const id of ids) expect(all.map((b) => b._id)).toContain(id);

    const first = await get(`/api/allBooking?q=${tag}&limit=2`);
    expect(first.json<Booking[]>().map((b) => b.name)).toEqual(['Booker 5', 'Booker 4']);
    expect(first.headers['x-total-count']).toBe('5');
    expect(first.headers.link).toBe(`</api/allBooking?q=${tag}&limit=2&offset=2>; rel="next"`);

    const second = await get(`/api/allBooking?q=${tag}&limit=2&offset=2`);
    expect(second.json<Booking[]>().map((b) => b.name)).toEqual(['Booker 3', 'Booker 2']);
    expect(second.headers['x-total-count']).toBe('5');
    expect(second.headers.link).toBe(
      `</api/allBooking?q=${tag}&limit=2&offset=4>; rel="next", </api/allBooking?q=${tag}&limit=2&offset=0>; rel="prev"`,
    );

    const last = await get(`/api/allBooking?q=${tag}&limit=2&offset=4`);
    expect(last.json<Booking[]>().map((b) => b.name)).toEqual(['Booker 1']);
    expect(last.headers['x-total-count']).toBe('5');
    expect(last.headers.link).toBe(`</api/allBooking?q=${tag}&limit=2&offset=2>; rel="prev"`);

    const beyond = await get(`/api/allBooking?q=${tag}&limit=2&offset=10`);
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('5');
  });

  it('searches name, e-mail and package, and filters by status and the days booked', async () => {
    const traveller = await signUpWithToken(t.app, uniqueEmail(`${tag}-f`));
    const paidId = await book(traveller, `Filter Paid ${tag}`);
    const oldId = await book(traveller, `Filter Old ${tag}`);
    await book(traveller, `Filter New ${tag}`);
    const db = t.app.database.db;
    await db.update(bookings).set({ status: 'paid' }).where(eq(bookings.id, paidId));
    // 2 January 2025, 23:30 in Dhaka (UTC+6) is still 2 January there, 17:30 UTC.
    await db
      .update(bookings)
      .set({ createdAt: new Date('2025-01-02T17:30:00Z') })
      .where(eq(bookings.id, oldId));

    const names = async (query: string) =>
      (await get(`/api/allBooking?q=Filter&${query}`))
        .json<Booking[]>()
        .filter((b) => b.email === traveller.email)
        .map((b) => b.name)
        .sort();

    expect(await names('status=paid')).toEqual([`Filter Paid ${tag}`]);
    expect(await names('status=unpaid')).toEqual([`Filter New ${tag}`, `Filter Old ${tag}`]);
    expect(await names('from=2025-01-02&to=2025-01-02')).toEqual([`Filter Old ${tag}`]);
    expect(await names('from=2025-01-03&to=2025-01-03')).toEqual([]);
    expect(await names('from=2025-01-03')).toEqual([`Filter New ${tag}`, `Filter Paid ${tag}`]);
    // Search by e-mail and by the package's title; % and _ match only themselves.
    const byEmail = await get(`/api/allBooking?q=${encodeURIComponent(traveller.email)}`);
    expect(byEmail.headers['x-total-count']).toBe('3');
    const byPackage = await get(`/api/allBooking?q=paging%20safari%20${tag}&limit=1`);
    expect(Number(byPackage.headers['x-total-count'])).toBeGreaterThanOrEqual(8);
    expect((await get('/api/allBooking?q=%25%25%25')).json()).toEqual([]);
  });

  it('refuses bad parameters with 400, a visitor with 401 and a traveller with 403', async () => {
    for (const query of [
      'limit=0',
      'limit=101',
      'offset=-1',
      'limit=abc',
      'status=lost',
      'from=2025-13-01',
      'from=2025-02-30',
      'to=2026-04-31',
      'from=yesterday',
      'from=2025-02-01&to=2025-01-01',
      `q=${'x'.repeat(101)}`,
    ]) {
      const response = await get(`/api/allBooking?${query}`);
      expect([query, response.statusCode]).toEqual([query, 400]);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    const traveller = await signUpWithToken(t.app);
    expect((await get('/api/allBooking?limit=bad', {})).statusCode).toBe(401);
    expect((await get('/api/allBooking?limit=bad', traveller.auth)).statusCode).toBe(403);
  });
});

describe('GET /api/users', () => {
  it('answers everyone without paging parameters; pages, searches and counts with them', async () => {
    const made: string[] = [];
    for (const n of [1, 2, 3]) {
      const person = await signUpWithToken(t.app, uniqueEmail(`${tag}-u${n}`), `Person ${n}`);
      made.push(person.email);
    }
    const whole = await get('/api/users');
    const everyone = whole.json<User[]>();
    expect(Number(whole.headers['x-total-count'])).toBe(everyone.length);
    for (const email of made) expect(everyone.map((u) => u.email)).toContain(email);

    const page = await get(`/api/users?q=${tag}-u&limit=2`);
    expect(page.json<User[]>().map((u) => u.email)).toEqual([made[2], made[1]]);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.headers.link).toContain('rel="next"');
    const byName = await get(`/api/users?q=${encodeURIComponent('PERSON 2')}`);
    expect(byName.json<User[]>().map((u) => u.email)).toContain(made[1]);
    expect(byName.json<User[]>().map((u) => u.email)).not.toContain(made[0]);
    expect((await get('/api/users?limit=0')).statusCode).toBe(400);
    expect((await get(`/api/users?q=${'y'.repeat(101)}`)).statusCode).toBe(400);
  });
});

describe('GET /api/contacts and PATCH /api/contacts/:id', () => {
  it('lists with the date received, pages, searches, and marks handled (admins only)', async () => {
    const sender = await signUpWithToken(t.app, uniqueEmail(`${tag}-c`), 'Sender');
    const sent: string[] = [];
    for (const n of [1, 2, 3]) {
      const response = await inject(t.app, {
        method: 'POST',
        url: '/api/contacts',
        headers: sender.auth,
        payload: { email: sender.email, message: `Question ${n} ${tag}` },
      });
      sent.push(response.json<{ insertedId: string }>().insertedId);
    }
    const whole = await get('/api/contacts');
    expect(Number(whole.headers['x-total-count'])).toBe(whole.json<ContactRequest[]>().length);

    const page = await get(`/api/contacts?q=${tag}&limit=2`);
    const rows = page.json<ContactRequest[]>();
    expect(rows.map((m) => m.message)).toEqual([`Question 3 ${tag}`, `Question 2 ${tag}`]);
    expect(page.headers['x-total-count']).toBe('3');
    expect(rows[0]).toMatchObject({ handledAt: null, handledBy: null });
    expect(Date.parse(rows[0]!.createdAt)).toBeGreaterThan(Date.now() - 60_000);

    const patch = (id: string, payload: unknown, auth: Record<string, string> | undefined) =>
      inject(t.app, {
        method: 'PATCH',
        url: `/api/contacts/${id}`,
        headers: auth ?? {},
        payload: payload as Record<string, unknown>,
      });
    const target = sent[0]!;
    expect((await patch(target, { handled: true }, undefined)).statusCode).toBe(401);
    expect((await patch(target, { handled: true }, sender.auth)).statusCode).toBe(403);
    expect((await patch(target, { handled: 'yes' }, admin.auth)).statusCode).toBe(400);
    expect((await patch(target, {}, admin.auth)).statusCode).toBe(400);
    const unknown = await patch(
      '00000000-0000-4000-8000-000000000000',
      { handled: true },
      admin.auth,
    );
    expect(unknown.statusCode).toBe(404);
    expect((await patch('not-an-id', { handled: true }, admin.auth)).statusCode).toBe(404);
    const [untouched] = await t.app.database.db
      .select({ handledAt: contacts.handledAt })
      .from(contacts)
      .where(eq(contacts.id, target));
    expect(untouched?.handledAt).toBeNull();

    const handled = await patch(target, { handled: true }, admin.auth);
    expect(handled.statusCode).toBe(200);
    const body = handled.json<ContactRequest>();
    expect(body).toMatchObject({ _id: target, handledBy: admin.email });
    expect(Date.parse(body.handledAt!)).toBeGreaterThan(Date.now() - 60_000);
    // Again: the first time and admin stay.
    const again = (await patch(target, { handled: true }, admin.auth)).json<ContactRequest>();
    expect(again.handledAt).toBe(body.handledAt);

    const onlyHandled = (await get(`/api/contacts?q=${tag}&handled=true`)).json<ContactRequest[]>();
    expect(onlyHandled.map((m) => m._id)).toEqual([target]);
    const open = (await get(`/api/contacts?q=${tag}&handled=false`)).json<ContactRequest[]>();
    expect(open.map((m) => m._id)).toEqual([sent[2], sent[1]]);
    expect((await get('/api/contacts?handled=maybe')).statusCode).toBe(400);

    const reopened = (await patch(target, { handled: false }, admin.auth)).json<ContactRequest>();
    expect(reopened).toMatchObject({ handledAt: null, handledBy: null });
    const rowsNow = await t.app.database.db
      .select({ handledAt: contacts.handledAt, handledBy: contacts.handledBy })
      .from(contacts)
      .where(inArray(contacts.id, sent));
    expect(rowsNow.every((r) => r.handledAt === null && r.handledBy === null)).toBe(true);
  });
});
