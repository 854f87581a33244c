/*
 * The web app's one time module. Every date and time people see, and every day a filter counts,
 * is in the agency's zone (the server's TRIP_TIME_ZONE), whatever zone this device is in, and the
 * zone is named. The server writes that zone into every page it sends, as
 * `<meta name="wayfare-time-zone" content="…">` (the shell and the server-rendered pages alike),
 * so the first render knows it without a request of its own; the server-side renderer is told it
 * directly (`setTripTimeZone`).
 *
 * Trip times come from the API as instants with the zone's offset (`2026-12-24T07:00:00+06:00`)
 * and are shown as the wall-clock time written in that string: read from the text, not through
 * `Date`, so that the server's rendering and the browser's agree to the character (hydration
 * compares them). Other instants (`…Z`: when something was booked, paid, sent) go through
 * `Intl` with the zone.
 */

import { localDigits, type NumberLocale } from './i18n/digits';

/** The `<meta name>` that carries the agency's zone in the pages the server sends. */
export const TIME_ZONE_META = 'wayfare-time-zone';

let configuredZone: string | undefined;

/** Whether `zone` is an IANA zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

/** Sets the agency's zone (the server-side renderer; tests); `undefined` reads the page again. */
export function setTripTimeZone(zone: string | undefined): void {
  configuredZone = zone;
  formats.clear();
}

/**
 * The agency's zone (an IANA name): the one the server wrote into the page. A page the server did
 * not send (Vite's development page, a unit test that sets none) falls back to the device's zone.
 */
