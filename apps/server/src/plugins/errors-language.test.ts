import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ERROR_TABLE } from '#lib/errors';
import { createTestApp, inject, signUpAdmin, signUpWithToken, type TestApp } from '#test/helpers';

/*
 * Problems in the request's language (docs/i18n.md, "API errors in Bangla"): Bangla when
 * Accept-Language prefers it, English exactly as before otherwise; the code is the same.
 */

const BANGLA = 'bn-BD,bn;q=0.9,en;q=0.5';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUpAdmin>>;
let traveller: Awaited<ReturnType<typeof signUpWithToken>>;
let packageId: string;
let departureId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signUpAdmin(t.app, 'ops-language@example.com', 'Operator');
  traveller = await signUpWithToken(t.app);
  const created = await inject(t.app, {
    method: 'POST',
    url: '/api/addPackages',
    headers: admin.auth,
    payload: { title: 'Srimangal tea gardens', price: 120, duration: '2 days' },
  });
  packageId = created.json<{ insertedId: string }>().insertedId;
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const departure = await inject(t.app, {
    method: 'POST',
    url: `/api/packages/${packageId}/departures`,
    headers: admin.auth,
    payload: { startsAt: `${day}T07:30`, seats: 2 },
  });
  expect(departure.statusCode).toBe(201);
  departureId = departure.json<{ insertedId: string }>().insertedId;
});
afterAll(() => t.close());

type Problem = { code: string; title: string; detail: string; status: number } & Record<
  string,
  unknown
>;

/** The same call three ways: in Bangla, without Accept-Language, and with `en`. */
async function threeWays(options: InjectOptions) {
  const headers = (options.headers ?? {}) as Record<string, string>;
  const [bn, none, en] = await Promise.all(
    [{ 'accept-language': BANGLA }, {}, { 'accept-language': 'en' }].map((language) =>
      inject(t.app, { ...options, headers: { ...headers, ...language } }),
    ),
  );
  for (const response of [bn!, none!, en!])
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const [b, n, e] = [bn!, none!, en!].map((r) => r.json<Problem>());
  expect(bn!.statusCode).toBe(none!.statusCode);
  expect(en!.statusCode).toBe(none!.statusCode);
  expect(b!.code).toBe(n!.code);
  expect(e!.code).toBe(n!.code);
  // English with `en` is English without the header, word for word.
  expect({ ...e!, requestId: undefined }).toEqual({ ...n!, requestId: undefined });
  expect(none!.headers.vary).toMatch(/accept-language/i);
  return { status: none!.statusCode, bn: b!, en: n! };
}

