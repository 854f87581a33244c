import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#app';
import type { Config } from '#config/env';
import {
  bookings,
  contacts,
  departures,
  packages,
  paymentIntents,
  payments,
  tripRequests,
  users,
} from '#db/schema';
import { inject, openTestDatabase, signUpAdmin, signUpWithToken, testConfig } from '#test/helpers';
import { departuresRoutes } from '#features/departures';
import {
  createExportsRepository,
  exportsRoutes,
  manifestCsvReply,
  type ExportRecord,
} from './index';

/*
 * The CSV exports, through HTTP on seeded rows with known values: each file's headers, its
 * exact header row and a known row's exact line, the filters (the same rows as the admin list
 * answers for the same query), formula neutralising and escaping, guards, and the keyset chunks
 * (no row lost or repeated across chunk boundaries, ties in created_at included).
 */

const BOM = '\uFEFF';
const ID = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const PACKAGE = ID(900);
const DEPARTURE = ID(901);
/** A departure whose one booking's travellers have names a `;` or tab reader would cut. */
const MANIFEST_DEPARTURE = ID(902);
const KNOWN_USER = ID(800);

let app: FastifyInstance;
let config: Config;
let admin: { auth: Record<string, string> };
let traveller: { auth: Record<string, string> };
const records: ExportRecord[] = [];

/**
 * RFC 4180 as a spreadsheet reads it: records of fields, quotes undone. `delimiter` is what the
 * reader splits on: a comma, or a semicolon (spreadsheets in de, fr, nl), or a tab.
 */
function parseCsv(text: string, delimiter = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === delimiter) {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  expect(field, 'the file ends with CRLF').toBe('');
  expect(row).toEqual([]);
  return rows;
}

/** GET as the admin, or with `auth` (null: a visitor). */
async function download(url: string, auth: Record<string, string> | null = admin.auth) {
  return inject(app, { method: 'GET', url, headers: auth ?? {} });
}

/** The file's records after the header (ids first). */
async function csvOf(url: string) {
  const response = await download(url);
  expect(response.statusCode, response.body).toBe(200);
  const [header, ...rows] = parseCsv(response.body.slice(1));
  return { header: header!, rows, body: response.body };
}