export function tripTimeZone(): string {
  if (configuredZone) return configuredZone;
  const meta =
    typeof document === 'undefined'
      ? null
      : document.querySelector<HTMLMetaElement>(`meta[name="${TIME_ZONE_META}"]`);
  // The server checked its zone at start; one this browser does not know is not used.
  if (meta?.content && isTimeZone(meta.content)) return (configuredZone = meta.content);
  return new Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * A zone named for people, from its IANA name (its city): `Europe/London` is `London time`,
 * `America/Argentina/Buenos_Aires` `Buenos Aires time`; `UTC` is `UTC`.
 */
export function zoneName(zone = tripTimeZone(), locale: NumberLocale = 'en'): string {
  if (/^(Etc\/)?(UTC|GMT|Universal|Zulu)$/i.test(zone)) return 'UTC';
  const city = (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');
  if (locale !== 'en') return `${BANGLA_CITIES[city] ?? city} সময়`;
  return `${city} time`;
}

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

/** Intl formats, made on first use (a phone's first one costs it milliseconds), per zone. */
const formats = new Map<string, Intl.DateTimeFormat>();
function format(kind: 'time' | 'day' | 'offset' | 'calendar', zone: string) {
  const key = `${kind} ${zone}`;
  let made = formats.get(key);
  if (!made) {
    // `27 Nov 2026, 06:47`; `27 Nov 2026`; `GMT+06:00`; `2026-11-27 06:47` (Swedish writes
    // a wall clock as ISO does, on a 24-hour clock).
    made = new Intl.DateTimeFormat(kind === 'calendar' ? 'sv-SE' : 'en-GB', {
      timeZone: zone,
      ...(kind === 'time'
        ? { dateStyle: 'medium', timeStyle: 'short' }
        : kind === 'day'
          ? { dateStyle: 'medium' }
          : kind === 'offset'
            ? { timeZoneName: 'longOffset' }
            : { dateStyle: 'short', timeStyle: 'short' }),
    });
    formats.set(key, made);
  }
  return made;
}

/** The zone's offset at an instant, as an ISO text writes it: `+06:00`, `-05:00`, `Z`. */
function offsetAt(date: Date, zone: string): string {
  const name = format('offset', zone)
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return sameOffset(name?.replace(/^GMT/, '') ?? '');
}

/** An offset written one way: `Z`, `+00:00`, `-00:00` and none are all `Z`. */
function sameOffset(offset: string): string {
  return offset === '' || /^[+-]00:00$/.test(offset) ? 'Z' : offset;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
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
const BANGLA_WEEKDAYS = ['রবি', 'সোম', 'মঙ্গল', 'বুধ', 'বৃহস্পতি', 'শুক্র', 'শনি'];

/** `24 Dec 2026` in `locale` (`২৪ ডিসেম্বর ২০২৬`), from a calendar day's numbers. */
function dayText(
  year: string,
  monthIndex: number,
  day: number,
  locale: NumberLocale,
  short = false,
) {
  if (locale === 'en') {
    const text = `${day} ${MONTHS[monthIndex] ?? ''}`;
    return short ? text : `${text} ${year}`;
  }
  const text = `${localDigits(String(day), locale)} ${BANGLA_MONTHS[monthIndex] ?? ''}`;
  return short ? text : `${text} ${localDigits(year, locale)}`;
}

interface TripParts {
  date: string;
  time: string;
  offset: string;
}

function parts(iso: string, locale: NumberLocale = 'en'): TripParts | null {
  const match = ISO.exec(iso);
  if (!match) return null;
  const [, year, month, day, hour, minute, offset] = match as unknown as string[];
  const monthIndex = Number(month) - 1;
  const weekday = new Date(Date.UTC(Number(year), monthIndex, Number(day))).getUTCDay();
  if (!MONTHS[monthIndex] || Number.isNaN(weekday)) return null;
  const weekdays = locale === 'en' ? WEEKDAYS : BANGLA_WEEKDAYS;
  const separator = locale === 'en' ? ' ' : ', ';
  return {
    date: `${weekdays[weekday]}${separator}${dayText(year!, monthIndex, Number(day), locale)}`,
    time: localDigits(`${hour}:${minute}`, locale),
    offset: offset!,
  };
}

/**
 * The zone named for people (`London time`). Given a time from the API, a time written with
 * another offset than the zone's at that moment is named by its offset (`UTC+05:30`).
 */
export function tripZoneLabel(sampleIso?: string, locale: NumberLocale = 'en'): string {
  if (sampleIso === undefined) return zoneName(undefined, locale);
  const offset = parts(sampleIso)?.offset;
  if (!offset) return locale === 'en' ? 'trip time' : 'ভ্রমণের সময়';
  const zone = tripTimeZone();
  if (offsetAt(new Date(sampleIso), zone) === sameOffset(offset)) return zoneName(zone, locale);
  return sameOffset(offset) === 'Z' ? 'UTC' : localDigits(`UTC${offset}`, locale);
}

/** `Thu 24 Dec 2026, 07:00` (the trip zone's wall clock); the text itself when it is not a time. */
export function formatTripDateTime(iso: string, locale: NumberLocale = 'en'): string {
  const p = parts(iso, locale);
  return p ? `${p.date}, ${p.time}` : iso;
}

/** `Thu 24 Dec 2026, 07:00 London time`. */
export function formatTripDateTimeZoned(iso: string, locale: NumberLocale = 'en'): string {
  return parts(iso) ? `${formatTripDateTime(iso, locale)} ${tripZoneLabel(iso, locale)}` : iso;
}

/**
 * The value of a `datetime-local` input for a time from the API: the trip zone's wall clock
 * (`2026-12-24T07:00`); empty when the text is not a time.
 */
export function toDateTimeLocal(iso: string): string {
  const match = ISO.exec(iso);
  return match ? `${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}` : '';
}

/** `Thu 24 Dec 2026` (the trip zone's day). */
export function formatTripDate(iso: string, locale: NumberLocale = 'en'): string {
  return parts(iso, locale)?.date ?? iso;
}

/** A calendar day typed in a date input (`2026-12-24`): a real day of the Gregorian calendar. */
export function isCalendarDay(text: string | null | undefined): text is string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text ?? '');
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * An instant (`2026-11-27T00:47:17.000Z`, or one with an offset) shown in the zone (the agency's
 * unless given): `27 Nov 2026, 06:47`; a text that is no instant as it is.
 */
export function formatInstant(
  iso: string,
  zone = tripTimeZone(),
  locale: NumberLocale = 'en',
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    if (locale === 'en') return format('time', zone).format(date);
    // Bangla: the zone's wall clock, written with Bangla's names and digits.
    const clock = wallClockAt(date, zone);
    return `${formatCalendarDay(clock.slice(0, 10), false, locale)}, ${localDigits(clock.slice(11, 16), locale)}`;
  } catch {
    return iso;
  }
}

/** `27 Nov 2026, 06:47 London time`. */
export function formatInstantZoned(iso: string, locale: NumberLocale = 'en'): string {
  const shown = formatInstant(iso, undefined, locale);
  return shown === iso ? iso : `${shown} ${zoneName(undefined, locale)}`;
}

/** The zone's day of an instant: `25 Nov 2026`. */
export function formatInstantDay(iso: string, locale: NumberLocale = 'en'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  if (locale === 'en') return format('day', tripTimeZone()).format(date);
  return formatCalendarDay(wallClockAt(date).slice(0, 10), false, locale);
}

/** The zone's wall clock at an instant, as a `datetime-local` value: `2026-12-24T07:05`. */
export function wallClockAt(date: Date, zone = tripTimeZone()): string {
  return format('calendar', zone).format(date).replace(' ', 'T');
}

/** Today in the agency's zone, `YYYY-MM-DD` (`now` for tests). */
export function todayInZone(now = new Date()): string {
  return wallClockAt(now).slice(0, 10);
}

/** `day` moved by `days` (calendar arithmetic). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** `2026-11-27` as `27 Nov 2026` (or `27 Nov` when short): a calendar day, in no zone. */
export function formatCalendarDay(day: string, short = false, locale: NumberLocale = 'en'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  return dayText(match[1]!, Number(match[2]) - 1, Number(match[3]), locale, short);
}

const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The local date-time a `datetime-local` value names (seconds filled in), or null. */
export function localDateTime(value: string): string | null {
  const m = LOCAL.exec(value.trim());
  if (!m || !isCalendarDay(m[1]) || +m[2]! > 23 || +m[3]! > 59 || +(m[4] ?? 0) > 59) return null;
  return `${m[1]}T${m[2]}:${m[3]}:${m[4] ?? '00'}`;
}

/** Whether `end` comes after `start`, both wall-clock times of the same trip zone. */
export function endsAfter(start: string, end: string): boolean {
  const [a, b] = [localDateTime(start), localDateTime(end)];
  return a !== null && b !== null && b > a;
}

/** A zone named with its offset at a time from the API: `London time (UTC+01:00)`. */
export function zoneLabel(zone: string, sampleIso: string, locale: NumberLocale = 'en'): string {
  const offset = /([+-]\d{2}:\d{2}|Z)$/.exec(sampleIso)?.[1];
  return offset ? withOffset(zone, sameOffset(offset), locale) : zoneName(zone, locale);
}

/** `London time (UTC+01:00)`, `London time (UTC)`. */
function withOffset(zone: string, offset: string, locale: NumberLocale = 'en'): string {
  return `${zoneName(zone, locale)} (${localDigits(`UTC${offset === 'Z' ? '' : offset}`, locale)})`;
}

/** The agency's zone named with its offset now: `London time (UTC+01:00)`. */
export function tripZoneWithOffset(now = new Date(), locale: NumberLocale = 'en'): string {
  const zone = tripTimeZone();
  return withOffset(zone, offsetAt(now, zone), locale);
}
