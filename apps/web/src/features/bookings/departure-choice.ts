import type { Departure } from '@wayfare/contract/departures';
import { TRAVELLERS_MAX, TRAVELLERS_MIN } from '@wayfare/contract/constants';
import { countText } from '@wayfare/contract/counts';

/*
 * The choices of the booking dialog, kept apart from the form so that they can be tested: which
 * departure can be booked, how many may travel on it, and what they pay together.
 */

/** A departure takes bookings when it is open and has a seat left. */
export function isBookable(departure: Departure): boolean {
  return departure.status === 'open' && departure.seatsLeft > 0;
}

/**
 * The departure chosen when the dialog opens or the list changes: the one asked for while it
 * can still be booked, else the soonest that can (the list comes soonest first); none when all
 * are sold out.
 */
export function chooseDeparture(
  departures: readonly Departure[],
  wanted?: string | null,
): Departure | undefined {
  const asked = departures.find((d) => d._id === wanted);
  if (asked && isBookable(asked)) return asked;
  return departures.find(isBookable);
}

/** The most travellers one booking of this departure can take: its seats left, at most 20. */
export function maxTravellers(departure: Departure | undefined): number {
  if (!departure) return TRAVELLERS_MAX;
  return Math.max(0, Math.min(TRAVELLERS_MAX, departure.seatsLeft));
}

/** Why a number of travellers cannot be booked on the departure, or undefined when it can. */
export function travellersError(
  travellers: number,
  departure: Departure | undefined,
): string | undefined {
  if (!Number.isInteger(travellers) || travellers < TRAVELLERS_MIN) {
    return `Enter a whole number of travellers, at least ${TRAVELLERS_MIN}`;
  }
  if (travellers > TRAVELLERS_MAX) return `One booking takes at most ${TRAVELLERS_MAX} travellers`;
  if (departure && travellers > departure.seatsLeft) {
    return `Only ${countText(departure.seatsLeft, 'seat')} ${departure.seatsLeft === 1 ? 'is' : 'are'} left on this date`;
  }
  return undefined;
}

/** Whole dollars for everyone: the price per traveller times the travellers (0 when invalid). */
export function bookingTotal(pricePerTraveller: number, travellers: number): number {
  if (!Number.isInteger(travellers) || travellers < 1) return 0;
  return pricePerTraveller * travellers;
}

/** `12 seats left`, `1 seat left`, `Sold out`, `Closed` (a departure that takes no bookings). */
export function seatsLeftText(departure: Departure): string {
  if (departure.status !== 'open') return departure.status === 'cancelled' ? 'Cancelled' : 'Closed';
  if (departure.seatsLeft <= 0) return 'Sold out';
  return `${countText(departure.seatsLeft, 'seat')} left`;
}

/** The other travellers' names as the API takes them: the ones given, trimmed, for the party. */
export function travellerNamesFor(names: readonly string[], travellers: number): string[] {
  return names
    .slice(0, Math.max(0, travellers - 1))
    .map((name) => name.trim())
    .filter((name) => name !== '');
}
