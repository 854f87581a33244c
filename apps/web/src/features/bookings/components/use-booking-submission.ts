import type { TravelPackage } from '@wayfare/contract/packages';
import type { BaseSyntheticEvent } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { ApiError } from '@/lib/api-client';
import { errorMessage, errorToast, successToast } from '@/lib/alerts';
import { useCreateBooking } from '@/features/bookings/api/create-booking';
import { bookingTotal, travellerNamesFor } from '@/features/bookings/departure-choice';
import { useT } from '@/lib/i18n/catalog';
import { packageText } from '@/lib/i18n/package-text';
import { bookingsMessages } from '../messages';
import type { BookingChoice } from './use-booking-choice';

export interface BookingValues {
  name: string;
  email: string;
}

/** What was just booked, for the page behind the dialog to offer the next step. */
export interface BookedTrip {
  bookingId: string;
  packageTitle: string;
  /** The departure's start (the trip zone's offset); null for a package sold without dates. */
  startsAt: string | null;
  travellers: number;
  /** Whole dollars, for everyone travelling; null when the server chose a date the page did not show. */
  total: number | null;
  holdExpiresAt: string | null;
}

/**
 * Refusals of the date chosen: told in the dialog, which stays open on fresh dates. HOLD_LIMIT
 * (decision 010) is one too: the server's words say what to do (pay first, fewer seats, another
 * date or later), and the traveller stays where they can act on them.
 */
const SEAT_REFUSALS = new Set([
  'SOLD_OUT',
  'HOLD_LIMIT',
  'DEPARTURE_NOT_OPEN',
  'DEPARTURE_NOT_FOUND',
]);

/**
 * The booking dialog's submit: the booking asked of the server, then the dialog closed with the
 * spec's toast and the booking handed on, or a refusal about seats told in the dialog.
 */
export function useBookingSubmission(options: {
  pkg: TravelPackage | null;
  form: UseFormReturn<BookingValues>;
  choice: BookingChoice;
  onClose: () => void;
  /** After the server took the booking (the dialog has closed). */
  onBooked?: (trip: BookedTrip) => void;
}): (event?: BaseSyntheticEvent) => Promise<void> {
  const { pkg, form, choice, onClose, onBooked } = options;
  const createBooking = useCreateBooking();
  const t = useT(bookingsMessages);
  const { usesDepartures, selected, travellers, travellersProblem } = choice;

  return form.handleSubmit(async (values, event) => {
    if (!pkg) return;
    if (!usesDepartures) {
      // A package sold without dates (or whose dates could not be loaded): as before, the
      // server takes the next open departure if there is one.
      onClose();
      try {
        const answer = await createBooking.mutateAsync({
          packageId: pkg._id,
          name: values.name,
          email: values.email,
        });
        void successToast(t('bookings.dialog.booked'));
        if (answer.insertedId)
          onBooked?.({
            bookingId: answer.insertedId,
            packageTitle: packageText(pkg, 'title', t.locale).text,
            startsAt: null,
            travellers: answer.travellers,
            total: answer.departureId ? null : bookingTotal(pkg.price, answer.travellers),
            holdExpiresAt: answer.holdExpiresAt,
          });
      } catch (error) {
        void errorToast(errorMessage(error, t.locale));
      }
      return;
    }
    if (!selected) return;
    if (travellersProblem) {
      const field = (event?.target as HTMLFormElement | undefined)?.elements.namedItem(
        'travellers',
      );
      if (field instanceof HTMLInputElement) field.focus();
      return;
    }
    choice.clearRefusal();
    try {
      const answer = await createBooking.mutateAsync({
        packageId: pkg._id,
        name: values.name,
        email: values.email,
        departureId: selected._id,
        travellers,
        travellerNames: travellerNamesFor(choice.names, travellers),
      });
      onClose();
      void successToast(t('bookings.dialog.booked'));
      if (answer.insertedId)
        onBooked?.({
          bookingId: answer.insertedId,
          packageTitle: packageText(pkg, 'title', t.locale).text,
          startsAt: selected.startsAt,
          travellers: answer.travellers,
          total: bookingTotal(selected.price, answer.travellers),
          holdExpiresAt: answer.holdExpiresAt,
        });
    } catch (error) {
      if (error instanceof ApiError && SEAT_REFUSALS.has(error.problem.code ?? '')) {
        const { code, holdScope, holdLimit } = error.problem;
        choice.refuse({
          departureId: selected._id,
          message: error.message,
          payFirst:
            code === 'HOLD_LIMIT' &&
            holdScope !== 'returned' &&
            (holdLimit === undefined || holdLimit >= travellers),
        });
        return;
      }
      onClose();
      void errorToast(errorMessage(error, t.locale));
    }
  });
}
