import type { TravelPackage } from '@wayfare/contract/packages';
import { FormField } from '@/components/ui/form-field';
import { formatUsd } from '@/lib/format';
import { useT } from '@/lib/i18n/catalog';
import { packageText } from '@/lib/i18n/package-text';
import { RichText } from '@/lib/i18n/rich-text';
import { bookingsMessages } from '../messages';
import type { BookingChoice } from './use-booking-choice';

/**
 * What the booking costs: the package's duration and the price (per traveller, of the date
 * chosen, for a package with dates), then the total for everyone travelling as it changes.
 */
export function BookingSummary({
  pkg,
  choice,
}: {
  pkg: TravelPackage | null;
  choice: BookingChoice;
}) {
  const { usesDepartures, selected, price, travellersProblem } = choice;
  const t = useT(bookingsMessages);
  const duration = pkg ? packageText(pkg, 'duration', t.locale) : { text: '', lang: undefined };
  return (
    <>
      <div className="grid grid-cols-2 gap-4">
        <FormField label={t('bookings.summary.duration')}>
          {(control) => (
            <input
              className="input input-bordered w-full read-only:bg-base-200"
              readOnly
              value={duration.text}
              lang={duration.lang}
              {...control}
            />
          )}
        </FormField>
        <FormField
          label={t('bookings.summary.price')}
          hint={usesDepartures ? t('bookings.summary.perTraveller') : undefined}
        >
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
          <RichText
            t={t}
            id="bookings.summary.total"
            values={{
              amount: travellersProblem || !selected ? '—' : formatUsd(choice.total, t.numbers),
            }}
            components={{ 0: <strong /> }}
          />
          {selected && !travellersProblem ? (
            <span className="text-sm text-base-content/75">
              {' '}
              {t('bookings.summary.times', {
                count: choice.travellers,
                price: formatUsd(price, t.numbers),
              })}
            </span>
          ) : null}
        </p>
      ) : null}
    </>
  );
}
