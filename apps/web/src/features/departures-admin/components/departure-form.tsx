import { DEPARTURE_SEATS_MAX, PACKAGE_PRICE_MAX } from '@wayfare/contract/constants';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/alerts';
import { formatUsd } from '@/lib/format';
import { useT } from '@/lib/i18n/catalog';
import type { Locale } from '@/lib/i18n/locale';
import { departuresMessages, digitsOf } from '@/features/departures-admin/messages';
import {
  departureRulesOf,
  fieldOfProblem,
  type DepartureValues,
} from '@/features/departures-admin/departure-values';

/**
 * Shows a refused save where it belongs: the server's field errors on their fields, "seats below
 * those taken" (409 SEATS_TAKEN) on Seats, anything else above the buttons, in the server's words.
 */
function placeError(
  error: unknown,
  setError: (field: keyof DepartureValues | 'root.server', message: string) => void,
  locale: Locale,
) {
  if (error instanceof ApiError) {
    if (error.problem.code === 'SEATS_TAKEN') return setError('seats', errorMessage(error, locale));
    const fields = (error.problem.errors ?? [])
      .map((e) => ({ field: fieldOfProblem(e.path), message: e.message }))
      .filter((e) => e.field !== null);
    if (fields.length > 0) {
      for (const { field, message } of fields) setError(field!, capitalise(message));
      return;
    }
  }
  setError('root.server', errorMessage(error, locale));
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A departure's start, seats and price (add and edit). The start is typed as the wall clock where
 * the trip starts (the server reads it in the trip zone); an empty price means the package's.
 */
export function DepartureForm(props: {
  initial: DepartureValues;
  /** The package's price per traveller, which applies when the price is left empty. */
  packagePrice: number;
  /** The zone the start is in, for people: `London time (UTC+01:00)` (lib/trip-time.ts). */
  zone: string;
  /** Seats already taken (edit): seats cannot go below them. */
  taken?: number | null;
  submitLabel: string;
  /** Throws what the server refused (shown in the form); resolves when saved. */
  onSubmit: (values: DepartureValues) => Promise<void>;
  /** A second button that leaves without saving (the edit dialog's). */
  onCancel?: { label: string; run: () => void };
  /** Empties the form once saved (adding one departure after another). */
  resetAfterSave?: boolean;
  /** Names the form for screen readers. */
  label: string;
}) {
  const t = useT(departuresMessages);
  const departureRules = departureRulesOf(t);
  const form = useForm<DepartureValues>({ defaultValues: props.initial });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await props.onSubmit(values);
      if (props.resetAfterSave) form.reset(props.initial);
    } catch (error) {
      placeError(
        error,
        (field, message) => form.setError(field, { type: 'server', message }),
        t.locale,
      );
    }
  });

  return (
    <form
      noValidate
      aria-label={props.label}
      onSubmit={(event) => void submit(event)}
      className="grid gap-4 sm:grid-cols-3"
    >
      <FormField
        label={t('departures.startsIn', { zone: props.zone })}
        required
        hint={t('departures.form.startsHint')}
        error={errors.startsAt?.message}
      >
        {(control) => (
          <input
            type="datetime-local"
            className="input input-bordered w-full"
            {...control}
            {...form.register('startsAt', { validate: departureRules.startsAt })}
          />
        )}
      </FormField>
      <FormField
        label={t('departures.seats')}
        required
        hint={
          props.taken
            ? t('departures.form.seatsTakenHint', { taken: digitsOf(props.taken, t.numbers) })
            : t('departures.form.seatsRangeHint', {
                max: digitsOf(DEPARTURE_SEATS_MAX, t.numbers),
              })
        }
        error={errors.seats?.message}
      >
        {(control) => (
          <input
            type="number"
            inputMode="numeric"
            min={1}
            max={DEPARTURE_SEATS_MAX}
            step={1}
            className="input input-bordered w-full"
            {...control}
            {...form.register('seats', { validate: departureRules.seats })}
          />
        )}
      </FormField>
      <FormField
        label={t('departures.form.price')}
        hint={t('departures.form.priceHint', { price: formatUsd(props.packagePrice, t.numbers) })}
        error={errors.price?.message}
      >
        {(control) => (
          <input
            type="number"
            inputMode="numeric"
            min={0}
            max={PACKAGE_PRICE_MAX}
            step={1}
            className="input input-bordered w-full"
            {...control}
            {...form.register('price', { validate: departureRules.price })}
          />
        )}
      </FormField>
      {errors.root?.server ? (
        <p role="alert" className="alert alert-error alert-soft sm:col-span-3">
          {errors.root.server.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2 sm:col-span-3">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? t('departures.form.saving') : props.submitLabel}
        </button>
        {props.onCancel ? (
          <button type="button" className="btn" onClick={props.onCancel.run}>
            {props.onCancel.label}
          </button>
        ) : null}
      </div>
    </form>
  );
}
