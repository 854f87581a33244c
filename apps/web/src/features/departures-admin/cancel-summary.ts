import type { Manifest } from '@wayfare/contract/departures';
import { countText } from '@wayfare/contract/counts';

type Entry = Pick<Manifest['entries'][number], 'status' | 'price' | 'travellers'>;

/**
 * The bookings a departure's cancelling ends, in words: `It has 2 bookings (5 travellers):
 * 1 paid ($1,200 to refund), 1 unpaid.`
 */
export function bookingsToEnd(
  entries: readonly Entry[],
  money: (dollars: number) => string,
): string {
  if (entries.length === 0) return 'Nobody has booked it.';
  const paid = entries.filter((e) => e.status === 'paid');
  const unpaid = entries.filter((e) => e.status === 'unpaid');
  const travellers = entries.reduce((sum, e) => sum + e.travellers, 0);
  const refund = paid.reduce((sum, e) => sum + e.price, 0);
  const parts = [
    paid.length > 0 ? `${paid.length} paid (${money(refund)} to refund)` : null,
    unpaid.length > 0 ? `${unpaid.length} unpaid` : null,
  ].filter(Boolean);
  return `It has ${countText(entries.length, 'booking')} (${countText(travellers, 'traveller')}): ${parts.join(', ')}.`;
}

/** The optional reason: empty, or 3 to 500 characters (the server's rule); true when fine. */
export function cancelReasonRule(reason: string): true | string {
  const length = reason.trim().length;
  if (length === 0) return true;
  if (length < 3) return 'Use at least 3 characters, or leave the reason empty.';
  return length <= 500 || 'Use at most 500 characters.';
}
