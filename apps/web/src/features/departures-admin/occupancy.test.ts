import type { Departure } from '@wayfare/contract/departures';
import { describe, expect, it } from 'vitest';
import { bookingsToEnd, cancelReasonRule } from './cancel-summary';
import { formatUsd } from '@/lib/format';
import { departuresMessages, departuresT } from './messages';
import { occupancyOf, orderForAdmin, seatsTaken, statusLabel } from './occupancy';

const en = departuresT('en');

const at = (iso: string, extra: Partial<Departure> = {}): Departure => ({
  _id: iso,
  packageId: 'p1',
  startsAt: iso,
  seatsTotal: 10,
  seatsLeft: 4,
  price: 100,
  ownPrice: false,
  status: 'open',
  ...extra,
});

describe('occupancy', () => {
  it('counts seats taken and left, and how full in whole percent', () => {
    expect(occupancyOf(40, 12)).toEqual({
      total: 40,
      taken: 12,
      left: 28,
      percent: 30,
      level: 'some',
    });
    expect(occupancyOf(10, 8).level).toBe('most');
    expect(occupancyOf(10, 10)).toMatchObject({ left: 0, percent: 100, level: 'full' });
    // More taken than the total (seats lowered elsewhere) never shows negative seats left.
    expect(occupancyOf(5, 7)).toMatchObject({ taken: 5, left: 0 });
  });

  it('takes an open departure’s seats from its list, a closed one’s from its manifest', () => {
    expect(seatsTaken(at('2027-01-01T07:00:00+06:00'))).toBe(6);
    const closed = at('2027-01-01T07:00:00+06:00', { status: 'closed', seatsLeft: 0 });
    expect(seatsTaken(closed)).toBeNull();
    expect(seatsTaken(closed, { seatsSold: 2, seatsHeld: 1 })).toBe(3);
    expect(seatsTaken(at('2027-01-01T07:00:00+06:00', { status: 'cancelled' }))).toBeNull();
  });

  it('takes the admins’ list’s seats taken first, a closed departure’s too', () => {
    const closed = at('2027-01-01T07:00:00+06:00', { status: 'closed', seatsLeft: 0 });
    expect(seatsTaken({ ...closed, seatsTaken: 7 })).toBe(7);
    expect(seatsTaken(at('2027-01-01T07:00:00+06:00', { seatsTaken: 6 }))).toBe(6);
    const cancelled = at('2027-01-01T07:00:00+06:00', { status: 'cancelled', seatsTaken: 0 });
    expect(seatsTaken(cancelled)).toBeNull();
  });

  it('lists upcoming departures soonest first, then those that started, latest first', () => {
    const now = Date.parse('2026-12-01T00:00:00Z');
    const list = [
      at('2026-11-01T07:00:00+06:00'),
      at('2027-01-01T07:00:00+06:00'),
      at('2026-12-10T07:00:00+06:00'),
      at('2026-11-20T07:00:00+06:00'),
    ];
    expect(orderForAdmin(list, now).map((d) => d._id)).toEqual([
      '2026-12-10T07:00:00+06:00',
      '2027-01-01T07:00:00+06:00',
      '2026-11-20T07:00:00+06:00',
      '2026-11-01T07:00:00+06:00',
    ]);
    expect(statusLabel(list[0]!, now, en)).toBe('Departed');
    expect(statusLabel(list[1]!, now, en)).toBe('Open');
    expect(statusLabel({ ...list[1]!, status: 'closed' }, now, en)).toBe('Closed');
    expect(statusLabel({ ...list[0]!, status: 'cancelled' }, now, en)).toBe('Cancelled');
  });
});

describe('cancelling a departure', () => {
  const usd = (n: number) => `$${n}`;
  it('says which bookings end and how much paid ones get back', () => {
    expect(bookingsToEnd([], usd, en)).toBe('Nobody has booked it.');
    expect(
      bookingsToEnd(
        [
          { status: 'paid', price: 300, travellers: 3 },
          { status: 'paid', price: 100, travellers: 1 },
          { status: 'unpaid', price: 200, travellers: 2 },
        ],
        usd,
        en,
      ),
    ).toBe('It has 3 bookings (6 travellers): 2 paid ($400 to refund), 1 unpaid.');
    expect(bookingsToEnd([{ status: 'unpaid', price: 100, travellers: 1 }], usd, en)).toBe(
      'It has 1 booking (1 traveller): 1 unpaid.',
    );
  });

  it('says it in Bangla, with Bangla digits', async () => {
    await departuresMessages.ready('bn');
    const entries = [
      { status: 'paid', price: 1200, travellers: 2 },
      { status: 'unpaid', price: 600, travellers: 1 },
    ];
    expect(bookingsToEnd(entries, (n) => formatUsd(n, 'bn'), departuresT('bn'))).toBe(
      'এতে ২টি বুকিং (৩ জন যাত্রী) আছে: ১টি পরিশোধিত ($১,২০০ ফেরত দিতে হবে), ১টি অপরিশোধিত।',
    );
  });

  it('takes no reason, or one of 3 to 500 characters', () => {
    expect(cancelReasonRule('  ', en)).toBe(true);
    expect(cancelReasonRule('no', en)).toMatch(/at least 3/);
    expect(cancelReasonRule('Flooded road', en)).toBe(true);
    expect(cancelReasonRule('x'.repeat(501), en)).toMatch(/at most 500/);
  });
});
