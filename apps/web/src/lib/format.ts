import { groupedWhole, type NumberLocale } from './i18n/digits';

/**
 * Prices are whole US dollars (docs/product.md §9), written as en-US does: "$1,234", "-$5".
 *
 * Written out rather than with `Intl.NumberFormat`: the first currency formatter a page makes
 * loads the browser's locale data, 50 to 100 ms of main thread on this machine and four times
 * that on a slow phone, in the middle of the public pages' hydration (decision 009). The unit test
 * checks this against Intl's own answer. In Bangla the sign stays first, the digits are Bangla's
 * (`$২৪৯`, `$১,২৩,৪৫৬`).
 */
export function formatUsd(dollars: number, locale: NumberLocale = 'en'): string {
  const grouped = groupedWhole(Math.round(Math.abs(dollars)), locale);
  // As Intl: a negative amount keeps its sign even when it rounds to 0 ("-$0").
  const negative = dollars < 0 || Object.is(dollars, -0);
  return `${negative ? '-' : ''}$${grouped}`;
}

/** A count in `locale`'s digits and grouping: `1,234`; `১,২৩৪` in Bangla. */
export function formatCount(count: number, locale: NumberLocale = 'en'): string {
  return groupedWhole(count, locale);
}

/** A size in bytes for people: `812 B`, `14.2 KB`, `1.3 MB`. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
