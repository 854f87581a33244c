import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TravelPackage } from '@wayfare/contract/packages';
import { createTestApp, inject, signUpAdmin, signUpWithToken, type TestApp } from '#test/helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpWithToken>>;
let user: Awaited<ReturnType<typeof signUpWithToken>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, 'admin@example.com', 'Admin');
  user = await signUpWithToken(t.app);
});
afterAll(() => t.close());

async function addPackage(payload: Record<string, unknown>) {
  const response = await inject(t.app, {
    method: 'POST',
    url: '/api/addPackages',
    headers: admin.auth,
    payload,
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ insertedId: string }>().insertedId;
}

async function getPackage(id: string) {
  return (await inject(t.app, { method: 'GET', url: `/api/packages/${id}` })).json<TravelPackage>();
}

async function search(query: string) {
  const response = await inject(t.app, { method: 'GET', url: `/api/packages?${query}` });
  expect(response.statusCode).toBe(200);
  return {
    list: response.json<TravelPackage[]>(),
    total: Number(response.headers['x-total-count']),
  };
}

describe('admin package calls', () => {
  it('adds a package in whole dollars, stores cents, and shows it', async () => {
    const id = await addPackage({
      title: 'Sajek Cloud Valley',
      description: 'Jeep ride through the hills',
      price: 249,
      duration: '3 days',
      image: '/images/packages/sajek-valley-960.webp',
      offer: '10% off',
    });
    expect(await getPackage(id)).toMatchObject({
      _id: id,
      id,
      title: 'Sajek Cloud Valley',
      price: 249,
      offer: '10% off',
    });
  });

  it('refuses a visitor with 401 and a traveller with 403, changing nothing', async () => {
    const before = (await search('limit=100')).total;
    const visitor = await inject(t.app, {
      method: 'POST',
      url: '/api/addPackages',
      payload: { title: 'X' },
    });
    expect(visitor.statusCode).toBe(401);
    const traveller = await inject(t.app, {
      method: 'POST',
      url: '/api/addPackages',
      headers: user.auth,
      payload: { title: 'X' },
    });
    expect(traveller.statusCode).toBe(403);
    const id = await addPackage({ title: 'Guarded' });
    for (const [method, url] of [
      ['PATCH', `/api/updatePackage/${id}`],
      ['DELETE', `/api/packages/${id}`],
    ] as const) {
      expect(
        (
          await inject(t.app, {
            method,
            url,
            payload: method === 'PATCH' ? { title: 'Y' } : undefined,
          })
        ).statusCode,
      ).toBe(401);
      expect(
        (
          await inject(t.app, {
            method,
            url,
            headers: user.auth,
            payload: method === 'PATCH' ? { title: 'Y' } : undefined,
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await getPackage(id)).title).toBe('Guarded');
    expect((await search('limit=100')).total).toBe(before + 1);
  });

  it('says what is wrong in words a person reads, and names the field for programs', async () => {
    const tooLong = await inject(t.app, {
      method: 'POST',
      url: '/api/addPackages',
      headers: admin.auth,
      payload: { title: 'x'.repeat(121), price: 10 },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      detail: 'Title must be at most 120 characters',
      errors: [{ path: 'body.title', message: 'must be at most 120 characters' }],
    });
    const badSort = await inject(t.app, { method: 'GET', url: '/api/packages?sort=random' });
    expect(badSort.json<{ detail: string }>().detail).toMatch(/^Sort must be one of: /);
    const wrongType = await inject(t.app, {
      method: 'POST',
      url: '/api/addPackages',
      headers: admin.auth,
      payload: { title: 'Typed', price: 'ten' },
    });
    expect(wrongType.json<{ detail: string }>().detail).not.toMatch(/body\./);
  });

  it('refuses bad input with field errors: no title, negative or fractional price, foreign image', async () => {
    for (const [payload, path] of [
      [{ description: 'no title' }, 'body.title'],
      [{ title: 'T', price: -5 }, 'body.price'],
      [{ title: 'T', price: 10.5 }, 'body.price'],
      [{ title: 'T', price: 'cheap' }, 'body.price'],
      [{ title: 'T', image: 'https://evil.example/pixel.gif' }, 'body.image'],
      [{ title: 'T', image: '/images/../../etc/passwd' }, 'body.image'],
    ] as const) {
      const response = await inject(t.app, {
        method: 'POST',
        url: '/api/addPackages',
        headers: admin.auth,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ errors: { path: string }[] }>().errors.map((e) => e.path)).toContain(
        path,
      );
    }
  });

  it('takes a price as a number input sends it, and refuses what only coercion would make a number', async () => {
    const accepted: [unknown, number][] = [
      [120, 120],
      ['120', 120],
      [' 99 ', 99],
      ['99.00', 99],
      ['1e3', 1000],
      ['', 0],
      [null, 0],
    ];
    for (const [price, dollars] of accepted) {
      const response = await inject(t.app, {
        method: 'POST',
        url: '/api/addPackages',
        headers: admin.auth,
        payload: { title: `Priced ${JSON.stringify(price)}`, price },
      });
      expect(response.statusCode, JSON.stringify(price)).toBe(201);
      const id = response.json<{ insertedId: string }>().insertedId;
      expect((await getPackage(id)).price, JSON.stringify(price)).toBe(dollars);
    }
    const refused = [
      true,
      false,
      [7],
      { value: 7 },
      '0x10',
      '0b11',
      'Infinity',
      'NaN',
      '7 dollars',
    ];
    const before = (await search('limit=100')).total;
    for (const price of refused) {
      for (const [method, url] of [
        ['POST', '/api/addPackages'],
        ['PATCH', `/api/updatePackage/${await addPackage({ title: 'Target', price: 50 })}`],
      ] as const) {
        const response = await inject(t.app, {
          method,
          url,
          headers: admin.auth,
          payload: { title: 'Coerced', price },
        });
        expect(response.statusCode, `${method} ${JSON.stringify(price)}`).toBe(400);
        expect(
          response.json<{ errors: { path: string; message: string }[] }>().errors,
        ).toContainEqual({ path: 'body.price', message: 'must be a number' });
      }
    }
    // Only the update targets were added; every refused call changed nothing.
    expect((await search('limit=100')).total).toBe(before + refused.length);
  });

  it('keeps the price when an update sends it empty or null', async () => {
    const id = await addPackage({ title: 'Keeps its price', price: 75 });
    for (const price of ['', null]) {
      const response = await inject(t.app, {
        method: 'PATCH',
        url: `/api/updatePackage/${id}`,
        headers: admin.auth,
        payload: { title: 'Keeps its price', price },
      });
      expect(response.statusCode).toBe(200);
      expect((await getPackage(id)).price).toBe(75);
    }
  });

  it('updates only the fields sent, keeps the offer, and answers modifiedCount 1 then 0', async () => {
    const id = await addPackage({
      title: 'Tea Garden Walk',
      price: 120,
      duration: '2 days',
      offer: 'Free tea tasting',
    });
    const patch = { title: 'Tea Garden Walk & Lawachara', price: 135 };
    const first = await inject(t.app, {
      method: 'PATCH',
      url: `/api/updatePackage/${id}`,
      headers: admin.auth,
      payload: patch,
    });
    expect(first.json()).toEqual({ modifiedCount: 1 });
    expect(await getPackage(id)).toMatchObject({
      ...patch,
      duration: '2 days',
      offer: 'Free tea tasting',
    });
    const again = await inject(t.app, {
      method: 'PATCH',
      url: `/api/updatePackage/${id}`,
      headers: admin.auth,
      payload: patch,
    });
    expect(again.json()).toEqual({ modifiedCount: 0 });
    const cleared = await inject(t.app, {
      method: 'PATCH',
      url: `/api/updatePackage/${id}`,
      headers: admin.auth,
      payload: { offer: '' },
    });
    expect(cleared.json()).toEqual({ modifiedCount: 1 });
    expect((await getPackage(id)).offer).toBeNull();
  });

  it('answers 404 for updating or removing a package that does not exist', async () => {
    const missing = '00000000-0000-0000-0000-000000000000';
    const update = await inject(t.app, {
      method: 'PATCH',
      url: `/api/updatePackage/${missing}`,
      headers: admin.auth,
      payload: { title: 'Z' },
    });
    expect(update.statusCode).toBe(404);
    const remove = await inject(t.app, {
      method: 'DELETE',
      url: `/api/packages/not-a-uuid`,
      headers: admin.auth,
    });
    expect(remove.statusCode).toBe(404);
  });

  it('removes a package (deletedCount 1), after which it is gone', async () => {
    const id = await addPackage({ title: 'Short-lived' });
    const response = await inject(t.app, {
      method: 'DELETE',
      url: `/api/packages/${id}`,
      headers: admin.auth,
    });
    expect(response.json()).toEqual({ deletedCount: 1, archived: false });
    expect((await inject(t.app, { method: 'GET', url: `/api/packages/${id}` })).statusCode).toBe(
      404,
    );
  });
});

describe('removing a package that has bookings', () => {
  it('archives it: gone from the catalogue and new bookings, kept for its bookings, which cannot be paid', async () => {
    const id = await addPackage({ title: 'Withdrawn Lake Tour', price: 150, duration: '2 days' });
    const traveller = await signUpWithToken(t.app);
    const book = () =>
      inject(t.app, {
        method: 'POST',
        url: '/api/booking',
        headers: traveller.auth,
        payload: { packageId: id, name: 'Nadia Rahman', email: traveller.email },
      });
    const booked = await book();
    expect(booked.statusCode).toBe(201);

    // The admin is told what removing it touches before confirming.
    const counts = await inject(t.app, {
      method: 'GET',
      url: `/api/packages/${id}/booking-counts`,
      headers: admin.auth,
    });
    expect(counts.json()).toEqual({ unpaid: 1, paid: 0, refunded: 0, cancelled: 0, expired: 0 });
    expect(
      (
        await inject(t.app, {
          method: 'GET',
          url: `/api/packages/${id}/booking-counts`,
          headers: traveller.auth,
        })
      ).statusCode,
    ).toBe(403);

    const removed = await inject(t.app, {
      method: 'DELETE',
      url: `/api/packages/${id}`,
      headers: admin.auth,
    });
    expect(removed.json()).toEqual({ deletedCount: 1, archived: true });
    expect((await search('limit=100')).list.map((p) => p.title)).not.toContain(
      'Withdrawn Lake Tour',
    );
    expect((await search('q=Withdrawn')).total).toBe(0);
    expect((await inject(t.app, { method: 'GET', url: `/api/packages/${id}` })).statusCode).toBe(
      404,
    );
    expect((await book()).statusCode).toBe(404);
    const again = await inject(t.app, {
      method: 'DELETE',
      url: `/api/packages/${id}`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(404);

    // The booking stays, with its package, title and price as booked.
    const mine = await inject(t.app, {
      method: 'GET',
      url: `/api/booking?email=${traveller.email}`,
      headers: traveller.auth,
    });
    expect(mine.json()).toEqual([
      expect.objectContaining({
        _id: booked.json<{ insertedId: string }>().insertedId,
        packageId: id,
        packageTitle: 'Withdrawn Lake Tour',
        price: 150,
        status: 'unpaid',
      }),
    ]);
    // It cannot be paid, and the traveller is told why and what to do.
    const intent = await inject(t.app, {
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: traveller.auth,
      payload: {},
    });
    expect(intent.statusCode).toBe(409);
    const refusal = intent.json<{ code: string; detail: string }>();
    expect(refusal.code).toBe('PACKAGE_WITHDRAWN');
    expect(refusal.detail).toContain('“Withdrawn Lake Tour” is no longer offered');
    // Cancelling it leaves nothing to pay.
    const cancelled = await inject(t.app, {
      method: 'DELETE',
      url: `/api/booking/${booked.json<{ insertedId: string }>().insertedId}`,
      headers: traveller.auth,
    });
    expect(cancelled.json()).toEqual({ deletedCount: 1 });
    const nothing = await inject(t.app, {
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: traveller.auth,
      payload: {},
    });
    expect(nothing.json()).toMatchObject({ code: 'NOTHING_TO_PAY' });
  });
});

describe('search', () => {
  beforeAll(async () => {
    await addPackage({
      title: 'Kayak the Mangroves',
      description: 'Paddle past mangrove forests and spot the royal Bengal tiger.',
      price: 310,
      duration: '4 days',
    });
    await addPackage({
      title: 'River Cruise',
      description: 'A slow boat through the mangroves.',
      price: 180,
      duration: '2 days',
    });
    await addPackage({
      title: 'Alpine Rail Journey',
      description: 'Glacier Express across the Alps.',
      price: 2100,
      duration: '10 days',
    });
  });

  it('ranks a title match above a description match', async () => {
    const { list, total } = await search('q=mangroves');
    expect(total).toBe(2);
    expect(list.map((p) => p.title)).toEqual(['Kayak the Mangroves', 'River Cruise']);
  });

  it('matches word forms and several words', async () => {
    expect((await search('q=tigers')).list.map((p) => p.title)).toEqual(['Kayak the Mangroves']);
    expect(
      (await search(`q=${encodeURIComponent('glacier alps')}`)).list.map((p) => p.title),
    ).toEqual(['Alpine Rail Journey']);
  });

  it('filters by price and duration and sorts by price', async () => {
    const cheap = await search('q=mangroves&maxPrice=200');
    expect(cheap.list.map((p) => p.title)).toEqual(['River Cruise']);
    const long = await search('duration=long&minPrice=2000');
    expect(long.list.map((p) => p.title)).toEqual(['Alpine Rail Journey']);
    const byPrice = await search('q=mangroves&sort=price-asc');
    expect(byPrice.list.map((p) => p.price)).toEqual([180, 310]);
  });

  it('pages with limit and offset and keeps the total', async () => {
    const first = await search('limit=2&offset=0');
    const second = await search('limit=2&offset=2');
    expect(first.list).toHaveLength(2);
    expect(second.total).toBe(first.total);
    expect(second.list[0]?._id).not.toBe(first.list[0]?._id);
    const past = await search('limit=2&offset=5000');
    expect(past.list).toEqual([]);
    expect(past.total).toBe(first.total);
  });

  it('treats search syntax as text, never as an error', async () => {
    for (const q of ['"unclosed', "' or 1=1 --", '!!!', '& | ! ( )', 'a'.repeat(200)]) {
      const response = await inject(t.app, {
        method: 'GET',
        url: `/api/packages?q=${encodeURIComponent(q)}`,
      });
      expect(response.statusCode).toBe(200);
    }
  });

  it('says which price is wrong when the range is upside down, and takes an equal one', async () => {
    const refused = await inject(t.app, {
      method: 'GET',
      url: '/api/packages?minPrice=500&maxPrice=100',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      errors: [{ path: 'querystring.maxPrice', message: 'must not be below the minimum price' }],
    });
    expect((await search('minPrice=100&maxPrice=100')).list.every((p) => p.price === 100)).toBe(
      true,
    );
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      'limit=0',
      'limit=101',
      'offset=-1',
      'duration=forever',
      'sort=random',
      'minPrice=-1',
      'minPrice=500&maxPrice=100',
    ]) {
      expect(
        (await inject(t.app, { method: 'GET', url: `/api/packages?${query}` })).statusCode,
      ).toBe(400);
    }
  });
});
