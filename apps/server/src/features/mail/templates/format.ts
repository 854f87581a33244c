import { formatInTimeZone } from 'date-fns-tz';
import { mailText, type MailLocale } from './words';

/*
 * Numbers, money, dates and counts as a message writes them in its language. English is as it
 * always was; Bangla writes Bangla digits (০-৯), groups as South Asia groups (১,২৩,৪৫৬) and names
 * days and months in Bangla, as the web app does (apps/web/src/lib/i18n/digits.ts, trip-time.ts).
 */

const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/** Every Western digit of `text` in `locale`'s digits. */
export function localDigits(text: string, locale: MailLocale = 'en'): string {
  if (locale === 'en') return text;
  return text.replace(/[0-9]/g, (digit) => BANGLA_DIGITS[Number(digit)]!);
}

/** A whole number grouped as `locale` groups it: `1,234,567`, `১২,৩৪,৫৬৭`. */
function groupedWhole(whole: number, locale: MailLocale): string {
  const digits = String(Math.abs(Math.trunc(whole)));
  if (locale === 'en') return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const grouped =
    digits.length <= 3
      ? digits
      : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${digits.slice(-3)}`;
  return localDigits(grouped, locale);
}

/** A number as `locale` writes it (`12`, `১২`). */
export function numberText(n: number, locale: MailLocale = 'en'): string {
  return localDigits(String(n), locale);
}

/** Cents as dollars a person reads: `$1,250` or `$1,250.50` (`$১,২৫০.৫০` in Bangla). */
export function money(cents: number, locale: MailLocale = 'en'): string {
  const dollars = cents / 100;
  if (locale === 'en') {
    return `$${dollars.toLocaleString('en-US', {
      minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
      maximumFractionDigits: 2,
    })}`;
  }
  const rest = Math.abs(cents) % 100;
  const fraction = rest === 0 ? '' : `.${localDigits(String(rest).padStart(2, '0'), locale)}`;
  return `${cents < 0 ? '-' : ''}$${groupedWhole(Math.floor(Math.abs(cents) / 100), locale)}${fraction}`;
}

const BANGLA_MONTHS = [
  'জানুয়ারি',
  'ফেব্রুয়ারি',
  'মার্চ',
  'এপ্রিল',
  'মে',
  'জুন',
  'জুলাই',
  'আগস্ট',
  'সেপ্টেম্বর',
  'অক্টোবর',
  'নভেম্বর',
  'ডিসেম্বর',
];
const BANGLA_WEEKDAYS = ['রবিবার', 'সোমবার', 'মঙ্গলবার', 'বুধবার', 'বৃহস্পতিবার', 'শুক্রবার', 'শনিবার'];
/** Cities of the zones a Bangladeshi agency's trips are most often in, as Bangla writes them. */
const BANGLA_CITIES: Record<string, string> = {
  Dhaka: 'ঢাকা',
  Kolkata: 'কলকাতা',
  Kathmandu: 'কাঠমান্ডু',
  Thimphu: 'থিম্পু',
  Bangkok: 'ব্যাংকক',
  Singapore: 'সিঙ্গাপুর',
  Dubai: 'দুবাই',
  London: 'লন্ডন',
};

/** `২৪ ডিসেম্বর ২০২৬`: the zone's day of `instant` in Bangla. */
function banglaDay(instant: Date, zone: string): string {
  const [year, month, day] = formatInTimeZone(instant, zone, 'yyyy M d').split(' ');
  return `${localDigits(day!, 'bn')} ${BANGLA_MONTHS[Number(month) - 1]} ${localDigits(year!, 'bn')}`;
}

/**
 * An instant as the trip zone's wall-clock time, saying which zone: trips happen there.
 * `Thursday 24 December 2026, 07:00 (Asia/Dhaka time)`; `বৃহস্পতিবার, ২৪ ডিসেম্বর ২০২৬, ০৭:০০ (ঢাকা সময়)`.
 */
export function tripTime(instant: Date, zone: string, locale: MailLocale = 'en'): string {
  if (locale === 'en') {
    return `${formatInTimeZone(instant, zone, 'EEEE d MMMM yyyy, HH:mm')} (${zone} time)`;
  }
  const weekday = BANGLA_WEEKDAYS[Number(formatInTimeZone(instant, zone, 'i')) % 7];
  const clock = localDigits(formatInTimeZone(instant, zone, 'HH:mm'), locale);
  const city = zone.split('/').at(-1)!.replaceAll('_', ' ');
  return `${weekday}, ${banglaDay(instant, zone)}, ${clock} (${BANGLA_CITIES[city] ?? zone} সময়)`;
}

/** A day in the trip zone, for receipts: `24 December 2026`, `২৪ ডিসেম্বর ২০২৬`. */
export function tripDay(instant: Date, zone: string, locale: MailLocale = 'en'): string {
  return locale === 'en'
    ? formatInTimeZone(instant, zone, 'd MMMM yyyy')
    : banglaDay(instant, zone);
}

/** `1 traveller`, `3 travellers`, `৩ জন যাত্রী` (the web app's words). */
export function travellersText(n: number, locale: MailLocale = 'en'): string {
  return mailText(locale, 'mail.count.travellers', { count: n });
}

/** `A`, `A and B`, `A, B and C` (`A, B ও C`). */
export function andList(items: readonly string[], locale: MailLocale = 'en'): string {
  if (items.length <= 1) return items.join('');
  return mailText(locale, 'mail.list.and', {
    items: items.slice(0, -1).join(', '),
    last: items.at(-1)!,
  });
}

/**
 * Who travels on a booking: `3 travellers: Rahim Uddin, Karim Uddin and 1 more traveller`. The
 * names are the lead's and the others' given when booking (fewer than the travellers when some
 * were left out; none at all where the outbox's rule withholds them): `names` are those shown.
 */
export function travellersWithNames(
  travellers: number,
  names: readonly string[],
  locale: MailLocale = 'en',
): string {
  const named = names
    .map((name) => name.trim())
    .filter(Boolean)
    .slice(0, travellers);
  if (named.length === 0) return travellersText(travellers, locale);
  const unnamed = travellers - named.length;
  const others =
    unnamed > 0 ? [mailText(locale, 'mail.count.moreTravellers', { count: unnamed })] : [];
  return `${travellersText(travellers, locale)}: ${andList([...named, ...others], locale)}`;
}

/** The receipt number a person quotes: `WF-000042` (the same in every language: it is quoted). */
export function receiptNumber(n: number): string {
  return `WF-${String(n).padStart(6, '0')}`;
}
