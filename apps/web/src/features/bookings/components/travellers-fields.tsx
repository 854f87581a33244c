import { PERSON_NAME_MAX, TRAVELLERS_MAX } from '@wayfare/contract/constants';
import { FormField } from '@/components/ui/form-field';
import { maxTravellers, seatsLeftText } from '@/features/bookings/departure-choice';
import type { BookingChoice } from './use-booking-choice';

/**
 * How many travel on the date chosen (up to its seats and the limit of one booking), then the
 * names of those travelling with the traveller, which may be left blank.
 */
export function TravellersFields({ ids, choice }: { ids: string; choice: BookingChoice }) {
  const { selected, names, setNames } = choice;
  return (
    <>
      <FormField
        label="Travellers"
        required
        hint={
          selected
            ? `You and the people with you: ${seatsLeftText(selected)} on this date, up to ${maxTravellers(selected)} on one booking.`
            : `You and the people with you, up to ${TRAVELLERS_MAX} on one booking: choose a date to see its seats.`
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
          <legend className="mb-1 font-medium">Who travels with you (optional)</legend>
          <p className="mb-2 text-xs text-base-content/75">
            Names for the trip’s list of travellers; you can leave them blank.
          </p>
          <div className="grid gap-2 sm:grid-cols-2">
            {Array.from({ length: choice.others }, (_, index) => (
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
  );
}
