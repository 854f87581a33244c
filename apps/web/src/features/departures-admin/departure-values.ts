import { DEPARTURE_SEATS_MAX, PACKAGE_PRICE_MAX } from '@wayfare/contract/constants';
import type {
  CreateDepartureRequest,
  Departure,
  UpdateDepartureRequest,
} from '@wayfare/contract/departures';
import { parseDateTimeText } from '@wayfare/contract/date-time-text';
import { toDateTimeLocal } from '@/lib/trip-time';

/** What the departure form holds: the inputs' texts. */
export interface DepartureValues {
  /** `datetime-local`: the wall clock where the trip starts (the trip zone, TRIP_TIME_ZONE). */
  startsAt: string;
  seats: string;
  /** Dollars per traveller; empty for the package's price. */
  price: string;
}

export type DepartureField = keyof DepartureValues;

export const EMPTY_DEPARTURE: DepartureValues = { startsAt: '', seats: '', price: '' };

/** A departure as the form shows it (its own price only: empty when the package's applies). */
export function valuesOf(departure: Departure): DepartureValues {
  return {
    startsAt: toDateTimeLocal(departure.startsAt),
    seats: String(departure.seatsTotal),
    price: departure.ownPrice ? String(departure.price) : '',
  };
}

const wholeNumber = (text: string) => /^\d+$/.test(text.trim());

/** Each field's check, in the server's terms (messages a person can act on); true when fine. */
export const departureRules: Record<DepartureField, (value: string) => true | string> = {
  startsAt: (value) => {
    if (!value.trim()) return 'Choose the day and time the trip starts';
    const parts = parseDateTimeText(value);
    return (parts && !parts.offset) || 'Enter the whole date and time';
  },
  seats: (value) => {
    if (!value.trim()) return 'Enter the number of seats';
    if (!wholeNumber(value)) return 'Enter a whole number of seats';
    const seats = Number(value);
    if (seats < 1) return 'Offer at least 1 seat';
    return seats <= DEPARTURE_SEATS_MAX || `Offer at most ${DEPARTURE_SEATS_MAX} seats`;
  },
  price: (value) => {
    if (!value.trim()) return true;
    if (!wholeNumber(value)) return 'Enter whole dollars (or leave empty for the package price)';
    return (
      Number(value) <= PACKAGE_PRICE_MAX ||
      `Use at most ${PACKAGE_PRICE_MAX.toLocaleString('en-US')} dollars`
    );
  },
};

const priceOf = (text: string): number | null => (text.trim() ? Number(text) : null);

/** The body of `POST /packages/:id/departures`. */
export function toCreateRequest(values: DepartureValues): CreateDepartureRequest {
  const price = priceOf(values.price);
  return {
    startsAt: values.startsAt.trim(),
    seats: Number(values.seats),
    ...(price !== null && { price }),
  };
}

/**
 * The body of `PATCH /departures/:id`: only what changed (an unchanged start in the past must not
 * be sent again, and an emptied price goes back to the package's: null). Null when nothing did.
 */
export function changesOf(
  initial: DepartureValues,
  values: DepartureValues,
): UpdateDepartureRequest | null {
  const patch: UpdateDepartureRequest = {};
  if (values.startsAt.trim() !== initial.startsAt) patch.startsAt = values.startsAt.trim();
  if (Number(values.seats) !== Number(initial.seats)) patch.seats = Number(values.seats);
  if (priceOf(values.price) !== priceOf(initial.price)) patch.price = priceOf(values.price);
  return Object.keys(patch).length > 0 ? patch : null;
}

/** The form field a server's field error names (`body.seats`), if it is one of ours. */
export function fieldOfProblem(path: string): DepartureField | null {
  const name = path.replace(/^body\./, '');
  return name === 'startsAt' || name === 'seats' || name === 'price' ? name : null;
}
