import { DEPARTURE_SEATS_MAX, PACKAGE_PRICE_MAX } from '@wayfare/contract/constants';
import type {
  CreateDepartureRequest,
  Departure,
  UpdateDepartureRequest,
} from '@wayfare/contract/departures';
import { parseDateTimeText } from '@wayfare/contract/date-time-text';
import { formatCount } from '@/lib/format';
import { toDateTimeLocal } from '@/lib/trip-time';
import { digitsOf, type DeparturesT } from './messages';

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
export function departureRulesOf(
  t: DeparturesT,
): Record<DepartureField, (value: string) => true | string> {
  return {
    startsAt: (value) => {
      if (!value.trim()) return t('departures.rules.startsAtRequired');
      const parts = parseDateTimeText(value);
      return (parts && !parts.offset) || t('departures.rules.startsAtWhole');
    },
    seats: (value) => {
      if (!value.trim()) return t('departures.rules.seatsRequired');
      if (!wholeNumber(value)) return t('departures.rules.seatsWhole');
      const seats = Number(value);
      if (seats < 1) return t('departures.rules.seatsMin');
      return (
        seats <= DEPARTURE_SEATS_MAX ||
        t('departures.rules.seatsMax', { max: digitsOf(DEPARTURE_SEATS_MAX, t.numbers) })
      );
    },
    price: (value) => {
      if (!value.trim()) return true;
      if (!wholeNumber(value)) return t('departures.rules.priceWhole');
      return (
        Number(value) <= PACKAGE_PRICE_MAX ||
        t('departures.rules.priceMax', { max: formatCount(PACKAGE_PRICE_MAX, t.numbers) })
      );
    },
  };
}

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
