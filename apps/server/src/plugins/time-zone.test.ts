import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '@wayfare/contract/bookings';
import { bookings } from '#db/schema';
import {
  createTestApp,
  inject,
  signUpAdmin,
  signUpWithToken,
  uniqueEmail,
  type TestApp,
} from '#test/helpers';

/*
 * The agency's zone (TRIP_TIME_ZONE) is the server's to say: every page it sends names it for the
 * web app (`<meta name="wayfare-time-zone">`, apps/web/src/lib/trip-time.ts), and the admin
 * lists' day filters count its days. A server started in London serves London.
 */

const dist = mkdtempSync(path.join(tmpdir(), 'wayfare-dist-'));
mkdirSync(path.join(dist, 'assets'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>Wayfare</title></head><body><div id="root"></div></body></html>',
);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRIP_TIME_ZONE: 'Europe/London', WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

const ZONE_META = /<meta name="wayfare-time-zone" content="([^"]*)">/;

describe('a server whose TRIP_TIME_ZONE is Europe/London', () => {
  it('names that zone in every page it sends, before the title', async () => {
    for (const url of ['/', '/booking', '/dashboard/all-bookings', '/no-such-page']) {
      const page = await inject(t.app, { method: 'GET', url });
      expect(page.headers['content-type']).toContain('text/html');
      expect(ZONE_META.exec(page.body)?.[1], url).toBe('Europe/London');
      expect(page.body.indexOf('wayfare-time-zone')).toBeLessThan(page.body.indexOf('<title>'));
    }
  });

  it('counts All Bookings’ days as London’s', async () => {
    const admin = await signUpAdmin(t.app, uniqueEmail('zone-admin'), 'Admin');
    const added = await inject(t.app, {
      method: 'POST',
      url: '/api/addPackages',
      headers: admin.auth,
      payload: { title: 'London Zone Walk', price: 100, duration: '1 day' },
    });
    const packageId = added.json<{ insertedId: string }>().insertedId;
    const traveller = await signUpWithToken(t.app, uniqueEmail('zone-traveller'));
    const booked = await inject(t.app, {
      method: 'POST',
      url: '/api/booking',
      headers: traveller.auth,
      payload: { packageId, name: 'Late Booker', email: traveller.email },
    });
    expect(booked.statusCode).toBe(201);
    // 2 January 2025, 23:30 in London (UTC+0 in winter): already 3 January in Dhaka.
    await t.app.database.db
      .update(bookings)
      .set({ createdAt: new Date('2025-01-02T23:30:00Z') })
      .where(eq(bookings.id, booked.json<{ insertedId: string }>().insertedId));

    const names = async (query: string) =>
      (
        await inject(t.app, {
          method: 'GET',
          url: `/api/allBooking?q=${encodeURIComponent(traveller.email)}&${query}`,
          headers: admin.auth,
        })
      )
        .json<Booking[]>()
        .map((b) => b.name);
    expect(await names('from=2025-01-02&to=2025-01-02')).toEqual(['Late Booker']);
    expect(await names('from=2025-01-03&to=2025-01-03')).toEqual([]);
  });
});
