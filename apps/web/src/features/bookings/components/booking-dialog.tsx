import type { TravelPackage } from '@wayfare/contract/packages';
import { EMAIL_ADDRESS_MAX, PERSON_NAME_MAX } from '@wayfare/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { EMAIL_PATTERN, FormField } from '@/components/ui/form-field';
import { departuresQueryOptions } from '@/features/bookings/api/get-departures';
import { showModal } from '@/lib/modal';
import { FocusGuard } from '@/components/ui/focus-guard';
import { useT } from '@/lib/i18n/catalog';
import { packageText } from '@/lib/i18n/package-text';
import { RichText } from '@/lib/i18n/rich-text';
import { bookingsMessages } from '../messages';
import { BookingSummary } from './booking-summary';
import { DeparturePicker, DeparturesNotice } from './departure-picker';
import { TravellersFields } from './travellers-fields';
import { useBookingChoice } from './use-booking-choice';
import {
  useBookingSubmission,
  type BookedTrip,
  type BookingValues,
} from './use-booking-submission';

export type { BookedTrip } from './use-booking-submission';

/**
 * Package booking dialog (docs/product.md §4 and §5): name and e-mail required, duration and price
 * read-only from the package; closes on cancel or submit. A package with departures also asks
 * which date and how many travel, and shows the total as it changes; a refusal about seats is
 * told in the dialog, on the dates as they are now. A date chosen is never swapped for another
 * behind the traveller's back: once it cannot be booked (refused, or sold out since), it stays
 * marked and nothing is chosen until the traveller chooses again (`useBookingChoice`).
 */
export function BookingDialog(props: {
  pkg: TravelPackage | null;
  defaultName: string;
  defaultEmail: string;
  onClose: () => void;
  /** After the server took the booking (the dialog has closed). */
  onBooked?: (trip: BookedTrip) => void;
}) {
  const { pkg, onClose } = props;
  const t = useT(bookingsMessages);
  const title = pkg ? packageText(pkg, 'title', t.locale) : { text: '', lang: undefined };
  const dialogRef = useRef<HTMLDialogElement>(null);
  const queryClient = useQueryClient();
  const form = useForm<BookingValues>({
    defaultValues: { name: props.defaultName, email: props.defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;
  const choice = useBookingChoice(pkg);
  const { reset: resetChoice, usesDepartures, allSoldOut, selected, waiting } = choice;
  const submit = useBookingSubmission({ pkg, form, choice, onClose, onBooked: props.onBooked });
  const ids = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (pkg && !dialog.open) {
      form.reset({ name: props.defaultName, email: props.defaultEmail });
      resetChoice();
      // Seats go while a page is open: the dates are asked for again each time the dialog opens.
      void queryClient.invalidateQueries({ queryKey: departuresQueryOptions(pkg._id).queryKey });
      showModal(dialog);
    } else if (!pkg && dialog.open) {
      dialog.close();
    }
  }, [pkg, form, props.defaultName, props.defaultEmail, queryClient, resetChoice]);

  return (
    <dialog
      ref={dialogRef}
      className="modal modal-bottom sm:modal-middle"
      onClose={onClose}
      aria-labelledby="booking-title"
    >
      <FocusGuard at="start" />
      <div className="modal-box sm:max-w-2xl">
        <h2 id="booking-title" className="text-xl font-bold">
          <RichText
            t={t}
            id="bookings.dialog.title"
            values={{ title: title.text }}
            components={{ 0: <span lang={title.lang} /> }}
          />
        </h2>
        <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('bookings.dialog.name')} required error={errors.name?.message}>
              {(control) => (
                <input
                  maxLength={PERSON_NAME_MAX}
                  className="input input-bordered w-full"
                  autoComplete="name"
                  {...control}
                  {...form.register('name', {
                    required: t('bookings.dialog.nameRequired'),
                    validate: (v) => v.trim() !== '' || t('bookings.dialog.nameRequired'),
                  })}
                />
              )}
            </FormField>
            <FormField label={t('bookings.dialog.email')} required error={errors.email?.message}>
              {(control) => (
                <input
                  type="email"
                  maxLength={EMAIL_ADDRESS_MAX}
                  className="input input-bordered w-full read-only:bg-base-200"
                  autoComplete="email"
                  // A booking belongs to the signed-in account: the e-mail is the account's.
                  readOnly
                  {...control}
                  {...form.register('email', {
                    required: t('bookings.dialog.emailRequired'),
                    pattern: { value: EMAIL_PATTERN, message: t('bookings.dialog.emailInvalid') },
                  })}
                />
              )}
            </FormField>
          </div>
          <DeparturesNotice waiting={waiting} departures={choice.departures} />
          {usesDepartures ? <DeparturePicker ids={ids} choice={choice} /> : null}
          {usesDepartures && !allSoldOut ? <TravellersFields ids={ids} choice={choice} /> : null}
          <BookingSummary pkg={pkg} choice={choice} />
          <div className="modal-action">
            <button type="button" className="btn" onClick={onClose}>
              {t('bookings.dialog.cancel')}
            </button>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={isSubmitting || waiting || (usesDepartures && !selected)}
            >
              {isSubmitting && usesDepartures
                ? t('bookings.dialog.booking')
                : t('bookings.dialog.confirm')}
            </button>
          </div>
        </form>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" aria-label={t('bookings.dialog.close')}>
          {t('bookings.dialog.closeBackdrop')}
        </button>
      </form>
      <FocusGuard at="end" />
    </dialog>
  );
}
