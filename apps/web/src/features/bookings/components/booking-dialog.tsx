import type { TravelPackage } from '@wayfare/contract/packages';
import type { Departure } from '@wayfare/contract/departures';
import { EMAIL_ADDRESS_MAX, PERSON_NAME_MAX } from '@wayfare/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { EMAIL_PATTERN, FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { errorMessage, errorToast, successToast } from '@/lib/alerts';
import { formatUsd } from '@/lib/format';
import { formatTripDateTimeZoned } from '@/lib/trip-time';
import { useCreateBooking } from '@/features/bookings/api/create-booking';
import { departuresQueryOptions, useDepartures } from '@/features/bookings/api/get-departures';
import {
  bookingTotal,
  chooseDeparture,
  isBookable,
  maxTravellers,
  seatsLeftText,
  travellerNamesFor,
  travellersError,
} from '@/features/bookings/departure-choice';
import { showModal } from '@/lib/modal';
import { FocusGuard } from '@/components/ui/focus-guard';

interface BookingValues {
  name: string;
  email: string;
}

/** Refusals about the seats themselves: told in the dialog, which stays open on fresh dates. */
const SEAT_REFUSALS = new Set(['SOLD_OUT', 'DEPARTURE_NOT_OPEN', 'DEPARTURE_NOT_FOUND']);

/**
 * Package booking dialog (docs/product.md §4 and §5): name and e-mail required, duration and price
 * read-only from the package; closes on cancel or submit. A package with departures (ours, issue
 * 16) also asks which date and how many travel, and shows the total as it changes; a refusal
 * about seats is told in the dialog, on the dates as they are now.
 */
