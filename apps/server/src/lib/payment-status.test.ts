import { describe, expect, it } from 'vitest';
import { paymentStatus } from '@wayfare/contract/payment-status';

// The one rule the payment lists, the exports and their status filter follow.
describe('paymentStatus', () => {
  it('is succeeded with nothing refunded, partially refunded below the amount, refunded at it', () => {
    expect(paymentStatus({ paidCents: 18_000, refundedCents: 0 })).toBe('succeeded');
    expect(paymentStatus({ paidCents: 18_000, refundedCents: 1 })).toBe('partially_refunded');
    expect(paymentStatus({ paidCents: 18_000, refundedCents: 17_999 })).toBe('partially_refunded');
    expect(paymentStatus({ paidCents: 18_000, refundedCents: 18_000 })).toBe('refunded');
  });
});
