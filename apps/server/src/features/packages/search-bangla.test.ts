import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TravelPackage } from '@wayfare/contract/packages';
import { BANGLA_PLACE_NAMES, namesWithin } from '@wayfare/contract/places';
import { createTestApp, inject, signUpAdmin, type TestApp } from '#test/helpers';
import { similarity } from './trigrams';

// Searching the demo catalogue (English texts) in Bangla script: through the gazetteer's places.
let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;

beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO_DATA: 'true' });
  admin = await signUpAdmin(t.app, 'admin@example.com', 'Admin');
});
afterAll(() => t.close());

async function search(text: string, rest = '&limit=100') {
  const response = await inject(t.app, {
    method: 'GET',
    url: `/api/packages?q=${encodeURIComponent(text)}${rest}`,
  });
  expect(response.statusCode).toBe(200);
  const list = response.json<TravelPackage[]>();
  return {
    list,
    titles: list.map((p) => p.title),
    total: Number(response.headers['x-total-count']),
  };
}
const sorted = async (text: string) => (await search(text)).titles.toSorted();

// ড় as one code point (U+09DC) and as ড with nukta (U+09A1 U+09BC); য় likewise (U+09DF).
const RRA = '\u09dc';
const RRA_NUKTA = '\u09a1\u09bc';
const YYA = '\u09df';
const YYA_NUKTA = '\u09af\u09bc';

