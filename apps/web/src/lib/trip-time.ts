/*
 * Trip times as the API answers them: an instant with the trip zone's offset
 * (`2026-12-24T07:00:00+06:00`, Asia/Dhaka unless configured). They are shown as the wall-clock
 * time written in that string, in the trip's zone whatever zone this device is in, and the zone is
 * named. Read from the text, not through `Date` and the device's zone, so that the server's
 * rendering and the browser's agree to the character (hydration compares them).
 */

const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

interface TripParts {
  date: string;
  time: string;
  offset: string;
}

function parts(iso: string): TripParts | null {
  const match = ISO.exec(iso);
  if (!match) return null;
  const [, year, month, day, hour, minute, offset] = match as unknown as string[];
  const monthIndex = Number(month) - 1;
  const weekday = new Date(Date.UTC(Number(year), monthIndex, Number(day))).getUTCDay();
  if (!MONTHS[monthIndex] || Number.isNaN(weekday)) return null;
  return {
    date: `${WEEKDAYS[weekday]} ${Number(day)} ${MONTHS[monthIndex]} ${year}`,
    time: `${hour}:${minute}`,
    offset: offset!,
  };
}

/** The zone named for people: `+06:00` is Dhaka time (the trip zone); others say their offset. */
export function tripZoneLabel(iso: string): string {
  const offset = parts(iso)?.offset;
  if (offset === '+06:00') return 'Dhaka time';
  if (!offset) return 'trip time';
  return offset === 'Z' ? 'UTC' : `UTC${offset}`;
}

/** `Thu 24 Dec 2026, 07:00` (the trip zone's wall clock); the text itself when it is not a time. */
export function formatTripDateTime(iso: string): string {
  const p = parts(iso);
  return p ? `${p.date}, ${p.time}` : iso;
}

/** `Thu 24 Dec 2026, 07:00 Dhaka time`. */
export function formatTripDateTimeZoned(iso: string): string {
  return parts(iso) ? `${formatTripDateTime(iso)} ${tripZoneLabel(iso)}` : iso;
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
export function formatTripDate(iso: string): string {
  return parts(iso)?.date ?? iso;
}

/** A calendar day typed in a date input (`2026-12-24`): a real day of the Gregorian calendar. */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}
