import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TravelPackage } from '@wayfare/contract/packages';
import { createTestApp, inject, signUpAdmin, type TestApp } from '#test/helpers';

// The search over the demo catalogue (seeded, as a fresh server does): places and typos.
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO_DATA: 'true' });
  admin = await signUpAdmin(t.app, 'admin@example.com', 'Admin');
});
afterAll(() => t.close());

async function search(query: string) {
  const response = await inject(t.app, { method: 'GET', url: `/api/packages?${query}` });
  expect(response.statusCode).toBe(200);
  const list = response.json<TravelPackage[]>();
  return {
    list,
    titles: list.map((p) => p.title),
    total: Number(response.headers['x-total-count']),
  };
}
const q = (text: string, rest = '') => `q=${encodeURIComponent(text)}&limit=100${rest}`;

const BANGLADESH = [
  "Cox's Bazar Beach Escape",
  'Sundarbans Mangrove Cruise',
  'Sylhet Tea Garden Retreat',
  'Sajek Valley Cloud Trail',
  'Rangamati Kaptai Lake Escape',
  'Bandarban Hills & Nilgiri Trek',
  'Kuakata Sunrise & Sunset Beach',
  'Srimangal Tea Country Trail',
  'Old Dhaka Heritage & Food Walk',
];

describe('searching for a place', () => {
  it('finds by country the packages whose text names only a place inside it', async () => {
    const { titles, total } = await search(q('Bangladesh'));
    expect(titles.toSorted()).toEqual(BANGLADESH.toSorted());
    expect(total).toBe(BANGLADESH.length);
    // The one package that says "Bangladesh" itself ranks first.
    expect(titles[0]).toBe('Bandarban Hills & Nilgiri Trek');
    // Any case, any apostrophe.
    expect((await search(q('bangladesh'))).total).toBe(BANGLADESH.length);
  });

  it('finds by division, by district and by a region spanning districts', async () => {
    const sylhet = await search(q('Sylhet'));
    // Srimangal (Moulvibazar district, Sylhet division) never says "Sylhet".
    expect(sylhet.titles).toEqual(['Sylhet Tea Garden Retreat', 'Srimangal Tea Country Trail']);
    expect((await search(q('Moulvibazar'))).titles).toEqual(['Srimangal Tea Country Trail']);
    expect((await search(q('Patuakhali'))).titles).toEqual(['Kuakata Sunrise & Sunset Beach']);
    const hills = await search(q('Chittagong Hill Tracts'));
    expect(hills.titles.toSorted()).toEqual(
      [
        'Bandarban Hills & Nilgiri Trek',
        'Rangamati Kaptai Lake Escape',
        'Sajek Valley Cloud Trail',
      ].toSorted(),
    );
    // Another spelling of a district: Cox's Bazar is in Chittagong (Chattogram) division.
    expect((await search(q('Chattogram'))).titles).toContain("Cox's Bazar Beach Escape");
  });

  it('finds a country abroad from the places its packages name', async () => {
    expect((await search(q('Japan'))).titles).toEqual(['Kyoto Temples & Tea Ceremony']);
    expect((await search(q('greece'))).titles).toEqual(['Santorini Caldera Getaway']);
    expect((await search(q('Chile'))).titles).toEqual(['Patagonia W Trek Adventure']);
  });

  it('finds a package for every place the home page guides send visitors to search', async () => {
    const expected: Record<string, string> = {
      Rangamati: 'Rangamati Kaptai Lake Escape',
      Bandarban: 'Bandarban Hills & Nilgiri Trek',
      Kuakata: 'Kuakata Sunrise & Sunset Beach',
      Srimangal: 'Srimangal Tea Country Trail',
      'Old Dhaka': 'Old Dhaka Heritage & Food Walk',
    };
    for (const [place, title] of Object.entries(expected))
      expect((await search(q(place))).titles[0], place).toBe(title);
  });

  it('keeps filters, sort and paging with a place', async () => {
    const cheap = await search(q('Bangladesh', '&maxPrice=150'));
    expect(cheap.list.length).toBeGreaterThan(0);
    expect(cheap.list.every((p) => p.price <= 150)).toBe(true);
    expect(cheap.total).toBe(cheap.list.length);
    const sorted = await search(q('Bangladesh', '&sort=price-asc'));
    const prices = sorted.list.map((p) => p.price);
    expect(prices).toEqual(prices.toSorted((a, b) => a - b));
    const first = await search(`q=Bangladesh&limit=4&offset=0`);
    const second = await search(`q=Bangladesh&limit=4&offset=4`);
    expect(first.total).toBe(BANGLADESH.length);
    expect(second.total).toBe(BANGLADESH.length);
    expect(new Set([...first.titles, ...second.titles]).size).toBe(8);
    const past = await search(`q=Bangladesh&limit=4&offset=40`);
    expect(past.list).toEqual([]);
    expect(past.total).toBe(BANGLADESH.length);
  });
});

