import type { Departure } from '@wayfare/contract/departures';
import { errorMessage } from '@/lib/alerts';
import { formatUsd } from '@/lib/format';
import { formatTripDateTimeZoned, tripTimeZone, tripZoneLabel } from '@/lib/trip-time';
import { isBookable, seatsLeftText } from '@/features/bookings/departure-choice';
import { useT } from '@/lib/i18n/catalog';
import { bookingsMessages } from '../messages';
import { BookingRefusal } from './booking-refusal';
import type { BookingChoice } from './use-booking-choice';

/** While the package's dates load, or when they could not be, with a way to ask again. */
export function DeparturesNotice({
  waiting,
  departures,
}: {
  waiting: boolean;
  departures: BookingChoice['departures'];
}) {
  const t = useT(bookingsMessages);
  return (
    <>
      {waiting ? (
        <p role="status" className="text-sm text-base-content/75">
          {t('bookings.picker.loading')}
        </p>
      ) : null}
      {departures.isError ? (
        <div role="alert" className="alert alert-soft text-sm">
          <span>
            {t('bookings.picker.loadFailed', { error: errorMessage(departures.error, t.locale) })}
          </span>
          <button type="button" className="btn btn-sm" onClick={() => void departures.refetch()}>
            {t('bookings.picker.retry')}
          </button>
        </div>
      ) : null}
    </>
  );
}

/**
 * The package's dates to choose from (times in the trip's zone, said so), the seats left and the
 * price of each; a date that cannot be booked is shown so, and the one refused or gone is marked,
 * with the refusal told above the dates.
 */
export function DeparturePicker({ ids, choice }: { ids: string; choice: BookingChoice }) {
  const { list, selected, markedId, refused, allSoldOut } = choice;
  const t = useT(bookingsMessages);
  return (
    <fieldset>
      <legend className="mb-1 font-medium">{t('bookings.picker.legend')}</legend>
      <p id={`${ids}-zone`} className="mb-2 text-xs text-base-content/75">
        {t('bookings.picker.zone', {
          zone: tripZoneLabel(undefined, t.numbers),
          zoneId: tripTimeZone(),
        })}
      </p>
      <BookingRefusal
        message={refused?.message}
        lostText={choice.lostText}
        payFirst={Boolean(refused?.payFirst)}
        allSoldOut={allSoldOut}
      />
      <div className="space-y-2 sm:max-h-72 sm:overflow-y-auto sm:pr-1">
        {list.map((departure) => (
          <DepartureOption
            key={departure._id}
            departure={departure}
            describedBy={`${ids}-zone`}
            checked={selected?._id === departure._id}
            mark={
              departure._id === markedId
                ? t(refused ? 'bookings.picker.notBooked' : 'bookings.picker.gone')
                : ''
            }
            onChoose={() => choice.choose(departure._id)}
          />
        ))}
      </div>
      {allSoldOut ? (
        <p role="alert" className="mt-2 text-sm text-error">
          {t('bookings.picker.allSoldOut')}
        </p>
      ) : null}
    </fieldset>
  );
}

/** One date: its radio, when it starts, the seats left and its price; `mark` says why not. */
function DepartureOption(props: {
  departure: Departure;
  describedBy: string;
  checked: boolean;
  /** Words of the mark on the date refused or gone; empty for none. */
  mark: string;
  onChoose: () => void;
}) {
  const { departure, mark } = props;
  const t = useT(bookingsMessages);
  const bookable = isBookable(departure);
  return (
    <label
      className={`flex items-center gap-3 rounded-box border p-3 ${
        bookable
          ? 'cursor-pointer border-base-300 has-[:checked]:border-primary has-[:checked]:bg-primary/5'
          : 'border-base-200 bg-base-200 text-base-content/75'
      }${mark ? ' border-dashed border-warning' : ''}`}
    >
      <input
        type="radio"
        className="radio radio-primary"
        name="departure"
        value={departure._id}
        checked={props.checked}
        disabled={!bookable}
        aria-describedby={props.describedBy}
        onChange={props.onChoose}
      />
      <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium">
          {formatTripDateTimeZoned(departure.startsAt, t.numbers)}
          {mark ? (
            <span className="badge badge-warning badge-sm ms-2 align-middle">{mark}</span>
          ) : null}
        </span>
        <span className="text-sm">
          {t('bookings.picker.option', {
            availability: seatsLeftText(departure, t),
            price: formatUsd(departure.price, t.numbers),
          })}
        </span>
      </span>
    </label>
  );
}
