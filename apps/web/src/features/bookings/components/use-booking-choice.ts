import type { TravelPackage } from '@wayfare/contract/packages';
import type { Departure } from '@wayfare/contract/departures';
import { useCallback, useState } from 'react';
import { formatTripDateTimeZoned } from '@/lib/trip-time';
import { useDepartures } from '@/features/bookings/api/get-departures';
import {
  bookingTotal,
  chooseDeparture,
  isBookable,
  seatsLeftText,
  travellersError,
} from '@/features/bookings/departure-choice';
import { useT } from '@/lib/i18n/catalog';
import { bookingsMessages } from '../messages';

/** A date the server refused (or that went while the dialog was open), and what it said. */
export interface Refused {
  departureId: string;
  message: string;
  /** HOLD_LIMIT that paying would lift: a way to My Booking beside the words. */
  payFirst: boolean;
}

/**
 * What the booking dialog asks of a package with departures: the date, how many travel and
 * their names, and what follows from them (the price, the total, what is wrong). A date chosen is
 * never swapped for another behind the traveller's back: once it cannot be booked (refused, or
 * sold out since), it stays marked and nothing is chosen until the traveller chooses again.
 */
export function useBookingChoice(pkg: TravelPackage | null) {
  const t = useT(bookingsMessages);
  const departures = useDepartures(pkg?._id);
  // The date chosen: the soonest with seats as the dates arrive, then the traveller's.
  const [departureId, setDepartureId] = useState<string | null>(null);
  const [travellersText, setTravellersText] = useState('1');
  const [names, setNames] = useState<string[]>([]);
  const [refused, setRefused] = useState<Refused | null>(null);

  const list: Departure[] = departures.data ?? [];
  const usesDepartures = list.length > 0;
  // The first dates to arrive choose the soonest with seats, once (state set while rendering, so
  // no frame shows the dates unchosen); after that only the traveller chooses. Closed, the dialog
  // forgets the choice, so that it never opens on a stale one.
  if (!pkg && (departureId !== null || refused !== null)) {
    setDepartureId(null);
    setRefused(null);
  }
  if (departureId === null && refused === null && pkg) {
    const first = chooseDeparture(list);
    if (first) setDepartureId(first._id);
  }
  const chosen = departureId === null ? undefined : list.find((d) => d._id === departureId);
  // The chosen date while it can be booked. One that cannot any more (sold out since the dates
  // were read) is not replaced by another date: nothing is chosen, and the dialog says why.
  const selected = chosen && isBookable(chosen) ? chosen : undefined;
  const lostId = departureId !== null && !selected ? departureId : null;
  const markedId = refused?.departureId ?? lostId;

  const travellers = travellersText.trim() === '' ? Number.NaN : Number(travellersText);
  const travellersProblem = usesDepartures ? travellersError(travellers, selected, t) : undefined;
  const price = selected?.price ?? pkg?.price ?? 0;
  const total = bookingTotal(price, travellers);
  const others = Number.isInteger(travellers) ? Math.min(Math.max(travellers - 1, 0), 19) : 0;
  const waiting = Boolean(pkg) && departures.isPending;
  const allSoldOut = usesDepartures && !list.some(isBookable);
  const soldOut = allSoldOut ? 'yes' : 'no';
  const lostText =
    lostId !== null && !refused?.message
      ? chosen
        ? t('bookings.lost.date', {
            date: formatTripDateTimeZoned(chosen.startsAt, t.numbers),
            availability: seatsLeftText(chosen, t),
            allSoldOut: soldOut,
          })
        : t('bookings.lost.gone', { allSoldOut: soldOut })
      : '';

  /** As the dialog opens: the soonest date again, one traveller, no names, nothing refused. */
  const reset = useCallback(() => {
    setDepartureId(null);
    setTravellersText('1');
    setNames([]);
    setRefused(null);
  }, []);

  /** The traveller's choice of a date. */
  function choose(id: string) {
    setDepartureId(id);
    // A choice made: the words go; the refused date keeps its mark unless it is the one chosen
    // again (for fewer travellers, say).
    setRefused((before) =>
      before && before.departureId !== id ? { ...before, message: '', payFirst: false } : null,
    );
  }

  /**
   * The server refused the date: it stays marked as refused and nothing is chosen, so Confirm
   * waits for the traveller to choose again, on the seats as the server counts them now.
   */
  function refuse(refusal: Refused) {
    setRefused(refusal);
    setDepartureId(null);
    void departures.refetch();
  }

  return {
    departures,
    list,
    usesDepartures,
    selected,
    markedId,
    refused,
    lostText,
    allSoldOut,
    waiting,
    travellersText,
    setTravellersText,
    travellers,
    travellersProblem,
    names,
    setNames,
    others,
    price,
    total,
    reset,
    choose,
    refuse,
    /** A new attempt at the date chosen: the last refusal's words go. */
    clearRefusal: () => setRefused(null),
  };
}

export type BookingChoice = ReturnType<typeof useBookingChoice>;