describe('searching with a typo', () => {
  it('finds the package a misspelt place or word means', async () => {
    expect((await search(q("Cox's Bazr"))).titles[0]).toBe("Cox's Bazar Beach Escape");
    expect((await search(q('coxs bazar'))).titles[0]).toBe("Cox's Bazar Beach Escape");
    const sylet = await search(q('sylet'));
    expect(sylet.titles[0]).toBe('Sylhet Tea Garden Retreat');
    expect(sylet.titles.toSorted()).toEqual(
      ['Sylhet Tea Garden Retreat', 'Srimangal Tea Country Trail'].toSorted(),
    );
    expect((await search(q('bangldesh'))).titles.toSorted()).toEqual(BANGLADESH.toSorted());
    expect((await search(q('Santorni'))).titles).toEqual(['Santorini Caldera Getaway']);
    expect((await search(q('Srimongal'))).titles[0]).toBe('Srimangal Tea Country Trail');
    expect((await search(q('rangamti'))).titles[0]).toBe('Rangamati Kaptai Lake Escape');
    expect((await search(q('mangrov cruse'))).titles[0]).toBe('Sundarbans Mangrove Cruise');
  });

  it('keeps the filters on a misspelt search', async () => {
    const cheap = await search(q('bangldesh', '&maxPrice=150&sort=price-desc'));
    expect(cheap.list.length).toBeGreaterThan(0);
    expect(cheap.list.every((p) => p.price <= 150)).toBe(true);
    const prices = cheap.list.map((p) => p.price);
    expect(prices).toEqual(prices.toSorted((a, b) => b - a));
  });

  it('finds nothing for nonsense, and nothing near for a very short word', async () => {
    for (const text of ['zzzqqqxx', 'qwxv plorb', 'xq', 'zzzz', '!!!'])
      expect((await search(q(text))).total, text).toBe(0);
  });

  it('adds no near-misses to a search that matches', async () => {
    // "tea" matches three packages word for word; "team" or "steam" elsewhere would be near.
    const tea = await search(q('tea'));
    expect(tea.list.length).toBeGreaterThan(0);
    for (const p of tea.list) expect(`${p.title} ${p.description}`).toMatch(/\btea\b/i);
    expect((await search(q('Kuakata'))).titles).toEqual(['Kuakata Sunrise & Sunset Beach']);
  });

  it('offers no near-misses when the words match packages the filters leave out', async () => {
    const add = async (title: string, price: number) => {
      const response = await inject(t.app, {
        method: 'POST',
        url: '/api/addPackages',
        headers: admin.auth,
        payload: { title, description: 'Sleep under the stars.', price },
      });
      expect(response.statusCode).toBe(201);
      return response.json<{ insertedId: string }>().insertedId;
    };
    const ids = [await add('Hill Cottage Stay', 500), await add('Hillside Cottages Camp', 50)];
    // Spelt right, but over budget: nothing, not the cheaper camp that is spelt nearly alike.
    expect((await search(q('hill cottage', '&maxPrice=100'))).total).toBe(0);
    // Misspelt: the budget still applies to what is near.
    expect((await search(q('hilside cottages', '&maxPrice=100'))).titles).toEqual([
      'Hillside Cottages Camp',
    ]);
    for (const id of ids)
      await inject(t.app, { method: 'DELETE', url: `/api/packages/${id}`, headers: admin.auth });
  });

  it('finds a package added later, misspelt, and drops it once removed', async () => {
    const created = await inject(t.app, {
      method: 'POST',
      url: '/api/addPackages',
      headers: admin.auth,
      payload: { title: 'Tanguar Haor Houseboat', description: 'Wetlands of Sunamganj.' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ insertedId: string }>().insertedId;
    expect((await search(q('Tangwar Haor'))).titles).toEqual(['Tanguar Haor Houseboat']);
    // Sunamganj is a district of Sylhet division.
    expect((await search(q('Sylhet'))).titles).toContain('Tanguar Haor Houseboat');
    const removed = await inject(t.app, {
      method: 'DELETE',
      url: `/api/packages/${id}`,
      headers: admin.auth,
    });
    expect(removed.statusCode).toBe(200);
    expect((await search(q('Tangwar Haor'))).total).toBe(0);
  });

  it('matches typos through the trigram index (pg_trgm, migration 0009)', async () => {
    const db = t.app.database.db;
    const plan = await db.transaction(async (tx) => {
      // A catalogue this small is read whole; forbid that to see the index serve the match.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result: unknown = await tx.execute(
        sql`explain select id from packages where ${'sylet'} <% (title || ' ' || description || ' ' || coalesce(offer, ''))`,
      );
      return (result as { rows: Record<string, string>[] }).rows
        .map((row) => Object.values(row).join(' '))
        .join('\n');
    });
    expect(plan).toContain('packages_text_trgm_idx');
  });
});
