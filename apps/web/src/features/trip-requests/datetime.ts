const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * The value of a `datetime-local` input (the traveller's wall-clock time) as an ISO 8601 instant
 * carrying the browser's UTC offset for that moment, e.g. `2026-12-20T09:00:00+06:00`; null when
 * the value is not a date-time. The server stores the instant, so it keeps its meaning in every zone.
 */
export function localInputToInstant(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/.test(value)) return null;
  // Without an offset, a date-time string is read as local time (ECMAScript date-time format).
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** An instant from the API, in the traveller's own locale and time zone. */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTimeFormat.format(date);
}