describe('searching in Bangla script', () => {
  it('finds by a Bangla place name what the English name finds', async () => {
    const pairs: [string, string][] = [
      ['কক্সবাজার', "Cox's Bazar"],
      ['সিলেট', 'Sylhet'],
      ['সুন্দরবন', 'Sundarbans'],
      ['ঢাকা', 'Dhaka'],
      ['চট্টগ্রাম', 'Chittagong'],
      ['রাঙ্গামাটি', 'Rangamati'],
      ['রাঙামাটি', 'Rangamati'],
      ['বান্দরবান', 'Bandarban'],
      ['শ্রীমঙ্গল', 'Srimangal'],
      ['সাজেক', 'Sajek'],
      ['কুয়াকাটা', 'Kuakata'],
      ['বাংলাদেশ', 'Bangladesh'],
      ['পার্বত্য চট্টগ্রাম', 'Chittagong Hill Tracts'],
      ['জাপান', 'Japan'],
    ];
    for (const [bangla, english] of pairs) {
      const expected = await sorted(english);
      expect(expected.length, english).toBeGreaterThan(0);
      expect(await sorted(bangla), bangla).toEqual(expected);
    }
  });

  it('expands a Bangla division to the places inside it', async () => {
    // Srimangal (Moulvibazar district, Sylhet division) never says "Sylhet".
    const sylhet = await search('সিলেট');
    expect(sylhet.titles).toEqual(['Sylhet Tea Garden Retreat', 'Srimangal Tea Country Trail']);
    expect(sylhet.total).toBe(2);
    expect((await search('মৌলভীবাজার')).titles).toEqual(['Srimangal Tea Country Trail']);
    // Cox's Bazar district is in Chittagong division.
    expect((await search('চট্টগ্রাম')).titles).toContain("Cox's Bazar Beach Escape");
    expect((await search('বাংলাদেশ')).total).toBe(9);
  });

  it('keeps filters and paging with a Bangla place', async () => {
    const cheap = await search('বাংলাদেশ', '&limit=100&maxPrice=150&sort=price-asc');
    expect(cheap.list.length).toBeGreaterThan(0);
    expect(cheap.list.every((p) => p.price <= 150)).toBe(true);
    const prices = cheap.list.map((p) => p.price);
    expect(prices).toEqual(prices.toSorted((a, b) => a - b));
    const page = await search('বাংলাদেশ', '&limit=4&offset=4');
    expect(page.list).toHaveLength(4);
    expect(page.total).toBe(9);
  });

  it('finds the same whether ড় and য় are typed as one code point or with a nukta', async () => {
    const khagrachhari = `খাগ${RRA}াছ${RRA}ি`;
    const khagrachhariNukta = `খাগ${RRA_NUKTA}াছ${RRA_NUKTA}ি`;
    expect(khagrachhari).not.toBe(khagrachhariNukta);
    // Khagrachhari is one of the Chittagong Hill Tracts: no demo package names it, so compare.
    expect(await sorted(khagrachhari)).toEqual(await sorted('Khagrachhari'));
    expect(await sorted(khagrachhariNukta)).toEqual(await sorted('Khagrachhari'));
    const patuakhali = `পটু${YYA}াখালী`;
    const patuakhaliNukta = `পটু${YYA_NUKTA}াখালী`;
    expect((await search(patuakhali)).titles).toEqual(['Kuakata Sunrise & Sunset Beach']);
    expect((await search(patuakhaliNukta)).titles).toEqual(['Kuakata Sunrise & Sunset Beach']);
    const kuakata = `কু${YYA_NUKTA}াকাটা`;
    expect((await search(kuakata)).titles).toEqual(['Kuakata Sunrise & Sunset Beach']);
  });

  it('finds a package whose own text is in Bangla, typed either way', async () => {
    const created = await inject(t.app, {
      method: 'POST',
      url: '/api/addPackages',
      headers: admin.auth,
      // Stored as typed with one code point for ড় and য়.
      payload: {
        title: `বগু${RRA}ার মহাস্থানগ${RRA} ভ্রমণ`,
        description: `প্রাচীন পুণ্ড্রনগরের ধ্বংসাবশেষ, জাদুঘর ও দই। নিরাপদ যাত্রা, সহজ ব্যবস্থা।`,
        price: 80,
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ insertedId: string }>().insertedId;
    try {
      const title = `বগু${RRA}ার মহাস্থানগ${RRA} ভ্রমণ`.normalize('NFC');
      expect((await search(`মহাস্থানগ${RRA}`)).titles).toEqual([title]);
      expect((await search(`মহাস্থানগ${RRA_NUKTA}`)).titles).toEqual([title]);
      // Bogra (বগুড়া, here বগুড়ার: "Bogra's") is in Rajshahi division: the English name
      // finds the Bangla text too, and the Bangla names, typed either way.
      expect((await search('Rajshahi')).titles).toEqual([title]);
      expect((await search('Bogra')).titles).toEqual([title]);
      expect((await search('রাজশাহী')).titles).toEqual([title]);
      expect((await search(`বগু${RRA_NUKTA}া`)).titles).toEqual([title]);
    } finally {
      await inject(t.app, { method: 'DELETE', url: `/api/packages/${id}`, headers: admin.auth });
    }
  });

  it('knows every Bangla name it lists as a place', () => {
    for (const name of BANGLA_PLACE_NAMES) {
      expect(name, name).toBe(name.normalize('NFC'));
      expect(namesWithin(name).length, name).toBeGreaterThan(0);
    }
  });
});

describe('searching in Bangla with a typo', () => {
  it('finds the place a misspelt Bangla name means', async () => {
    // কক্সবাজর: one vowel sign left out.
    expect(await sorted('কক্সবাজর')).toEqual(await sorted("Cox's Bazar"));
    // সিলেত: ট typed as ত; still the division with Srimangal inside it.
    expect((await search('সিলেত')).titles).toEqual([
      'Sylhet Tea Garden Retreat',
      'Srimangal Tea Country Trail',
    ]);
    // রাংগামাটি: ঙ্গ typed as ংগ.
    expect((await search('রাংগামাটি')).titles[0]).toBe('Rangamati Kaptai Lake Escape');
    expect((await search('সুন্দরবান')).titles).toEqual(['Sundarbans Mangrove Cruise']);
    expect((await search('শ্রিমঙ্গল')).titles[0]).toBe('Srimangal Tea Country Trail');
  });

  it('keeps the filters on a misspelt Bangla search', async () => {
    const cheap = await search('বাংলাদশ', '&limit=100&maxPrice=150');
    expect(cheap.list.length).toBeGreaterThan(0);
    expect(cheap.list.every((p) => p.price <= 150)).toBe(true);
  });

  it('finds nothing for Bangla words that name no place', async () => {
    for (const text of ['কখগঘঙচ', 'অআই', 'ঢা']) expect((await search(text)).total, text).toBe(0);
  });

  it("computes pg_trgm's similarity as the database does where it reads Bengali", async () => {
    const db = t.app.database.db;
    const result: unknown = await db.execute(
      sql`select datctype from pg_database where datname = current_database()`,
    );
    const ctype = (result as { rows: { datctype: string }[] }).rows[0]!.datctype;
    // Only a UTF-8 LC_CTYPE lets pg_trgm see Bengali words (see trigrams.ts).
    if (!/utf-?8/i.test(ctype)) return;
    const pairs: [string, string][] = [
      ['কক্সবাজার', 'কক্সবাজর'],
      ['সিলেট', 'সিলেত'],
      ['রাঙ্গামাটি', 'রাংগামাটি'],
      ["Cox's Bazar", 'coxs bazr'],
      ['Bangladesh', 'bangldesh'],
      ['পার্বত্য চট্টগ্রাম', 'চট্টগ্রাম'],
    ];
    for (const [a, b] of pairs) {
      const row: unknown = await db.execute(sql`select similarity(${a}, ${b}) as s`);
      const theirs = Number((row as { rows: { s: number }[] }).rows[0]!.s);
      expect(similarity(a, b), `${a} ~ ${b}`).toBeCloseTo(theirs, 5);
    }
  });
});
