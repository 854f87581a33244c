import type { TravelPackage } from '@wayfare/contract/packages';
import type { Departure } from '@wayfare/contract/departures';
import { EMAIL_ADDRESS_MAX, PERSON_NAME_MAX, TRAVELLERS_MAX } from '@wayfare/contract/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { EMAIL_PATTERN, FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { errorMessage, errorToast, successToast } from '@/lib/alerts';
import { formatUsd } from '@/lib/format';
import { formatTripDateTimeZoned, tripTimeZone, tripZoneLabel } from '@/lib/trip-time';
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

/** A date the server refused (or that went while the dialog was open), and what it said. */
interface Refused {
  departureId: string;
  message: string;
  /** HOLD_LIMIT that paying would lift: a way to My Booking beside the words. */
  payFirst: boolean;
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
 * Package booking dialog (docs/product.md §4 and §5): name and e-mail required, duration and price
 * read-only from the package; closes on cancel or submit. A package with departures also asks
 * which date and how many travel, and shows the total as it changes; a refusal about seats is
 * told in the dialog, on the dates as they are now. A date chosen is never swapped for another
 * behind the traveller's back: once it cannot be booked (refused, or sold out since), it stays
 * marked and nothing is chosen until the traveller chooses again.
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
  const dialogRef = useRef<HTMLDialogElement>(null);
  const createBooking = useCreateBooking();
  const queryClient = useQueryClient();
  const departures = useDepartures(pkg?._id);
  const form = useForm<BookingValues>({
    defaultValues: { name: props.defaultName, email: props.defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;
  // The date chosen: the soonest with seats as the dates arrive, then the traveller's.
  const [departureId, setDepartureId] = useState<string | null>(null);
  const [travellersText, setTravellersText] = useState('1');
  const [names, setNames] = useState<string[]>([]);
  const [refused, setRefused] = useState<Refused | null>(null);
  const refusalRef = useRef<HTMLDivElement>(null);
  const ids = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (pkg && !dialog.open) {
      form.reset({ name: props.defaultName, email: props.defaultEmail });
      setDepartureId(null);
      setTravellersText('1');
      setNames([]);
      setRefused(null);
      // Seats go while a page is open: the dates are asked for again each time the dialog opens.
      void queryClient.invalidateQueries({ queryKey: departuresQueryOptions(pkg._id).queryKey });
      showModal(dialog);
    } else if (!pkg && dialog.open) {
      dialog.close();
    }
  }, [pkg, form, props.defaultName, props.defaultEmail, queryClient]);

  // A refusal takes the focus (Confirm is disabled under it): its words are read first, and Tab
  // goes on to the dates.
  const refusalMessage = refused?.message;
  useEffect(() => {
    if (refusalMessage) refusalRef.current?.focus();
  }, [refusalMessage]);

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
  const travellersProblem = usesDepartures ? travellersError(travellers, selected) : undefined;
  const price = selected?.price ?? pkg?.price ?? 0;
  const total = bookingTotal(price, travellers);
  const others = Number.isInteger(travellers) ? Math.min(Math.max(travellers - 1, 0), 19) : 0;
  const waiting = Boolean(pkg) && departures.isPending;
  const allSoldOut = usesDepartures && !list.some(isBookable);
  const lostText =
    lostId !== null && !refused?.message
      ? `${
          chosen
            ? `The date you chose, ${formatTripDateTimeZoned(chosen.startsAt)}, cannot be booked now (${seatsLeftText(chosen)}).`
            : 'The date you chose is no longer offered.'
        }${allSoldOut ? '' : ' Choose another date to book.'}`
      : '';

  const submit = form.handleSubmit(async (values, event) => {
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
        void successToast('Booking successful');
        if (answer.insertedId)
          props.onBooked?.({
            bookingId: answer.insertedId,
            packageTitle: pkg.title,
            startsAt: null,
            travellers: answer.travellers,
            total: answer.departureId ? null : bookingTotal(pkg.price, answer.travellers),
            holdExpiresAt: answer.holdExpiresAt,
          });
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
    setRefused(null);
    try {
      const answer = await createBooking.mutateAsync({
        packageId: pkg._id,
        name: values.name,
        email: values.email,
        departureId: selected._id,
        travellers,
        travellerNames: travellerNamesFor(names, travellers),
      });
      onClose();
      void successToast('Booking successful');
      if (answer.insertedId)
        props.onBooked?.({
          bookingId: answer.insertedId,
          packageTitle: pkg.title,
          startsAt: selected.startsAt,
          travellers: answer.travellers,
          total: bookingTotal(selected.price, answer.travellers),
          holdExpiresAt: answer.holdExpiresAt,
        });
    } catch (error) {
      if (error instanceof ApiError && SEAT_REFUSALS.has(error.problem.code ?? '')) {
        // The date stays marked as refused and nothing is chosen: Confirm waits for the traveller
        // to choose again, on the seats as the server counts them now.
        const { code, holdScope, holdLimit } = error.problem;
        setRefused({
          departureId: selected._id,
          message: error.message,
          payFirst:
            code === 'HOLD_LIMIT' &&
            holdScope !== 'returned' &&
            (holdLimit === undefined || holdLimit >= travellers),
        });
        setDepartureId(null);
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
                Times are in {tripZoneLabel()} ({tripTimeZone()}), where the trip starts.
              </p>
              {refused?.message || lostText ? (
                <div
                  ref={refusalRef}
                  tabIndex={-1}
                  role="alert"
                  className="alert alert-warning alert-soft mb-2 block text-base-content"
                  data-testid="booking-refusal"
                >
                  <p>
                    {refused?.message
                      ? `${refused.message} The dates below show the seats left now.${
                          allSoldOut ? '' : ' Choose a date to book again.'
                        }`
                      : lostText}
                  </p>
                  {refused?.payFirst ? (
                    <Link to="/dashboard/booking" className="link mt-1 inline-block font-medium">
                      Go to My Booking to pay
                    </Link>
                  ) : null}
                </div>
              ) : null}
              <div className="space-y-2 sm:max-h-72 sm:overflow-y-auto sm:pr-1">
                {list.map((departure) => {
                  const bookable = isBookable(departure);
                  const marked = departure._id === markedId;
                  return (
                    <label
                      key={departure._id}
                      className={`flex items-center gap-3 rounded-box border p-3 ${
                        bookable
                          ? 'cursor-pointer border-base-300 has-[:checked]:border-primary has-[:checked]:bg-primary/5'
                          : 'border-base-200 bg-base-200 text-base-content/75'
                      }${marked ? ' border-dashed border-warning' : ''}`}
                    >
                      <input
                        type="radio"
                        className="radio radio-primary"
                        name="departure"
                        value={departure._id}
                        checked={selected?._id === departure._id}
                        disabled={!bookable}
                        aria-describedby={`${ids}-zone`}
                        onChange={() => {
                          setDepartureId(departure._id);
                          // A choice made: the words go; the refused date keeps its mark unless it
                          // is the one chosen again (for fewer travellers, say).
                          setRefused((before) =>
                            before && before.departureId !== departure._id
                              ? { ...before, message: '', payFirst: false }
                              : null,
                          );
                        }}
                      />
                      <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-3">
                        <span className="font-medium">
                          {formatTripDateTimeZoned(departure.startsAt)}
                          {marked ? (
                            <span className="badge badge-warning badge-sm ms-2 align-middle">
                              {refused ? 'Not booked' : 'No longer available'}
                            </span>
                          ) : null}
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
          {usesDepartures && !allSoldOut ? (
            <>
              <FormField
                label="Travellers"
                required
                hint={
                  selected
                    ? `You and the people with you: ${seatsLeftText(selected)} on this date, up to ${maxTravellers(selected)} on one booking.`
                    : `You and the people with you, up to ${TRAVELLERS_MAX} on one booking: choose a date to see its seats.`
                }
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
                  // No date chosen (after a refusal): no price, rather than another date's.
                  value={usesDepartures && !selected ? '—' : price}
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
          <div className="modal-action">
            <button type="button" className="btn" onClick={onClose}>
              Cancel
            </button>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={isSubmitting || waiting || (usesDepartures && !selected)}
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
