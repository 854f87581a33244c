import { describe, expect, it } from 'vitest';
import { selfRefundOpen } from './self-refund';

const now = Date.parse('2026-12-02T10:00:00+06:00');

describe('selfRefundOpen', () => {
  it('is open for a paid booking until its departure starts', () => {
    expect(
      selfRefundOpen({ status: 'paid', departureStartsAt: '2026-12-02T10:00:01+06:00' }, now),
    ).toBe(true);
    expect(
      selfRefundOpen({ status: 'paid', departureStartsAt: '2026-12-02T10:00:00+06:00' }, now),
    ).toBe(false);
    expect(
      selfRefundOpen({ status: 'paid', departureStartsAt: '2026-11-30T07:30:00+06:00' }, now),
    ).toBe(false);
  });

  it('stays open for a paid booking without a departure', () => {
    expect(selfRefundOpen({ status: 'paid', departureStartsAt: null }, now)).toBe(true);
    expect(selfRefundOpen({ status: 'paid' }, now)).toBe(true);
  });

  it('is never open for a booking that is not paid', () => {
    for (const status of ['unpaid', 'refunded', 'cancelled', 'expired'] as const) {
      expect(selfRefundOpen({ status, departureStartsAt: null }, now)).toBe(false);
    }
  });
});