beforeAll(async () => {
  config = testConfig();
  const database = await openTestDatabase();
  app = await buildApp({ config, database, logger: false });
  // The same routes with an audit hook, and with one that fails (what the lead wires to the
  // audit trail in build.ts): the hook's contract is tested here.
  await app.register(exportsRoutes, {
    prefix: '/audited',
    service: app.services.exports,
    onExport: async (record) => {
      records.push(record);
    },
  });
  await app.register(exportsRoutes, {
    prefix: '/failing',
    service: app.services.exports,
    onExport: async () => {
      throw new Error('the audit trail is down');
    },
  });
  await app.register(departuresRoutes, {
    prefix: '/failing',
    service: app.services.departures,
    sendManifestCsv: manifestCsvReply({
      service: app.services.exports,
      onExport: async () => {
        throw new Error('the audit trail is down');
      },
    }),
  });
  await app.ready();
  admin = await signUpAdmin(app, 'export-admin@example.com', 'Export Admin');
  traveller = await signUpWithToken(app, 'export-traveller@example.com', 'Export Traveller');

  const { db } = app.database;
  await db.insert(users).values({
    id: KNOWN_USER,
    name: '@evil',
    email: 'known-user@example.com',
    createdAt: new Date('2026-10-01T08:00:00Z'),
  });
  await db.insert(packages).values({
    id: PACKAGE,
    title: 'Sajek Valley, "cloud" trip',
    priceCents: 26425,
    duration: '3 days',
  });
  await db.insert(departures).values([
    {
      id: DEPARTURE,
      packageId: PACKAGE,
      startsAt: new Date('2026-12-24T04:30:00Z'),
      seatsTotal: 40,
    },
    {
      id: MANIFEST_DEPARTURE,
      packageId: PACKAGE,
      startsAt: new Date('2027-01-10T03:00:00Z'),
      seatsTotal: 20,
    },
  ]);
  await db.insert(bookings).values([
    {
      id: ID(1),
      packageId: PACKAGE,
      packageTitle: 'Sajek Valley, "cloud" trip',
      name: '=HYPERLINK("http://evil.example","x")',
      email: 'b1@example.com',
      duration: '3 days',
      priceCents: 52850,
      status: 'paid',
      travellers: 2,
      travellerNames: ['Rafi Khan', '-2 Mim'],
      departureId: DEPARTURE,
      createdAt: new Date('2026-11-20T10:00:00Z'),
    },
    {
      id: ID(4),
      packageId: PACKAGE,
      packageTitle: 'Sajek Valley, "cloud" trip',
      name: 'Mira Sen',
      email: 'manifest@example.com',
      duration: '3 days',
      priceCents: 30000,
      status: 'unpaid',
      travellers: 5,
      travellerNames: ['x;=2+3', 'total\t=2+3', '@SUM(1);x', '\t=1'],
      departureId: MANIFEST_DEPARTURE,
      createdAt: new Date('2026-11-19T10:00:00Z'),
    },
    {
      id: ID(2),
      packageId: PACKAGE,
      packageTitle: 'Sajek Valley, "cloud" trip',
      name: 'Nadia\nRahman',
      email: '+1@example.com',
      duration: '3 days',
      priceCents: 26425,
      status: 'unpaid',
      createdAt: new Date('2026-11-21T10:00:00Z'),
    },
    {
      id: ID(3),
      packageTitle: 'Cox’s Bazar',
      name: 'Karim Ahmed',
      email: 'karim@example.com',
      duration: '2 days',
      priceCents: 10000,
      status: 'cancelled',
      cancelReason: 'Traveller asked',
      cancelledAt: new Date('2026-11-23T08:00:00Z'),
      // 23:30 in Dhaka on 22 November, 17:30 UTC: the 22nd in the trip zone.
      createdAt: new Date('2026-11-22T17:30:00Z'),
    },
  ]);
  await db.insert(paymentIntents).values([
    {
      id: 'pi_known',
      email: 'b1@example.com',
      amountCents: 52850,
      bookingIds: [ID(1)],
      basketKey: ID(1),
      status: 'fulfilled',
    },
    {
      id: 'pi_whole',
      email: 'karim@example.com',
      amountCents: 10000,
      bookingIds: [ID(3)],
      basketKey: ID(3),
      status: 'fulfilled',
    },
  ]);
  await db.insert(payments).values([
    {
      id: ID(101),
      paymentIntentId: 'pi_known',
      name: 'Nadia Rahman',
      email: 'b1@example.com',
      amountCents: 52850,
      refundedCents: 32900,
      bookingIds: [ID(1)],
      packageIds: [PACKAGE],
      cardBrand: 'visa',
      cardLast4: '0042',
      createdAt: new Date('2026-11-22T09:15:00Z'),
    },
    {
      id: ID(102),
      paymentIntentId: 'pi_whole',
      name: 'Karim Ahmed',
      email: 'karim@example.com',
      amountCents: 10000,
      bookingIds: [ID(3)],
      packageIds: [],
      createdAt: new Date('2026-11-23T09:15:00Z'),
    },
  ]);
  await db.insert(tripRequests).values([
    {
      id: ID(201),
      userId: KNOWN_USER,
      email: 'known-user@example.com',
      origin: 'Dhaka',
      destination: 'Bandarban',
      startAt: new Date('2026-12-24T04:30:00Z'),
      endAt: new Date('2026-12-26T12:00:00Z'),
      createdAt: new Date('2026-11-10T06:00:00Z'),
      answer: '=1+2, and "more"',
      answeredAt: new Date('2026-11-11T06:00:00Z'),
      answeredBy: KNOWN_USER,
    },
    {
      id: ID(202),
      email: 'someone@example.com',
      origin: 'Khulna',
      destination: 'Sylhet',
      startAt: new Date('2027-01-05T02:00:00Z'),
      endAt: new Date('2027-01-06T02:00:00Z'),
      createdAt: new Date('2026-11-12T06:00:00Z'),
    },
  ]);
  await db.insert(contacts).values([
    {
      id: ID(301),
      name: 'Karim, "K"',
      email: 'karim@example.com',
      message: '=HYPERLINK("http://evil.example","click")\nsecond line',
      createdAt: new Date('2026-11-05T06:00:00Z'),
      handledAt: new Date('2026-11-06T06:00:00Z'),
      handledBy: KNOWN_USER,
    },
    {
      id: ID(302),
      name: 'A',
      email: 'a@example.com',
      message: '+1 555 0100',
      createdAt: new Date('2026-11-04T06:00:00Z'),
    },
    {
      id: ID(303),
      name: 'B',
      email: 'b@example.com',
      message: '-2 days',
      createdAt: new Date('2026-11-03T06:00:00Z'),
    },
    {
      id: ID(304),
      name: 'C',
      email: 'c@example.com',
      message: '@x',
      createdAt: new Date('2026-11-02T06:00:00Z'),
    },
    {
      id: ID(305),
      name: 'D',
      email: 'd@example.com',
      message: '\tTab',
      createdAt: new Date('2026-11-01T06:00:00Z'),
    },
    {
      id: ID(306),
      name: 'E',
      email: 'e@example.com',
      message: '\rCR',
      createdAt: new Date('2026-10-31T06:00:00Z'),
    },
    {
      id: ID(307),
      name: 'F',
      email: 'f@example.com',
      message: 'x;=2+3',
      createdAt: new Date('2026-10-30T06:00:00Z'),
    },
    {
      id: ID(308),
      name: 'G',
      email: 'g@example.com',
      message: 'total\t=2+3',
      createdAt: new Date('2026-10-29T06:00:00Z'),
    },
  ]);
});

