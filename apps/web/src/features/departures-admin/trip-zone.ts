import { tripZoneLabel } from '@/lib/trip-time';

/** The trip zone when no departure names it yet (the server's default, TRIP_TIME_ZONE). */
export const DEFAULT_TRIP_ZONE = 'Dhaka time';

/**
 * The zone the admin types start times in, for people (`Dhaka time`): the one the server's
 * answers carry (their offset), the default while the package has no departure to tell.
 */
export function tripZoneOf(departures: readonly { startsAt: string }[]): string {
  const first = departures[0];
  return first ? tripZoneLabel(first.startsAt) : DEFAULT_TRIP_ZONE;
}
