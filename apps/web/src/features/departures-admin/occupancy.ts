import type { Departure } from '@wayfare/contract/departures';
import type { DeparturesT } from './messages';

export interface Occupancy {
  total: number;
  taken: number;
  left: number;
  /** Whole percent of the seats taken (0 to 100). */
  percent: number;
  /** How full: drives the bar's colour (the text says the same in numbers). */
  level: 'some' | 'most' | 'full';
}

/** Seats total, taken and left, from the total and the taken. */
export function occupancyOf(total: number, taken: number): Occupancy {
  const safeTaken = Math.max(0, Math.min(taken, total));
  const percent = total > 0 ? Math.round((safeTaken / total) * 100) : 0;
  return {
    total,
    taken: safeTaken,
    left: total - safeTaken,
    percent,
    level: safeTaken >= total ? 'full' : percent >= 80 ? 'most' : 'some',
  };
}

/**
 * Seats taken on a departure. The admins' list says it (`seatsTaken`); otherwise an open one says
 * it as total minus left, while a closed one answers 0 left whatever is taken, so its manifest's
 * seats sold and held count (null until that is here). A cancelled one sells none and its
 * bookings end: null.
 */
export function seatsTaken(
  departure: Departure,
  manifest?: { seatsSold: number; seatsHeld: number },
): number | null {
  if (departure.status === 'cancelled') return null;
  if (departure.seatsTaken !== undefined) return departure.seatsTaken;
  if (departure.status === 'open') return departure.seatsTotal - departure.seatsLeft;
  if (manifest) return manifest.seatsSold + manifest.seatsHeld;
  return null;
}

/** Whether the departure has started (`now` in ms since the epoch). */
export function hasStarted(departure: Departure, now: number): boolean {
  return Date.parse(departure.startsAt) <= now;
}

/** Upcoming departures first, soonest first; then those that started, latest first. */
export function orderForAdmin(departures: readonly Departure[], now: number): Departure[] {
  const upcoming = departures.filter((d) => !hasStarted(d, now));
  const started = departures.filter((d) => hasStarted(d, now));
  const at = (d: Departure) => Date.parse(d.startsAt);
  return [...upcoming.sort((a, b) => at(a) - at(b)), ...started.sort((a, b) => at(b) - at(a))];
}

/** What the status column says: started departures say so (they sell nothing any more). */
export function statusOf(
  departure: Departure,
  now: number,
): 'open' | 'closed' | 'cancelled' | 'departed' {
  if (departure.status === 'cancelled') return 'cancelled';
  if (hasStarted(departure, now)) return 'departed';
  return departure.status === 'open' ? 'open' : 'closed';
}

/** The status column's words for `statusOf`. */
export function statusLabel(departure: Departure, now: number, t: DeparturesT): string {
  return t(`departures.status.${statusOf(departure, now)}`);
}