describe('problems in the request language', () => {
  it('404 ROUTE_NOT_FOUND names the method and path in Bangla', async () => {
    const { status, bn, en } = await threeWays({ method: 'GET', url: '/api/no-such-thing?x=1' });
    expect(status).toBe(404);
    expect(en).toMatchObject({
      code: 'ROUTE_NOT_FOUND',
      title: ERROR_TABLE.ROUTE_NOT_FOUND.title,
      detail: 'There is no API route GET /api/no-such-thing.',
    });
    expect(bn).toMatchObject({
      code: 'ROUTE_NOT_FOUND',
      title: 'এমন কোনো API পথ নেই',
      detail: 'GET /api/no-such-thing: এমন কোনো API পথ নেই।',
      instance: '/api/no-such-thing',
    });
  });

  it('400 VALIDATION_FAILED is Bangla, with the same per-field errors', async () => {
    const { status, bn, en } = await threeWays({
      method: 'POST',
      url: '/api/addPackages',
      headers: admin.auth,
      payload: { title: 'x'.repeat(121), price: 10, duration: '1 day' },
    });
    expect(status).toBe(400);
    expect(en.code).toBe('VALIDATION_FAILED');
    expect(en.title).toBe('The request is not valid');
    expect(en.detail).toBe('Title must be at most 120 characters');
    expect(bn.title).toBe('অনুরোধটি সঠিক নয়');
    expect(bn.detail).toBe('শিরোনাম: সর্বোচ্চ ১২০টি অক্ষর হতে পারে।');
    expect(bn.detail).not.toMatch(/[A-Za-z]/);
    expect(en.errors).toEqual([{ path: 'body.title', message: 'must be at most 120 characters' }]);
    expect(bn.errors).toEqual([{ path: 'body.title', message: 'সর্বোচ্চ ১২০টি অক্ষর হতে পারে' }]);
  });

  it('POST /contacts says each too-long field in Bangla digits, on the same paths', async () => {
    const { status, bn, en } = await threeWays({
      method: 'POST',
      url: '/api/contacts',
      headers: traveller.auth,
      payload: { name: 'ন'.repeat(121), message: 'x'.repeat(5001) },
    });
    expect(status).toBe(400);
    // English word for word as before: zod's code for the name, the schema's words for the message.
    expect(en).toMatchObject({
      code: 'VALIDATION_FAILED',
      detail: 'Name can have at most 120 characters',
      errors: [
        { path: 'body.name', message: 'can have at most 120 characters' },
        { path: 'body.message', message: 'use at most 5000 characters' },
      ],
    });
    expect(bn).toMatchObject({
      code: 'VALIDATION_FAILED',
      title: 'অনুরোধটি সঠিক নয়',
      detail: 'নাম: সর্বোচ্চ ১২০টি অক্ষর হতে পারে।',
      errors: [
        { path: 'body.name', message: 'সর্বোচ্চ ১২০টি অক্ষর হতে পারে' },
        { path: 'body.message', message: 'সর্বোচ্চ ৫০০০টি অক্ষর লিখতে পারবেন' },
      ],
    });
    const fieldErrors = (problem: Problem) => problem.errors as Record<string, unknown>[];
    expect(fieldErrors(bn).map(({ message: _, ...rest }) => rest)).toEqual(
      fieldErrors(en).map(({ message: _, ...rest }) => rest),
    );
  });

  it('POST /contacts without a message gives the schema’s own words in Bangla', async () => {
    const { bn, en } = await threeWays({
      method: 'POST',
      url: '/api/contacts',
      headers: traveller.auth,
      payload: { message: '   ' },
    });
    expect(en.errors).toEqual([
      { path: 'body.message', message: 'write a message before sending' },
    ]);
    expect(bn.errors).toEqual([{ path: 'body.message', message: 'পাঠানোর আগে একটি বার্তা লিখুন' }]);
    expect(bn.detail).toBe('বার্তা: পাঠানোর আগে একটি বার্তা লিখুন।');
  });

  it("says zod's codes in Bangla: a value not among the choices, fields the call does not take", async () => {
    const sort = await threeWays({ method: 'GET', url: '/api/packages?sort=cheapest' });
    expect(sort.en.errors).toEqual([
      {
        path: 'querystring.sort',
        message: 'must be one of: relevance, newest, price-asc, price-desc',
      },
    ]);
    expect(sort.bn.errors).toEqual([
      {
        path: 'querystring.sort',
        message: 'এগুলোর একটি হতে হবে: relevance, newest, price-asc, price-desc',
      },
    ]);
    expect(sort.bn.detail).toBe(
      'সাজানোর ক্রম: এগুলোর একটি হতে হবে: relevance, newest, price-asc, price-desc।',
    );
    const seats = await threeWays({
      method: 'POST',
      url: `/api/packages/${packageId}/departures`,
      headers: admin.auth,
      payload: { startsAt: '2099-01-01T07:30', seats: 0 },
    });
    expect(seats.en.errors).toEqual([{ path: 'body.seats', message: 'must be at least 1' }]);
    expect(seats.bn.errors).toEqual([{ path: 'body.seats', message: 'অন্তত ১ হতে হবে' }]);
  });

  it('a field error a service writes is Bangla too: a departure starting in the past', async () => {
    const { status, bn, en } = await threeWays({
      method: 'POST',
      url: `/api/packages/${packageId}/departures`,
      headers: admin.auth,
      payload: { startsAt: '2020-01-01T07:30', seats: 2 },
    });
    expect(status).toBe(400);
    expect(en).toMatchObject({
      detail: 'startsAt must be in the future.',
      errors: [{ path: 'body.startsAt', message: 'must be in the future' }],
    });
    expect(bn).toMatchObject({
      detail: 'শুরুর সময়: ভবিষ্যতের কোনো সময় হতে হবে।',
      errors: [{ path: 'body.startsAt', message: 'ভবিষ্যতের কোনো সময় হতে হবে' }],
    });
  });

  it('409 SOLD_OUT says the seats left in Bangla digits and keeps seatsLeft', async () => {
    const { status, bn, en } = await threeWays({
      method: 'POST',
      url: '/api/booking',
      headers: traveller.auth,
      payload: {
        packageId,
        departureId,
        travellers: 3,
        name: 'Nadia Rahman',
        email: traveller.email,
      },
    });
    expect(status).toBe(409);
    expect(en).toMatchObject({
      code: 'SOLD_OUT',
      seatsLeft: 2,
      title: 'Not enough seats left',
      detail: 'Only 2 seats left on this departure; you asked for 3.',
    });
    expect(bn).toMatchObject({
      code: 'SOLD_OUT',
      seatsLeft: 2,
      title: 'যথেষ্ট আসন খালি নেই',
      detail: 'মাত্র ২টি আসন খালি আছে। কম আসন বুক করুন বা অন্য একটি যাত্রা বেছে নিন।',
    });
  });

  it('401 UNAUTHENTICATED is Bangla', async () => {
    const { status, bn, en } = await threeWays({
      method: 'GET',
      url: `/api/booking?email=${traveller.email}`,
    });
    expect(status).toBe(401);
    expect(en.code).toBe('UNAUTHENTICATED');
    expect(en.title).toBe('Sign-in required');
    expect(bn.title).toBe('সাইন ইন করা প্রয়োজন');
    expect(bn.detail).toBe('এটি করতে আগে সাইন ইন করুন।');
  });

  it('a header preferring English, or no Bangla at all, gets English', async () => {
    for (const language of ['en-US,en;q=0.9,bn;q=0.8', 'fr', 'bn;q=0']) {
      const response = await inject(t.app, {
        method: 'GET',
        url: '/api/nothing-here',
        headers: { 'accept-language': language },
      });
      expect(response.json<Problem>().detail, language).toBe(
        'There is no API route GET /api/nothing-here.',
      );
    }
  });
});