afterAll(async () => {
  await app?.close();
  rmSync(config.dataDir, { recursive: true, force: true });
});

describe('GET /api/exports/bookings.csv', () => {
  it('sends All Booking as a CSV attachment: BOM, header, a known row exactly', async () => {
    const response = await download('/api/exports/bookings.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="wayfare-bookings-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = response.body.split('\r\n');
    expect(lines[0]).toBe(
      `${BOM}id,created_at,status,name,email,package_id,package_title,duration,travellers,traveller_names,price,departure_id,departure_starts_at,departure_starts_at (Asia/Dhaka),cancelled_at,cancel_reason`,
    );
    expect(response.body).toContain(
      `\r\n${ID(1)},2026-11-20T10:00:00.000Z,paid,"'=HYPERLINK(""http://evil.example"",""x"")",b1@example.com,${PACKAGE},"Sajek Valley, ""cloud"" trip",3 days,2,"Rafi Khan; -2 Mim",528.5,${DEPARTURE},2026-12-24T04:30:00.000Z,2026-12-24 10:30,,\r\n`,
    );
    // A line break inside a field is quoted; an e-mail starting with + is neutralised.
    expect(response.body).toContain(
      `\r\n${ID(2)},2026-11-21T10:00:00.000Z,unpaid,"Nadia\nRahman",'+1@example.com,${PACKAGE},"Sajek Valley, ""cloud"" trip",3 days,1,,264.25,,,,,\r\n`,
    );
    expect(response.body).toContain(
      `\r\n${ID(3)},2026-11-22T17:30:00.000Z,cancelled,Karim Ahmed,karim@example.com,,Cox’s Bazar,2 days,1,,100,,,,2026-11-23T08:00:00.000Z,Traveller asked\r\n`,
    );
    // Newest first, as the list.
    const { rows } = await csvOf('/api/exports/bookings.csv');
    expect(rows.map((r) => r[0])).toEqual([ID(3), ID(2), ID(1), ID(4)]);
  });

  it('keeps the list’s filters: status, words, and days in the trip zone', async () => {
    const ids = async (query: string) =>
      (await csvOf(`/api/exports/bookings.csv${query}`)).rows.map((r) => r[0]);
    expect(await ids('?status=paid')).toEqual([ID(1)]);
    expect(await ids('?q=karim')).toEqual([ID(3)]);
    // 17:30 UTC on the 22nd is 23:30 in Dhaka: in the 22nd's day, not the 23rd's.
    expect(await ids('?from=2026-11-22&to=2026-11-22')).toEqual([ID(3)]);
    expect(await ids('?from=2026-11-23')).toEqual([]);
    // The same rows, in the same order, as All Booking answers for the same query.
    for (const query of ['?status=unpaid', '?q=sajek', '?from=2026-11-21', '']) {
      const list = await download(`/api/allBooking${query}`);
      const listed = list.json<{ _id: string }[]>().map((b) => b._id);
      expect(await ids(query), query).toEqual(listed);
    }
  });

  it('refuses a visitor (401), a traveller (403) and a bad filter (400 problem details)', async () => {
    const visitor = await download('/api/exports/bookings.csv', null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.headers['content-type']).toContain('application/problem+json');
    const nonAdmin = await download('/api/exports/bookings.csv', traveller.auth);
    expect(nonAdmin.statusCode).toBe(403);
    expect(nonAdmin.json()).toMatchObject({ code: 'FORBIDDEN' });
    // The guard runs before validation: a traveller with a bad filter is still 403.
    expect(
      (await download('/api/exports/bookings.csv?status=lost', traveller.auth)).statusCode,
    ).toBe(403);
    for (const query of ['status=lost', 'from=2026-11-30&to=2026-11-01', 'from=yesterday']) {
      const bad = await download(`/api/exports/bookings.csv?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.headers['content-type']).toContain('application/problem+json');
      expect(bad.json(), query).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
  });
});

describe('GET /api/exports/payments.csv', () => {
  it('sends payments with amounts as numbers and the card’s last four as text', async () => {
    const { header, rows, body } = await csvOf('/api/exports/payments.csv');
    expect(header).toEqual([
      'id',
      'created_at',
      'status',
      'name',
      'email',
      'transaction_id',
      'amount',
      'refunded',
      'card_brand',
      'card_last4',
      'booking_ids',
      'package_ids',
    ]);
    expect(body).toContain(
      `\r\n${ID(101)},2026-11-22T09:15:00.000Z,partially_refunded,Nadia Rahman,b1@example.com,pi_known,528.5,329,visa,0042,${ID(1)},${PACKAGE}\r\n`,
    );
    expect(body).toContain(
      `\r\n${ID(102)},2026-11-23T09:15:00.000Z,succeeded,Karim Ahmed,karim@example.com,pi_whole,100,0,,,${ID(3)},\r\n`,
    );
    expect(rows.map((r) => r[0])).toEqual([ID(102), ID(101)]);
  });

  it('filters by status, words and day paid', async () => {
    const ids = async (query: string) =>
      (await csvOf(`/api/exports/payments.csv?${query}`)).rows.map((r) => r[0]);
    expect(await ids('status=partially_refunded')).toEqual([ID(101)]);
    expect(await ids('status=succeeded')).toEqual([ID(102)]);
    expect(await ids('status=refunded')).toEqual([]);
    expect(await ids('q=pi_known')).toEqual([ID(101)]);
    expect(await ids('from=2026-11-23&to=2026-11-23')).toEqual([ID(102)]);
    expect((await download('/api/exports/payments.csv?status=paid')).statusCode).toBe(400);
  });
});

describe('GET /api/exports/users.csv', () => {
  it('sends Manage User, searched as the list is', async () => {
    const { header, body } = await csvOf('/api/exports/users.csv?q=known-user');
    expect(header).toEqual(['id', 'created_at', 'name', 'email', 'role', 'signed_up_at']);
    expect(body).toBe(
      `${BOM}id,created_at,name,email,role,signed_up_at\r\n${KNOWN_USER},2026-10-01T08:00:00.000Z,'@evil,known-user@example.com,user,\r\n`,
    );
    for (const query of ['', '?q=export', '?q=admin']) {
      const listed = (await download(`/api/users${query}`)).json<{ _id: string }[]>();
      const exported = (await csvOf(`/api/exports/users.csv${query}`)).rows.map((r) => r[0]);
      expect(exported, query).toEqual(listed.map((u) => u._id));
    }
    const { rows } = await csvOf('/api/exports/users.csv?q=export-admin');
    expect(rows).toEqual([
      [
        expect.any(String),
        expect.stringMatching(/Z$/),
        'Export Admin',
        'export-admin@example.com',
        'admin',
        expect.stringMatching(/Z$/),
      ],
    ]);
  });
});

describe('GET /api/exports/trip-requests.csv', () => {
  it('sends the inbox of a status with UTC instants and the trip zone’s local times', async () => {
    const answered = await csvOf('/api/exports/trip-requests.csv?status=answered');
    expect(answered.body).toBe(
      `${BOM}id,created_at,status,email,traveller_name,origin,destination,start_at,end_at,start (Asia/Dhaka),end (Asia/Dhaka),answered_at,answer\r\n` +
        `${ID(201)},2026-11-10T06:00:00.000Z,answered,known-user@example.com,'@evil,Dhaka,Bandarban,2026-12-24T04:30:00.000Z,2026-12-26T12:00:00.000Z,2026-12-24 10:30,2026-12-26 18:00,2026-11-11T06:00:00.000Z,"'=1+2, and ""more"""\r\n`,
    );
    // `new` by default, as the inbox.
    const waiting = await csvOf('/api/exports/trip-requests.csv');
    expect(waiting.rows.map((r) => r[0])).toEqual([ID(202)]);
    expect(waiting.rows[0]!.slice(2, 11)).toEqual([
      'new',
      'someone@example.com',
      '',
      'Khulna',
      'Sylhet',
      '2027-01-05T02:00:00.000Z',
      '2027-01-06T02:00:00.000Z',
      '2027-01-05 08:00',
      '2027-01-06 08:00',
    ]);
    const all = await csvOf('/api/exports/trip-requests.csv?status=all');
    const inbox = (await download('/api/trip-requests?status=all')).json<{
      items: { _id: string }[];
    }>();
    expect(all.rows.map((r) => r[0])).toEqual(inbox.items.map((i) => i._id));
    expect((await download('/api/exports/trip-requests.csv?status=late')).statusCode).toBe(400);
  });
});

describe('GET /api/exports/contacts.csv', () => {
  it('neutralises text a spreadsheet would run, and escapes quotes, commas and line breaks', async () => {
    const { rows, body } = await csvOf('/api/exports/contacts.csv');
    expect(
      body.startsWith(`${BOM}id,created_at,name,email,message,handled_at,handled_by\r\n`),
    ).toBe(true);
    expect(body).toContain(
      `\r\n${ID(301)},2026-11-05T06:00:00.000Z,"Karim, ""K""",karim@example.com,"'=HYPERLINK(""http://evil.example"",""click"")\nsecond line",2026-11-06T06:00:00.000Z,known-user@example.com\r\n`,
    );
    const messages = Object.fromEntries(rows.map((r) => [r[0]!, r[4]]));
    expect(messages).toEqual({
      [ID(301)]: `'=HYPERLINK("http://evil.example","click")\nsecond line`,
      [ID(302)]: "'+1 555 0100",
      [ID(303)]: "'-2 days",
      [ID(304)]: "'@x",
      [ID(305)]: "'\tTab",
      [ID(306)]: "'\rCR",
      [ID(307)]: 'x;=2+3',
      [ID(308)]: 'total\t=2+3',
    });
  });

  it('quotes fields holding a semicolon or a tab, the leading-tab one guarded too', async () => {
    const { body } = await csvOf('/api/exports/contacts.csv');
    expect(body).toContain(
      `\r\n${ID(305)},2026-11-01T06:00:00.000Z,D,d@example.com,"'\tTab",,\r\n`,
    );
    expect(body).toContain(
      `\r\n${ID(307)},2026-10-30T06:00:00.000Z,F,f@example.com,"x;=2+3",,\r\n`,
    );
    expect(body).toContain(
      `\r\n${ID(308)},2026-10-29T06:00:00.000Z,G,g@example.com,"total\t=2+3",,\r\n`,
    );
  });

  it('keeps User Requests’ filters', async () => {
    const ids = async (query: string) =>
      (await csvOf(`/api/exports/contacts.csv${query}`)).rows.map((r) => r[0]);
    expect(await ids('?handled=true')).toEqual([ID(301)]);
    expect(await ids('?handled=false&q=555')).toEqual([ID(302)]);
    for (const query of ['?handled=false', '?q=example', '']) {
      const listed = (await download(`/api/contacts${query}`)).json<{ _id: string }[]>();
      expect(await ids(query), query).toEqual(listed.map((c) => c._id));
    }
    expect((await download('/api/exports/contacts.csv?handled=maybe')).statusCode).toBe(400);
  });
});

describe('every file, read as a spreadsheet splitting on `,`, `;` or tab', () => {
  it('has no cell that starts as a formula, the manifest’s included', async () => {
    const manifest = await inject(app, {
      method: 'GET',
      url: `/api/departures/${MANIFEST_DEPARTURE}/manifest`,
      headers: { ...admin.auth, accept: 'text/csv' },
    });
    expect(manifest.headers['content-type']).toBe('text/csv; charset=utf-8');
    const files: Record<string, string> = { manifest: manifest.body };
    for (const url of [
      '/api/exports/bookings.csv',
      '/api/exports/payments.csv',
      '/api/exports/users.csv',
      '/api/exports/trip-requests.csv?status=all',
      '/api/exports/contacts.csv',
    ])
      files[url] = (await csvOf(url)).body;
    const formulas: string[] = [];
    for (const [file, body] of Object.entries(files)) {
      for (const delimiter of [',', ';', '\t']) {
        for (const cell of parseCsv(body.slice(1), delimiter).flat()) {
          // Readers may trim the space a `; ` join leaves before a cell.
          if (/^[=+\-@\t\r]/.test(cell.trimStart()))
            formulas.push(`${file} split on ${JSON.stringify(delimiter)}: ${JSON.stringify(cell)}`);
        }
      }
    }
    expect(formulas).toEqual([]);
  });
});

describe('GET /api/departures/:id/manifest as CSV', () => {
  const url = `/api/departures/${MANIFEST_DEPARTURE}/manifest`;
  const asCsv = (auth: Record<string, string> = admin.auth) =>
    inject(app, { method: 'GET', url, headers: { ...auth, accept: 'text/csv' } });
  const entries = async () =>
    (
      await download(`/api/audit?action=export&targetType=departure&targetId=${MANIFEST_DEPARTURE}`)
    ).json<{ items: Record<string, unknown>[]; total: number }>();

  it('is written as the exports are: no-store, quoted and guarded, one row a traveller', async () => {
    const response = await asCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="manifest-2027-01-10.csv"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const booked = '2026-11-19T16:00:00+06:00';
    const line = (traveller: string, role: string, price: string) =>
      `${traveller},${role},manifest@example.com,${ID(4)},unpaid,${price},${booked}\r\n`;
    expect(response.body).toBe(
      `${BOM}traveller,role,booking e-mail,booking,status,price (USD),booked at\r\n` +
        line('Mira Sen', 'lead', '300') +
        line('"x;=2+3"', 'guest', '') +
        line('"total\t=2+3"', 'guest', '') +
        line(`"'@SUM(1);x"`, 'guest', '') +
        line(`"'\t=1"`, 'guest', ''),
    );
  });

  it('writes an audit entry on the departure: who, from where, how many rows, nothing personal', async () => {
    const before = (await entries()).total;
    expect((await asCsv()).statusCode).toBe(200);
    const after = await entries();
    expect(after.total).toBe(before + 1);
    const [adminRow] = await app.database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.email} = 'export-admin@example.com'`);
    expect(after.items[0]).toMatchObject({
      actorId: adminRow!.id,
      action: 'export',
      targetType: 'departure',
      targetId: MANIFEST_DEPARTURE,
      address: '127.0.0.1',
      changes: null,
      details: { rows: 5, complete: true, filters: {} },
    });
    const text = JSON.stringify(after.items[0]);
    for (const personal of ['manifest@example.com', 'Mira', '2+3']) {
      expect(text).not.toContain(personal);
    }
  });

  it('records nothing for a refused or unknown manifest, and none for the JSON answer', async () => {
    const before = (await entries()).total;
    expect((await asCsv(traveller.auth)).statusCode).toBe(403);
    const unknown = await inject(app, {
      method: 'GET',
      url: `/api/departures/${ID(999)}/manifest`,
      headers: { ...admin.auth, accept: 'text/csv' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    expect((await download(url)).headers['content-type']).toContain('application/json');
    expect((await entries()).total).toBe(before);
  });

  it('breaks off when the audit entry cannot be written: no whole manifest goes out unrecorded', async () => {
    const whole = (await asCsv()).body;
    const outcome = await inject(app, {
      method: 'GET',
      url: `/failing/departures/${MANIFEST_DEPARTURE}/manifest`,
      headers: { ...admin.auth, accept: 'text/csv' },
    }).then(
      (response) => response.body,
      (error: unknown) => error,
    );
    if (typeof outcome === 'string') expect(outcome.length).toBeLessThan(whole.length);
    else expect(outcome).toBeInstanceOf(Error);
  });
});

describe('the audit hook', () => {
  it('is told who exported what, with which filters, and how many rows', async () => {
    records.length = 0;
    const response = await download('/audited/exports/bookings.csv?status=paid');
    expect(response.statusCode).toBe(200);
    expect(records).toHaveLength(1);
    expect(records[0]).toEqual({
      actor: { ...records[0]!.actor, email: 'export-admin@example.com', role: 'admin' },
      address: '127.0.0.1',
      kind: 'bookings',
      filters: { status: 'paid' },
      rows: 1,
      complete: true,
    });
    // Nothing recorded for a refused or invalid export.
    await download('/audited/exports/bookings.csv', traveller.auth);
    await download('/audited/exports/bookings.csv?status=lost');
    expect(records).toHaveLength(1);
  });

  it('breaks the download off when the export cannot be recorded: no complete file goes out', async () => {
    const whole = (await download('/api/exports/contacts.csv')).body;
    const outcome = await download('/failing/exports/contacts.csv').then(
      (response) => response.body,
      (error: unknown) => error,
    );
    // Either the client sees the transfer fail, or what it got stops short of the last rows.
    if (typeof outcome === 'string') expect(outcome.length).toBeLessThan(whole.length);
    else expect(outcome).toBeInstanceOf(Error);
  });
});

describe('reading in chunks', () => {
  it('loses and repeats no row across chunk boundaries, ties in created_at included', async () => {
    const { db } = app.database;
    // 50 contacts over 6 instants (ties), two of them a microsecond apart (finer than a JS Date).
    await db.execute(sql`
      insert into contacts (name, email, message, created_at)
      select 'chunk ' || n, 'chunk' || n || '@example.com', 'tied',
        case when n % 6 = 5 then timestamptz '2026-09-01 00:00:00.000001+00'
             else timestamptz '2026-09-01 00:00:00+00' + (n % 6) * interval '1 hour' end
      from generate_series(1, 50) n`);
    const listed = (await download('/api/contacts?q=tied')).json<{ _id: string }[]>();
    const expected = listed.map((c) => c._id);
    expect(expected).toHaveLength(50);
    for (const size of [1, 7, 10, 49, 50, 51]) {
      const repo = createExportsRepository(db, { chunkSize: size });
      const seen: string[] = [];
      let chunks = 0;
      for await (const chunk of repo.contacts({ q: 'tied' })) {
        expect(chunk.length).toBeLessThanOrEqual(size);
        seen.push(...chunk.map((row) => row.id));
        chunks += 1;
      }
      expect(new Set(seen).size, `chunk size ${size}`).toBe(50);
      expect(seen, `chunk size ${size}`).toEqual(expected);
      expect(chunks).toBe(Math.ceil(50 / size));
    }
  });

  it('sends 2,500 bookings (more than one chunk of 2,000) each exactly once, in the list’s order', async () => {
    const { db } = app.database;
    await db.execute(sql`
      insert into bookings (package_title, name, email, duration, price_cents, status, created_at)
      select 'Bulk trip', 'bulk ' || n, 'bulk' || n || '@example.com', '1 day', n, 'expired',
        timestamptz '2026-08-01 00:00:00+00' + (n % 10) * interval '1 minute'
      from generate_series(1, 2500) n`);
    const { rows } = await csvOf('/api/exports/bookings.csv?q=bulk&status=expired');
    expect(rows).toHaveLength(2500);
    expect(new Set(rows.map((r) => r[0])).size).toBe(2500);
    expect(new Set(rows.map((r) => r[10])).size).toBe(2500);
    const listed = (await download('/api/allBooking?q=bulk&status=expired')).json<
      { _id: string }[]
    >();
    expect(rows.map((r) => r[0])).toEqual(listed.map((b) => b._id));
  });
});
