import type { District, Division } from '@wayfare/contract/divisions';
import { useEffect, useId, useState } from 'react';
import { useT } from '@/lib/i18n/catalog';
import { RichText } from '@/lib/i18n/rich-text';
import { Link } from '@/lib/i18n/router';
import { useForm, useWatch } from 'react-hook-form';
import { useSignedInSubmit } from '@/lib/use-signed-in-submit';
import { EMAIL_PATTERN, FormField } from '@/components/ui/form-field';
import { errorMessage, errorToast, successToast } from '@/lib/alerts';
import { useCreateTripRequest } from '@/features/trip-requests/api/create-trip-request';
import { endsAfter, localDateTime, wallClockAt } from '@/lib/trip-time';
import { useHydrated } from '@/lib/use-hydrated';
import { tripRequestsMessages } from '../messages';
import { districtOptions, divisionOptions } from '../place-names';

interface TripValues {
  email: string;
  origin: string;
  destination: string;
  start: string;
  end: string;
}

/**
 * The trip booking form of /booking (docs/product.md §2, §5, §6 and §8): a request the agency
 * answers, not a booking, and the page says so (the spec's toast stays); every field required,
 * origin one of the 8 divisions, destination one of the 64 districts, the end after the start.
 * Times are entered and sent as typed, without an offset: the server reads them in the trip's
 * zone (TRIP_TIME_ZONE). Neither may be in the past: both inputs' `min` is now as the trip zone's
 * wall clock (set once the page is live, so the server's HTML and the first render agree), and a
 * start typed before it is refused before anything is sent.
 */
