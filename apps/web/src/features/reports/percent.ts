import type { Locale } from '@/lib/i18n/locale';

/** Intl's percent formats, made on first use (admin pages only), per language and precision. */
const formats = new Map<string, Intl.NumberFormat>();

/** A ratio as a percentage in `locale`'s digits: `40%`, `40.5%`; `৪০%` in Bangla. */
export function percentText(ratio: number, locale: Locale, maximumFractionDigits: number): string {
  const key = `${locale}:${maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale === 'en' ? 'en-US' : 'bn', {
      style: 'percent',
      maximumFractionDigits,
    });
    formats.set(key, format);
  }
  return format.format(ratio);
}
