import type { Manifest } from '@wayfare/contract/departures';
import { digitsOf, type DeparturesT } from './messages';

type Entry = Pick<Manifest['entries'][number], 'status' | 'price' | 'travellers'>;

/**
 * The bookings a departure's cancelling ends, in words: `It has 2 bookings (5 travellers):
 * 1 paid ($1,200 to refund), 1 unpaid.`
 */
export function bookingsToEnd(
  entries: readonly Entry[],
  money: (dollars: number) => string,
  t: DeparturesT,
): string {
  if (entries.length === 0) return t('departures.summary.nobodyBooked');
  const paid = entries.filter((e) => e.status === 'paid');
  const unpaid = entries.filter((e) => e.status === 'unpaid');
  const travellers = entries.reduce((sum, e) => sum + e.travellers, 0);
  const refund = paid.reduce((sum, e) => sum + e.price, 0);
  const parts = [
    paid.length > 0
      ? t('departures.summary.paid', {
          count: digitsOf(paid.length, t.numbers),
          refund: money(refund),
        })
      : null,
    unpaid.length > 0
      ? t('departures.summary.unpaid', { count: digitsOf(unpaid.length, t.numbers) })
      : null,
  ].filter(Boolean);
  return t('departures.summary.bookings', {
    bookings: entries.length,
    travellers,
    parts: parts.join(', '),
  });
}

/** The optional reason: empty, or 3 to 500 characters (the server's rule); true when fine. */
export function cancelReasonRule(reason: string, t: DeparturesT): true | string {
  const length = reason.trim().length;
  if (length === 0) return true;
  if (length < 3) return t('departures.rules.reasonShort');
  return length <= 500 || t('departures.rules.reasonLong');
}
