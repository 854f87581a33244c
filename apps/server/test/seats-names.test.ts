import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, inject, signUpAdmin, signUpWithToken, type TestApp } from '#test/helpers';
import { inDays } from './seats-support';

/**
 * A booking names at most its travellers besides the lead (docs/product.md §7, `POST /booking`):
 * more names than seats would put more people on the manifest than the departure holds. Refused
 * with 400, nothing booked, no seat taken; a caller booking for someone else is still told 403
 * first.
 */

let t: TestApp;
let packageId: string;
let departureId: string;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signUpAdmin(t.app, 'ops-names@example.com', 'Operator');
  packageId = (
    await inject(t.app, {
      method: 'POST',
      url: '/api/addPackages',
      headers: admin.auth,
      payload: { title: 'Names on the manifest', price: 100, duration: '1 day' },
    })
  ).json<{ insertedId: string }>().insertedId;
  departureId = (
    await inject(t.app, {
      method: 'POST',
      url: `/api/packages/${packageId}/departures`,
      headers: admin.auth,
      payload: { startsAt: inDays(9), seats: 10 },
    })
  ).json<{ insertedId: string }>().insertedId;
});
afterAll(() => t.close());

async function seatsLeft() {
  const response = await inject(t.app, {
    method: 'GET',
    url: `/api/packages/${packageId}/departures`,
  });
  return response.json<{ seatsLeft: number }[]>()[0]!.seatsLeft;
}

describe('traveller names of a booking', () => {
  it('are at most the travellers besides the lead', async () => {
    const traveller = await signUpWithToken(t.app);
    const other = await signUpWithToken(t.app);
    const book = (who: typeof traveller, email: string, travellers: number, names: string[]) =>
      inject(t.app, {
        method: 'POST',
        url: '/api/booking',
        headers: who.auth,
        payload: {
          packageId,
          departureId,
          name: 'Lead Traveller',
          email,
          travellers,
          travellerNames: names,
        },
      });
    const nineteen = Array.from({ length: 19 }, (_, n) => `Guest ${n + 1}`);
    for (const [travellers, names] of [
      [1, ['Mitu Das']],
      [1, nineteen],
      [2, ['Mitu Das', 'Rafi Ahmed']],
    ] as const) {
      const refused = await book(traveller, traveller.email, travellers, [...names]);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: [{ path: 'travellerNames' }],
      });
    }
    // Someone else's booking: 403 before the 400.
    expect((await book(other, traveller.email, 1, nineteen)).statusCode).toBe(403);
    expect(await seatsLeft()).toBe(10);

    const fits = await book(traveller, traveller.email, 3, ['Mitu Das', 'Rafi Ahmed']);
    expect(fits.statusCode).toBe(201);
    const fewer = await book(traveller, traveller.email, 3, ['Mitu Das']);
    expect(fewer.statusCode).toBe(201);
    expect(await seatsLeft()).toBe(4);
  });
});
