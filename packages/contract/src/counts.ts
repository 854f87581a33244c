/*
 * Counts in words, alike in the web app and the e-mails: "1 seat", "3 seats", "0 travellers",
 * "1,250 bookings". The noun follows English's plural rules (Intl.PluralRules('en'): "one" for
 * exactly 1, "other" for everything else, 0 included). Written out rather than with Intl: the
 * first Intl formatter a page makes loads the browser's locale data in the middle of hydration
 * (apps/web/src/lib/format.ts); the web app's unit test checks these against Intl's own answers.
 * Zod-free, so the browser may import it.
 */

/** The noun for `n` of it: `one` for exactly 1 (or -1), `other` (by default `one` + "s") else. */
export function pluralNoun(n: number, one: string, other = `${one}s`): string {
  return Math.abs(n) === 1 ? one : other;
}

/** A whole number with en-US's thousands separators: `1,250`. */
export function groupedNumber(n: number): string {
  const [whole = '', fraction] = String(Math.abs(n)).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** `n` and its noun: `countText(1, 'seat')` is `1 seat`, `countText(3, 'person', 'people')` `3 people`. */
export function countText(n: number, one: string, other = `${one}s`): string {
  return `${groupedNumber(n)} ${pluralNoun(n, one, other)}`;
}
