import { formatInTimeZone } from 'date-fns-tz';

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

/** `1 traveller`, `3 travellers`. */
export function travellersText(n: number): string {
  return `${n} traveller${n === 1 ? '' : 's'}`;
}

/** The receipt number a person quotes: `WF-000042`. */
export function receiptNumber(n: number): string {
  return `WF-${String(n).padStart(6, '0')}`;
}
