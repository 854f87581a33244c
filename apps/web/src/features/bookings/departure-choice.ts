import type { Departure } from '@wayfare/contract/departures';
import { TRAVELLERS_MAX, TRAVELLERS_MIN } from '@wayfare/contract/constants';
import { translate, type Values } from '@/lib/i18n/catalog';
import { bookingsMessages, type BookingsKey } from './messages';

/** The catalogue's `t` (a component's `useT(bookingsMessages)`); English when not given. */
export type BookingsT = (id: BookingsKey, values?: Values) => string;

const english: BookingsT = (id, values) => translate(bookingsMessages, 'en', id, values);

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
  t: BookingsT = english,
): string | undefined {
  if (!Number.isInteger(travellers) || travellers < TRAVELLERS_MIN) {
    return t('bookings.travellers.notWhole', { min: TRAVELLERS_MIN });
  }
  if (travellers > TRAVELLERS_MAX) return t('bookings.travellers.tooMany', { max: TRAVELLERS_MAX });
  if (departure && travellers > departure.seatsLeft) {
    return t('bookings.travellers.seatsLeft', { count: departure.seatsLeft });
  }
  return undefined;
}

/** Whole dollars for everyone: the price per traveller times the travellers (0 when invalid). */
export function bookingTotal(pricePerTraveller: number, travellers: number): number {
  if (!Number.isInteger(travellers) || travellers < 1) return 0;
  return pricePerTraveller * travellers;
}

/** `12 seats left`, `1 seat left`, `Sold out`, `Closed` (a departure that takes no bookings). */
export function seatsLeftText(departure: Departure, t: BookingsT = english): string {
  if (departure.status !== 'open')
    return t(
      departure.status === 'cancelled' ? 'bookings.seats.cancelled' : 'bookings.seats.closed',
    );
  if (departure.seatsLeft <= 0) return t('bookings.seats.soldOut');
  return t('bookings.seats.left', { count: departure.seatsLeft });
}

/** The other travellers' names as the API takes them: the ones given, trimmed, for the party. */
export function travellerNamesFor(names: readonly string[], travellers: number): string[] {
  return names
    .slice(0, Math.max(0, travellers - 1))
    .map((name) => name.trim())
    .filter((name) => name !== '');
}
