import { parseDateTimeText } from '@wayfare/contract/date-time-text';

/*
 * Trip times. The form sends what the traveller typed in its `datetime-local` inputs
 * (`2026-12-24T10:30`): a wall-clock time where the trip happens, which the server reads in the
 * trip's time zone (Asia/Dhaka unless configured), whatever zone this device is in. The server
 * answers times with that zone's offset and names the zone; they are shown in it, and said so.
 */

/** The local date-time a `datetime-local` value names (seconds filled in), or null. */
export function localDateTime(value: string): string | null {
  const parts = parseDateTimeText(value);
  return parts && !parts.offset ? parts.local : null;
}

/** Whether `end` comes after `start`, both wall-clock times of the same trip zone. */
export function endsAfter(start: string, end: string): boolean {
  const [a, b] = [localDateTime(start), localDateTime(end)];
  return a !== null && b !== null && b > a;
}

/** A time from the API (`2026-12-24T10:30:00+06:00`) shown in the trip's zone: `24 Dec 2026, 10:30`. */
export function formatTripTime(iso: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  try {
    return new Intl.DateTimeFormat('en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    }).format(date);
  } catch {
    return iso;
  }
}

/** The zone named for people: `Asia/Dhaka` and `...+06:00` make `Dhaka time (UTC+06:00)`. */
export function zoneLabel(timeZone: string, sampleIso: string): string {
  const city = (timeZone.split('/').at(-1) ?? timeZone).replaceAll('_', ' ');
  const offset = /([+-]\d{2}:\d{2}|Z)$/.exec(sampleIso)?.[1];
  const utc = !offset ? '' : offset === 'Z' ? ' (UTC)' : ` (UTC${offset})`;
  return `${city} time${utc}`;
}

/*
 * Made on first use, not as the module loads: the trip request form on /booking imports this
 * module, and a browser's first date format costs a phone about 50 ms of its main thread while
 * the page is being read (issue 21). Only the admin's lists show days.
 */
let dayFormat: Intl.DateTimeFormat | undefined;

/** The day something happened (a request received, an answer written): `25 Nov 2026`. */
export function formatDay(iso: string): string {
  dayFormat ??= new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });
  return dayFormat.format(new Date(iso));
}
