import { PERSON_NAME_MAX, TRAVELLERS_MAX } from '@wayfare/contract/constants';
import { FormField } from '@/components/ui/form-field';
import { maxTravellers, seatsLeftText } from '@/features/bookings/departure-choice';
import { useT } from '@/lib/i18n/catalog';
import { bookingsMessages } from '../messages';
import type { BookingChoice } from './use-booking-choice';

/**
 * How many travel on the date chosen (up to its seats and the limit of one booking), then the
 * names of those travelling with the traveller, which may be left blank.
 */
export function TravellersFields({ ids, choice }: { ids: string; choice: BookingChoice }) {
  const { selected, names, setNames } = choice;
  const t = useT(bookingsMessages);
  return (
    <>
      <FormField
        label={t('bookings.travellers.label')}
        required
        hint={
          selected
            ? t('bookings.travellers.hintChosen', {
                availability: seatsLeftText(selected, t),
                max: maxTravellers(selected),
              })
            : t('bookings.travellers.hintNone', { max: TRAVELLERS_MAX })
        }
        error={choice.travellersProblem}
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
            value={choice.travellersText}
            onChange={(event) => choice.setTravellersText(event.target.value)}
            {...control}
          />
        )}
      </FormField>
      {choice.others > 0 ? (
        <fieldset>
          <legend className="mb-1 font-medium">{t('bookings.travellers.othersLegend')}</legend>
          <p className="mb-2 text-xs text-base-content/75">{t('bookings.travellers.othersHint')}</p>
          <div className="grid gap-2 sm:grid-cols-2">
            {Array.from({ length: choice.others }, (_, index) => (
              <div key={index}>
                <label htmlFor={`${ids}-name-${index}`} className="text-sm">
                  {t('bookings.travellers.other', { position: index + 2 })}
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
  );
}
