import { formatInTimeZone } from 'date-fns-tz';
import { countText } from '@wayfare/contract/counts';

/** Cents as dollars a person reads: `$1,250` or `$1,250.50`. */
export function money(cents: number): string {
  const dollars = cents / 100;
  return `$${dollars.toLocaleString('en-US', {
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

/** An instant as the trip zone's wall-clock time, saying which zone: trips happen there. */
export function tripTime(instant: Date, zone: string): string {
  return `${formatInTimeZone(instant, zone, 'EEEE d MMMM yyyy, HH:mm')} (${zone} time)`;
}

/** A day in the trip zone, for receipts: `24 December 2026`. */
export function tripDay(instant: Date, zone: string): string {
  return formatInTimeZone(instant, zone, 'd MMMM yyyy');
}

/** `1 traveller`, `3 travellers` (the web app's words: the contract's counts). */
export function travellersText(n: number): string {
  return countText(n, 'traveller');
}

/** `A`, `A and B`, `A, B and C`. */
export function andList(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * Who travels on a booking: `3 travellers: Rahim Uddin, Karim Uddin and 1 more traveller`. The
 * names are the lead's and the others' given when booking (fewer than the travellers when some
 * were left out; none at all where the outbox's rule withholds them): `names` are those shown.
 */
export function travellersWithNames(travellers: number, names: readonly string[]): string {
  const named = names
    .map((name) => name.trim())
    .filter(Boolean)
    .slice(0, travellers);
  if (named.length === 0) return travellersText(travellers);
  const unnamed = travellers - named.length;
  const others = unnamed > 0 ? [countText(unnamed, 'more traveller')] : [];
  return `${travellersText(travellers)}: ${andList([...named, ...others])}`;
}

/** The receipt number a person quotes: `WF-000042`. */
export function receiptNumber(n: number): string {
  return `WF-${String(n).padStart(6, '0')}`;
}