export function BookingDialog(props: {
  pkg: TravelPackage | null;
  defaultName: string;
  defaultEmail: string;
  onClose: () => void;
}) {
  const { pkg, onClose } = props;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const createBooking = useCreateBooking();
  const queryClient = useQueryClient();
  const departures = useDepartures(pkg?._id);
  const form = useForm<BookingValues>({
    defaultValues: { name: props.defaultName, email: props.defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;
  const [departureId, setDepartureId] = useState<string | null>(null);
  const [travellersText, setTravellersText] = useState('1');
  const [names, setNames] = useState<string[]>([]);
  const [refusal, setRefusal] = useState('');
  const ids = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (pkg && !dialog.open) {
      form.reset({ name: props.defaultName, email: props.defaultEmail });
      setDepartureId(null);
      setTravellersText('1');
      setNames([]);
      setRefusal('');
      // Seats go while a page is open: the dates are asked for again each time the dialog opens.
      void queryClient.invalidateQueries({ queryKey: departuresQueryOptions(pkg._id).queryKey });
      showModal(dialog);
    } else if (!pkg && dialog.open) {
      dialog.close();
    }
  }, [pkg, form, props.defaultName, props.defaultEmail, queryClient]);

  const list: Departure[] = departures.data ?? [];
  const usesDepartures = list.length > 0;
  // The chosen date stays chosen while it can be booked; once it cannot (sold out since), the
  // soonest date that can is chosen instead.
  const selected = chooseDeparture(list, departureId);

  const travellers = travellersText.trim() === '' ? Number.NaN : Number(travellersText);
  const travellersProblem = usesDepartures ? travellersError(travellers, selected) : undefined;
  const price = selected?.price ?? pkg?.price ?? 0;
  const total = bookingTotal(price, travellers);
  const others = Number.isInteger(travellers) ? Math.min(Math.max(travellers - 1, 0), 19) : 0;
  const waiting = Boolean(pkg) && departures.isPending;
  const allSoldOut = usesDepartures && !selected;

  const submit = form.handleSubmit(async (values, event) => {
    if (!pkg) return;
    if (!usesDepartures) {
      // A package sold without dates (or whose dates could not be loaded): as before, the
      // server takes the next open departure if there is one.
      onClose();
      try {
        await createBooking.mutateAsync({
          packageId: pkg._id,
          name: values.name,
          email: values.email,
        });
        void successToast('Booking successful');
      } catch (error) {
        void errorToast(errorMessage(error));
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
    setRefusal('');
    try {
      await createBooking.mutateAsync({
        packageId: pkg._id,
        name: values.name,
        email: values.email,
        departureId: selected._id,
        travellers,
        travellerNames: travellerNamesFor(names, travellers),
      });
      onClose();
      void successToast('Booking successful');
    } catch (error) {
      if (error instanceof ApiError && SEAT_REFUSALS.has(error.problem.code ?? '')) {
        setRefusal(`${error.message} The dates above show the seats left now.`);
        void departures.refetch();
        return;
      }
      onClose();
      void errorToast(errorMessage(error));
    }
  });

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
          Book {pkg?.title}
        </h2>
        <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Name" required error={errors.name?.message}>
              {(control) => (
                <input
                  maxLength={PERSON_NAME_MAX}
                  className="input input-bordered w-full"
                  autoComplete="name"
                  {...control}
                  {...form.register('name', {
                    required: 'Enter the traveller’s name',
                    validate: (v) => v.trim() !== '' || 'Enter the traveller’s name',
                  })}
                />
              )}
            </FormField>
            <FormField label="Email" required error={errors.email?.message}>
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
                    required: 'Enter an e-mail address',
                    pattern: { value: EMAIL_PATTERN, message: 'Enter a valid e-mail address' },
                  })}
                />
              )}
            </FormField>
          </div>
          {waiting ? (
            <p role="status" className="text-sm text-base-content/75">
              Loading departure dates…
            </p>
          ) : null}
          {departures.isError ? (
            <div role="alert" className="alert alert-soft text-sm">
              <span>
                The departure dates could not be loaded ({errorMessage(departures.error)}). The next
                date with a seat is booked.
              </span>
              <button
                type="button"
                className="btn btn-sm"
                onClick={() => void departures.refetch()}
              >
                Try again
              </button>
            </div>
          ) : null}
          {usesDepartures ? (
            <fieldset>
              <legend className="mb-1 font-medium">Departure</legend>
              <p id={`${ids}-zone`} className="mb-2 text-xs text-base-content/75">
                Times are in Dhaka time (Asia/Dhaka), where the trip starts.
              </p>
              <div className="space-y-2 sm:max-h-72 sm:overflow-y-auto sm:pr-1">
                {list.map((departure) => {
                  const bookable = isBookable(departure);
                  return (
                    <label
                      key={departure._id}
                      className={`flex items-center gap-3 rounded-box border p-3 ${
                        bookable
                          ? 'cursor-pointer border-base-300 has-[:checked]:border-primary has-[:checked]:bg-primary/5'
                          : 'border-base-200 bg-base-200 text-base-content/75'
                      }`}
                    >
                      <input
                        type="radio"
                        className="radio radio-primary radio-sm"
                        name="departure"
                        value={departure._id}
                        checked={selected?._id === departure._id}
                        disabled={!bookable}
                        aria-describedby={`${ids}-zone`}
                        onChange={() => {
                          setDepartureId(departure._id);
                          setRefusal('');
                        }}
                      />
                      <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-3">
                        <span className="font-medium">
                          {formatTripDateTimeZoned(departure.startsAt)}
                        </span>
                        <span className="text-sm">
                          {seatsLeftText(departure)}
                          {', '}
                          {formatUsd(departure.price)} each
                        </span>
                      </span>
                    </label>
                  );
                })}
              </div>
              {allSoldOut ? (
                <p role="alert" className="mt-2 text-sm text-error">
                  Every upcoming date of this package is sold out.
                </p>
              ) : null}
            </fieldset>
          ) : null}
          {usesDepartures && selected ? (
            <>
              <FormField
                label="Travellers"
                required
                hint={`You and the people with you: ${seatsLeftText(selected)} on this date, up to ${maxTravellers(selected)} on one booking.`}
                error={travellersProblem}
              >
                {(control) => (
                  <input
                    name="travellers"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={maxTravellers(selected)}
                    step={1}
                    className="input input-bordered w-32"
                    value={travellersText}
                    onChange={(event) => setTravellersText(event.target.value)}
                    {...control}
                  />
                )}
              </FormField>
              {others > 0 ? (
                <fieldset>
                  <legend className="mb-1 font-medium">Who travels with you (optional)</legend>
                  <p className="mb-2 text-xs text-base-content/75">
                    Names for the trip’s list of travellers; you can leave them blank.
                  </p>
                  <div className="grid gap-2 sm:grid-cols-2">
                    {Array.from({ length: others }, (_, index) => (
                      <div key={index}>
                        <label htmlFor={`${ids}-name-${index}`} className="text-sm">
                          Traveller {index + 2}
                        </label>
                        <input
                          id={`${ids}-name-${index}`}
                          className="input input-bordered input-sm w-full"
                          maxLength={PERSON_NAME_MAX}
                          autoComplete="off"
                          value={names[index] ?? ''}
                          onChange={(event) => {
                            const next = [...names];
                            next[index] = event.target.value;
                            setNames(next);
                          }}
                        />
                      </div>
                    ))}
                  </div>
                </fieldset>
              ) : null}
            </>
          ) : null}
          <div className="grid grid-cols-2 gap-4">
            <FormField label="Duration">
              {(control) => (
                <input
                  className="input input-bordered w-full read-only:bg-base-200"
                  readOnly
                  value={pkg?.duration ?? ''}
                  {...control}
                />
              )}
            </FormField>
            <FormField label="Price (USD)" hint={usesDepartures ? 'Per traveller' : undefined}>
              {(control) => (
                <input
                  className="input input-bordered w-full read-only:bg-base-200"
                  readOnly
                  value={price}
                  {...control}
                />
              )}
            </FormField>
          </div>
          {usesDepartures ? (
            <p
              className="rounded-box bg-base-200 px-4 py-3 text-lg"
              aria-live="polite"
              aria-atomic="true"
              data-testid="booking-total"
            >
              Total: <strong>{travellersProblem || !selected ? '—' : formatUsd(total)}</strong>
              {selected && !travellersProblem ? (
                <span className="text-sm text-base-content/75">
                  {' '}
                  ({travellers} × {formatUsd(price)})
                </span>
              ) : null}
            </p>
          ) : null}
          {refusal ? (
            <p
              role="alert"
              className="alert alert-warning alert-soft text-base-content"
              data-testid="booking-refusal"
            >
              {refusal}
            </p>
          ) : null}
          <div className="modal-action">
            <button type="button" className="btn" onClick={onClose}>
              Cancel
            </button>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={isSubmitting || waiting || allSoldOut}
            >
              {isSubmitting && usesDepartures ? 'Booking…' : 'Confirm booking'}
            </button>
          </div>
        </form>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" aria-label="Close">
          close
        </button>
      </form>
      <FocusGuard at="end" />
    </dialog>
  );
}
