/*
 * The overview's period: a preset (the last 7 or 30 days, or this year so far) or a custom range,
 * as days in the agency's zone (TRIP_TIME_ZONE, Asia/Dhaka), kept in the page's address.
 */

export const REPORT_TIME_ZONE = 'Asia/Dhaka';

export const PRESETS = [
  { id: '7d', label: '7 days' },
  { id: '30d', label: '30 days' },
  { id: 'year', label: 'This year' },
  { id: 'custom', label: 'Custom' },
] as const;
export type PresetId = (typeof PRESETS)[number]['id'];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today in the agency's zone, `YYYY-MM-DD` (`now` for tests). */
export function todayInZone(now = new Date()): string {
  return now.toLocaleDateString('en-CA', { timeZone: REPORT_TIME_ZONE });
}

/** `day` moved by `days` (calendar arithmetic). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function isDay(text: string | null | undefined): text is string {
  if (!text || !DAY.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export interface Period {
  preset: PresetId;
  from: string;
  to: string;
}

/** The period the address asks for (`?period=30d`, or `?period=custom&from=&to=`); 30 days by default. */
export function periodFrom(params: URLSearchParams, today = todayInZone()): Period {
  const preset = params.get('period');
  if (preset === '7d') return { preset, from: addDays(today, -6), to: today };
  if (preset === 'year') return { preset, from: `${today.slice(0, 4)}-01-01`, to: today };
  if (preset === 'custom') {
    const from = params.get('from');
    const to = params.get('to');
    return {
      preset,
      from: isDay(from) ? from : addDays(today, -29),
      to: isDay(to) ? to : today,
    };
  }
  return { preset: '30d', from: addDays(today, -29), to: today };
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** `2026-11-27` as `27 Nov 2026` (or `27 Nov` when short). */
export function formatDay(day: string, short = false): string {
  const date = new Date(`${day}T00:00:00Z`);
  return (short ? shortFormat : dayFormat).format(date);
}
