import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';
import { parseDateTimeText } from '@wayfare/contract/trip-requests';

/*
 * Trip times. A time a person types without an offset (a `datetime-local` input sends
 * `2026-12-24T10:30`) is the local time where the trip happens, the trip zone (TRIP_TIME_ZONE,
 * Asia/Dhaka by default): the same wall-clock time whatever zone the traveller's device is in.
 * The database stores the instant; answers carry the trip zone's offset (`...+06:00`).
 */

/** Whether the IANA time zone name is known to this runtime. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The instant a date-time text names; a text without an offset is local to `zone`. */
export function parseTripTime(text: string, zone: string): Date | null {
  const parts = parseDateTimeText(text);
  if (!parts) return null;
  const instant = parts.offset
    ? new Date(`${parts.local}${parts.offset}`)
    : fromZonedTime(parts.local, zone);
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** ISO 8601 with the zone's offset at that instant, to the second: `2026-12-24T10:30:00+06:00`. */
export function formatTripTime(instant: Date, zone: string): string {
  return formatInTimeZone(instant, zone, "yyyy-MM-dd'T'HH:mm:ssxxx");
}

/** The first instant of a calendar day (`YYYY-MM-DD`) in the zone. */
export function tripDayStart(day: string, zone: string): Date {
  return fromZonedTime(`${day}T00:00:00`, zone);
}

/** The first instant after a calendar day in the zone (the start of the next day): a filter's end. */
export function tripDayEnd(day: string, zone: string): Date {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return tripDayStart(next.toISOString().slice(0, 10), zone);
}
