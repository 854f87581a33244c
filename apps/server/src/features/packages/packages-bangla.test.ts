import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TravelPackage } from '@wayfare/contract/packages';
import type { Booking } from '@wayfare/contract/bookings';
import type { Payment } from '@wayfare/contract/payments';
import {
  createTestApp,
  inject,
  payUnpaid,
  signUpAdmin,
  signUpWithToken,
  type TestApp,
} from '#test/helpers';

// A package's texts in Bangla (docs/i18n.md, "The agency's texts"): stored, answered, searched.
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, 'admin@example.com', 'Admin');
});
afterAll(() => t.close());

const SAJEK_BN = {
  title: 'সাজেকের মেঘের দেশে',
  description: 'চাঁদের গাড়িতে পাহাড়ি পথ, রুইলুই পাড়ায় রাত।',
  duration: '২ দিন ১ রাত',
  offer: 'জোড়ায় গেলে ৫% ছাড়',
};
const SUNDARBANS_BN = {
  title: 'সুন্দরবনে তিন দিন',
  description: 'লঞ্চে ঘুমিয়ে ম্যানগ্রোভের খাল ধরে ভ্রমণ, করমজলে হরিণ আর কুমির।',
  duration: '৩ দিন ২ রাত',
  offer: 'দলে চারজন হলে ১০% ছাড়',
};

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
  const response = await inject(t.app, { method: 'GET', url: `/api/packages/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json<TravelPackage>();
}

async function update(id: string, payload: Record<string, unknown>) {
  return inject(t.app, {
    method: 'PATCH',
    url: `/api/updatePackage/${id}`,
    headers: admin.auth,
    payload,
  });
}

async function searchTitles(q: string) {
  const response = await inject(t.app, {
    method: 'GET',
    url: `/api/packages?q=${encodeURIComponent(q)}&limit=100`,
  });
  expect(response.statusCode).toBe(200);
  return response.json<TravelPackage[]>().map((p) => p.title);
}

describe('a package with Bangla texts', () => {
  it('is added with its Bangla texts and answers them beside the English ones', async () => {
    const id = await addPackage({
      title: 'Sajek Cloud Country',
      description: 'A jeep up the hill road, a night in Ruilui Para.',
      price: 180,
      duration: '2 days 1 night',
      offer: '5% off for two',
      bn: SAJEK_BN,
    });
    const one = await getPackage(id);
    expect(one).toMatchObject({
      title: 'Sajek Cloud Country',
      duration: '2 days 1 night',
      offer: '5% off for two',
      bn: SAJEK_BN,
    });
    const listed = await inject(t.app, { method: 'GET', url: '/api/packages?limit=100' });
    expect(listed.json<TravelPackage[]>().find((p) => p.id === id)?.bn).toEqual(SAJEK_BN);
  });

  it('has no Bangla texts when added without them, or with them empty', async () => {
    const none = await getPackage(await addPackage({ title: 'Only English' }));
    expect(none.bn).toEqual({ title: null, description: null, duration: null, offer: null });
    const empty = await getPackage(
      await addPackage({
        title: 'Empty Bangla',
        bn: { title: '', description: '  ', duration: null, offer: '' },
      }),
    );
    expect(empty.bn).toEqual({ title: null, description: null, duration: null, offer: null });
  });

  it('stores the Bangla texts in Unicode NFC', async () => {
    // ড় typed as one code point (U+09DC): NFC stores it as ড and nukta (U+09A1 U+09BC).
    const typed = 'খাগ\u09dcাছ\u09dcির পাহাড়';
    const id = await addPackage({
      title: 'Khagrachhari',
      bn: { title: typed, description: typed },
    });
    const { bn } = await getPackage(id);
    expect(bn.title).toBe(typed.normalize('NFC'));
    expect(bn.description).toBe(typed.normalize('NFC'));
    expect(bn.title).not.toBe(typed);
  });

  it('keeps its Bangla texts through an update with only the specification’s fields', async () => {
    const id = await addPackage({ title: 'Kept Bangla', price: 100, bn: SAJEK_BN });
    const specOnly = await update(id, {
      title: 'Kept Bangla, renamed',
      description: 'New words',
      price: 110,
      duration: '4 days',
      image: '',
      offer: 'New offer',
    });
    expect(specOnly.json()).toEqual({ modifiedCount: 1 });
    expect(await getPackage(id)).toMatchObject({
      title: 'Kept Bangla, renamed',
      duration: '4 days',
      bn: SAJEK_BN,
    });
  });

  it('changes the Bangla texts sent, keeps those left out, and clears those sent empty', async () => {
    const id = await addPackage({ title: 'Edited Bangla', bn: SAJEK_BN });
    const changed = await update(id, { bn: { title: 'সাজেকের মেঘে দুই রাত' } });
    expect(changed.json()).toEqual({ modifiedCount: 1 });
    expect((await getPackage(id)).bn).toEqual({ ...SAJEK_BN, title: 'সাজেকের মেঘে দুই রাত' });
    const same = await update(id, { bn: { title: 'সাজেকের মেঘে দুই রাত' } });
    expect(same.json()).toEqual({ modifiedCount: 0 });
    const cleared = await update(id, { bn: { description: '', offer: null } });
    expect(cleared.json()).toEqual({ modifiedCount: 1 });
    expect((await getPackage(id)).bn).toEqual({
      title: 'সাজেকের মেঘে দুই রাত',
      description: null,
      duration: SAJEK_BN.duration,
      offer: null,
    });
  });

  it('refuses Bangla texts that are too long, not text, or unknown, changing nothing', async () => {
    const id = await addPackage({ title: 'Guarded Bangla', bn: SAJEK_BN });
    const refused: [Record<string, unknown>, string, string][] = [
      [{ title: 'ক'.repeat(121) }, 'body.bn.title', 'Bangla title must be at most 120 characters'],
      [{ description: 'ক'.repeat(4001) }, 'body.bn.description', 'Bangla description'],
      [{ duration: 'দ'.repeat(61) }, 'body.bn.duration', 'Bangla duration'],
      [{ offer: 'ছ'.repeat(121) }, 'body.bn.offer', 'Bangla offer'],
      [{ title: 7 }, 'body.bn.title', 'Bangla title must be a string'],
      [{ titel: 'ভুল' }, 'body.bn', 'has fields this call does not take: titel'],
    ];
    for (const [bn, path, detail] of refused) {
      for (const call of [
        () =>
          inject(t.app, {
            method: 'POST',
            url: '/api/addPackages',
            headers: admin.auth,
            payload: { title: 'Refused', bn },
          }),
        () => update(id, { title: 'Refused', bn }),
      ]) {
        const response = await call();
        expect(response.statusCode, JSON.stringify(bn)).toBe(400);
        const problem = response.json<{ detail: string; errors: { path: string }[] }>();
        expect(problem.errors.map((e) => e.path)).toContain(path);
        expect(problem.detail).toContain(detail);
      }
    }
    const notAnObject = await update(id, { bn: 'সুন্দরবন' });
    expect(notAnObject.statusCode).toBe(400);
    expect(await getPackage(id)).toMatchObject({ title: 'Guarded Bangla', bn: SAJEK_BN });
    expect(await searchTitles('Refused')).toEqual([]);
  });
});

describe('searching the Bangla texts', () => {
  it('finds a package by the words of its Bangla title, description and offer', async () => {
    const id = await addPackage({
      title: 'Mangrove Launch Trip',
      description: 'Creeks and deer.',
      bn: SUNDARBANS_BN,
    });
    try {
      expect(await searchTitles('তিন দিন')).toEqual(['Mangrove Launch Trip']);
      // সুন্দরবনে is সুন্দরবন with an ending: the place's Bangla name finds it, and so does its
      // English name through the gazetteer.
      expect(await searchTitles('সুন্দরবন')).toContain('Mangrove Launch Trip');
      expect(await searchTitles('Sundarbans')).toContain('Mangrove Launch Trip');
      expect(await searchTitles('করমজলে হরিণ')).toEqual(['Mangrove Launch Trip']);
      expect(await searchTitles('ছাড়')).toContain('Mangrove Launch Trip');
      // Cleared, the Bangla title's words no longer find it.
      await update(id, { bn: { title: null } });
      expect(await searchTitles('তিন দিন')).toEqual([]);
    } finally {
      await inject(t.app, { method: 'DELETE', url: `/api/packages/${id}`, headers: admin.auth });
    }
  });

  it('matches Bangla words typed with a nukta as the stored NFC text', async () => {
    const id = await addPackage({ title: 'Curd Town', bn: { title: 'বগুড়ার দই ভ্রমণ' } });
    try {
      expect(await searchTitles('বগু\u09a1\u09bcার দই')).toEqual(['Curd Town']);
      expect(await searchTitles('বগু\u09dcার দই')).toEqual(['Curd Town']);
    } finally {
      await inject(t.app, { method: 'DELETE', url: `/api/packages/${id}`, headers: admin.auth });
    }
  });
});

describe('a booking of a package with a Bangla title', () => {
  it('keeps the Bangla title as it was when booked, in the bookings and the payments', async () => {
    const id = await addPackage({
      title: 'Booked Bangla',
      price: 90,
      bn: { title: 'বুক করা সাজেক' },
    });
    const plain = await addPackage({ title: 'Booked English', price: 40 });
    const traveller = await signUpWithToken(t.app);
    for (const packageId of [id, plain]) {
      const booked = await inject(t.app, {
        method: 'POST',
        url: '/api/booking',
        headers: traveller.auth,
        payload: { packageId, name: 'Nadia Rahman', email: traveller.email },
      });
      expect(booked.statusCode).toBe(201);
    }
    // Renamed later: the booking keeps the title it was booked under, as the English one does.
    await update(id, { title: 'Booked Bangla, renamed', bn: { title: 'নতুন নাম' } });
    const mine = await inject(t.app, {
      method: 'GET',
      url: `/api/booking?email=${encodeURIComponent(traveller.email)}`,
      headers: traveller.auth,
    });
    const titles = mine
      .json<Booking[]>()
      .map((b) => [b.packageTitle, b.packageTitleBn])
      .toSorted();
    expect(titles).toEqual([
      ['Booked Bangla', 'বুক করা সাজেক'],
      ['Booked English', null],
    ]);
    expect((await payUnpaid(t.app, traveller)).statusCode).toBeLessThan(300);
    const payments = await inject(t.app, {
      method: 'GET',
      url: `/api/payments/${encodeURIComponent(traveller.email)}`,
      headers: traveller.auth,
    });
    const items = payments.json<Payment[]>()[0]!.items;
    expect(items.map((i) => [i.packageTitle, i.packageTitleBn]).toSorted()).toEqual(titles);
  });
});