export function TripRequestForm(props: {
  /** The signed-in traveller's e-mail; null for a visitor, who is asked to log in. */
  email: string | null;
  /** Admins may file a request for another account's e-mail; everyone else books for their own. */
  canChooseEmail?: boolean;
  /** False while the session is still being read at start: a request sent then waits for it. */
  sessionKnown?: boolean;
}) {
  const { email, canChooseEmail = false, sessionKnown = true } = props;
  const t = useT(tripRequestsMessages);
  const defaults: TripValues = {
    email: email ?? '',
    origin: '',
    destination: '',
    start: '',
    end: '',
  };
  const form = useForm<TripValues>({ defaultValues: defaults });
  /** Set once a request is sent: the page then says it is with the agency. */
  const [sent, setSent] = useState(false);
  const aboutId = useId();
  const { errors, isSubmitting } = form.formState;
  const createTripRequest = useCreateTripRequest();

  useEffect(() => {
    // The session may arrive after the form: fill the e-mail in then.
    if (email && !form.getFieldState('email').isDirty) form.setValue('email', email);
  }, [email, form]);
  // After the effect above, so that the e-mail is in the form when a waiting request is sent.

  const submit = form.handleSubmit(async (values) => {
    try {
      await createTripRequest.mutateAsync({
        email: values.email.trim().toLowerCase(),
        // The selects offer only these; `required` has ruled out the empty choice.
        origin: values.origin as Division,
        destination: values.destination as District,
        // As typed: the trip's local time (the server reads it in the trip zone).
        startDateTime: values.start,
        endDateTime: values.end,
      });
      void successToast(t('tripRequests.form.sentToast'));
      setSent(true);
      form.reset({ ...defaults, email: email ?? '' });
    } catch (error) {
      void errorToast(errorMessage(error, t.locale));
    }
  });

  const onSubmit = useSignedInSubmit(sessionKnown, email, () => void submit());

  const field = 'w-full';
  const start = useWatch({ control: form.control, name: 'start' });
  // The minute it is now where the trip happens; the input's `min` drops the seconds.
  const now = useHydrated() ? wallClockAt(new Date()) : undefined;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-5 sm:grid-cols-2"
      aria-label={t('tripRequests.form.label')}
      aria-describedby={aboutId}
    >
      <p
        id={aboutId}
        className="sm:col-span-2 text-base-content/80"
        data-testid="trip-request-about"
      >
        {t('tripRequests.form.about')}
      </p>
      {sent ? (
        <p role="status" className="sm:col-span-2 alert alert-info" data-testid="trip-request-sent">
          <span>
            <RichText
              t={t}
              id="tripRequests.form.sent"
              components={{ 0: <Link to="/dashboard/destination" className="link" /> }}
            />
          </span>
        </p>
      ) : null}
      <FormField
        label={t('tripRequests.form.email')}
        required
        className="sm:col-span-2"
        hint={email && !canChooseEmail ? t('tripRequests.form.emailHint') : undefined}
        error={errors.email?.message}
      >
        {(control) => (
          <input
            type="email"
            autoComplete="email"
            readOnly={Boolean(email) && !canChooseEmail}
            className={`input input-bordered ${field} read-only:bg-base-200`}
            {...control}
            {...form.register('email', {
              required: t('tripRequests.form.emailRequired'),
              pattern: { value: EMAIL_PATTERN, message: t('tripRequests.form.emailInvalid') },
            })}
          />
        )}
      </FormField>
      <FormField label={t('tripRequests.form.origin')} required error={errors.origin?.message}>
        {(control) => (
          <select
            className={`select select-bordered ${field}`}
            // The prompt shows in the server's HTML too, before the form's values are set.
            defaultValue=""
            {...control}
            {...form.register('origin', { required: t('tripRequests.form.originRequired') })}
          >
            <option value="" disabled>
              {t('tripRequests.form.originPrompt')}
            </option>
            {divisionOptions(t.locale).map((division) => (
              <option key={division.value} value={division.value}>
                {division.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={t('tripRequests.form.destination')}
        required
        error={errors.destination?.message}
      >
        {(control) => (
          <select
            className={`select select-bordered ${field}`}
            // The prompt shows in the server's HTML too, before the form's values are set.
            defaultValue=""
            {...control}
            {...form.register('destination', {
              required: t('tripRequests.form.destinationRequired'),
            })}
          >
            <option value="" disabled>
              {t('tripRequests.form.destinationPrompt')}
            </option>
            {districtOptions(t.locale).map((district) => (
              <option key={district.value} value={district.value}>
                {district.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label={t('tripRequests.form.start')}
        required
        hint={t('tripRequests.form.startHint')}
        error={errors.start?.message}
      >
        {(control) => (
          <input
            type="datetime-local"
            min={now}
            className={`input input-bordered ${field}`}
            {...control}
            {...form.register('start', {
              required: t('tripRequests.form.startRequired'),
              validate: (v) => {
                const typed = localDateTime(v);
                if (typed === null) return t('tripRequests.form.dateTimeInvalid');
                // Compared with the minute it is now there, as the server compares them.
                const current = localDateTime(wallClockAt(new Date()));
                return current === null || typed >= current || t('tripRequests.form.startPassed');
              },
            })}
          />
        )}
      </FormField>
      <FormField label={t('tripRequests.form.end')} required error={errors.end?.message}>
        {(control) => (
          <input
            type="datetime-local"
            min={start || now}
            className={`input input-bordered ${field}`}
            {...control}
            {...form.register('end', {
              required: t('tripRequests.form.endRequired'),
              validate: (v, values) => {
                if (localDateTime(v) === null) return t('tripRequests.form.dateTimeInvalid');
                return (
                  localDateTime(values.start) === null ||
                  endsAfter(values.start, v) ||
                  t('tripRequests.form.endBeforeStart')
                );
              },
            })}
          />
        )}
      </FormField>
      <div className="sm:col-span-2">
        <button
          type="submit"
          className="btn btn-primary w-full sm:w-auto sm:px-10"
          disabled={isSubmitting}
        >
          {isSubmitting ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : null}
          {t('tripRequests.form.submit')}
        </button>
      </div>
    </form>
  );
}
