import type { Locale } from './locale';

/*
 * Numbers as Bangla writes them (docs/i18n.md): Bangla digits, grouped as South Asia groups
 * (১,২৩,৪৫৬: thousands, then every two digits), as `Intl.NumberFormat('bn')` does. Written out
 * for the reason lib/format.ts gives: no locale data is loaded during a page's hydration.
 */

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/**
 * How a screen writes numbers: a page's language, or `bn-latn`, Bangla with Western digits (0-9)
 * for a signed-in person who chose them on their account (docs/i18n.md, "The account's
 * language"). Words follow the page's language; only the digits change. `t.numbers` (useT) and
 * `useNumberLocale()` give a screen's.
 */
export type NumberLocale = Locale | 'bn-latn';

/** Every Western digit of `text` in `locale`'s digits (Bangla's for `bn`). */
export function localDigits(text: string, locale: NumberLocale): string {
  if (locale !== 'bn') return text;
  return text.replace(/[0-9]/g, (digit) => BANGLA_DIGITS[Number(digit)]!);
}

/**
 * A whole number grouped as `locale` groups it: `1,234,567` in English, `১২,৩৪,৫৬৭` in Bangla,
 * `12,34,567` in Bangla with Western digits.
 */
export function groupedWhole(whole: number, locale: NumberLocale): string {
  const digits = String(Math.abs(Math.trunc(whole)));
  const grouped =
    locale === 'en'
      ? digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
      : digits.length <= 3
        ? digits
        : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${digits.slice(-3)}`;
  return localDigits(grouped, locale);
}
