import type { Departure } from '@wayfare/contract/departures';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-client';
import { errorMessage, successToast } from '@/lib/alerts';
import { formatUsd } from '@/lib/format';
import { formatTripDateTimeZoned } from '@/lib/trip-time';
import { useManifest } from '@/features/departures-admin/api/get-manifest';
import { useUpdateDeparture } from '@/features/departures-admin/api/update-departure';
import { bookingsToEnd, cancelReasonRule } from '@/features/departures-admin/cancel-summary';
import { useT } from '@/lib/i18n/catalog';
import { departuresMessages } from '@/features/departures-admin/messages';
import { showModal } from '@/lib/modal';
import { FocusGuard } from '@/components/ui/focus-guard';

/**
 * Asks before cancelling a departure (for good): says what happens to its bookings (paid ones are
 * refunded to their cards, unpaid ones cancelled) and takes an optional reason the travellers see.
 * The server's refusal stays in the dialog, next to the reason when it is about the reason.
 */
export function CancelDepartureDialog(props: { departure: Departure; onClose: () => void }) {
  const { departure, onClose } = props;
  const t = useT(departuresMessages);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const ids = { title: useId(), text: useId(), reason: useId(), hint: useId(), error: useId() };
  const manifest = useManifest(departure._id);
  const update = useUpdateDeparture();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) showModal(dialog);
    return () => dialog?.close();
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const check = cancelReasonRule(reason, t);
    if (check !== true) return setReasonError(check);
    setReasonError(null);
    try {
      await update.mutateAsync({
        id: departure._id,
        patch: { status: 'cancelled', ...(reason.trim() && { reason: reason.trim() }) },
      });
      void successToast(t('departures.cancel.cancelledToast'));
      onClose();
    } catch (error) {
      const aboutReason =
        error instanceof ApiError && error.problem.errors?.find((e) => e.path === 'body.reason');
      if (aboutReason)
        setReasonError(t('departures.cancel.reasonRefused', { message: aboutReason.message }));
      else setFormError(errorMessage(error, t.locale));
    }
  }

  return (
    <dialog
      ref={dialogRef}
      className="modal modal-bottom sm:modal-middle"
      onClose={onClose}
      aria-labelledby={ids.title}
      aria-describedby={ids.text}
    >
      <FocusGuard at="start" />
      <form className="modal-box" noValidate onSubmit={(event) => void submit(event)}>
        <h2 id={ids.title} className="text-xl font-bold">
          {t('departures.cancel.title', {
            when: formatTripDateTimeZoned(departure.startsAt, t.numbers),
          })}
        </h2>
        <p id={ids.text} className="mt-2" data-testid="cancel-departure-effect">
          {/* Counted as the dialog opens (never an earlier count): what the admin confirms. */}
          {manifest.isFetching
            ? `${t('departures.cancel.counting')} `
            : manifest.data
              ? `${bookingsToEnd(manifest.data.entries, (dollars) => formatUsd(dollars, t.numbers), t)} `
              : null}
          {t('departures.cancel.effect')}
        </p>
        <div className="mt-4">
          <label htmlFor={ids.reason} className="font-medium">
            {t('departures.cancel.reasonLabel')}
          </label>
          <textarea
            id={ids.reason}
            className="textarea textarea-bordered mt-1 w-full"
            rows={3}
            maxLength={500}
            value={reason}
            aria-invalid={Boolean(reasonError)}
            aria-describedby={reasonError ? `${ids.hint} ${ids.error}` : ids.hint}
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={ids.hint} className="mt-1 text-xs text-base-content/75">
            {t('departures.cancel.reasonHint')}
          </p>
          {reasonError ? (
            <p id={ids.error} role="alert" className="mt-1 text-sm text-error">
              {reasonError}
            </p>
          ) : null}
        </div>
        {formError ? (
          <p role="alert" className="alert alert-error alert-soft mt-4">
            {formError}
          </p>
        ) : null}
        <div className="modal-action flex-wrap">
          <button type="submit" className="btn btn-error" disabled={update.isPending}>
            {update.isPending ? t('departures.cancel.cancelling') : t('departures.cancel.submit')}
          </button>
          <button type="button" className="btn" onClick={onClose}>
            {t('departures.cancel.keep')}
          </button>
        </div>
      </form>
      <FocusGuard at="end" />
    </dialog>
  );
}
