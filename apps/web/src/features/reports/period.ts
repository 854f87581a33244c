import { addDays, isCalendarDay, todayInZone } from '@/lib/trip-time';

/*
 * The overview's period: a preset (the last 7 or 30 days, or this year so far) or a custom range,
 * as days in the agency's zone (TRIP_TIME_ZONE, lib/trip-time.ts), kept in the page's address.
 */

/** The presets, each named by its key in the reports catalogue. */
export const PRESETS = [
  { id: '7d', label: 'reports.period.7d' },
  { id: '30d', label: 'reports.period.30d' },
  { id: 'year', label: 'reports.period.year' },
  { id: 'custom', label: 'reports.period.custom' },
] as const;
export type PresetId = (typeof PRESETS)[number]['id'];

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
      from: isCalendarDay(from) ? from : addDays(today, -29),
      to: isCalendarDay(to) ? to : today,
    };
  }
  return { preset: '30d', from: addDays(today, -29), to: today };
}
