/*
 * Outbox times. The API answers instants (`2026-11-27T00:47:17.000Z`); admins read them in the
 * trip zone (Asia/Dhaka, the agency's), whatever zone their device is in, and the page says so.
 */

export const MAIL_TIME_ZONE = 'Asia/Dhaka';
/** How the zone is named beside the times. */
export const MAIL_ZONE_LABEL = 'Dhaka time (UTC+06:00)';

const format = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: MAIL_TIME_ZONE,
});

/** An instant shown in Dhaka time: `27 Nov 2026, 06:47`; a text that is no instant as it is. */
export function formatMailTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}

/** A size in bytes for people: `812 B`, `14.2 KB`, `1.3 MB`. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
