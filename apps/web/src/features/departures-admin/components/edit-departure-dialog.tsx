import type { Departure } from '@wayfare/contract/departures';
import { useEffect, useId, useRef } from 'react';
import { successToast } from '@/lib/alerts';
import { formatTripDateTimeZoned } from '@/lib/trip-time';
import { useUpdateDeparture } from '@/features/departures-admin/api/update-departure';
import { changesOf, valuesOf } from '@/features/departures-admin/departure-values';
import { useT } from '@/lib/i18n/catalog';
import { departuresMessages } from '@/features/departures-admin/messages';
import { DepartureForm } from './departure-form';
import { showModal } from '@/lib/modal';
import { FocusGuard } from '@/components/ui/focus-guard';

/**
 * Changes a departure's start, seats or price in a modal dialog (Escape or "Keep as it is"
 * closes it). Only what changed is sent; the server's refusals stay in the dialog.
 */
export function EditDepartureDialog(props: {
  departure: Departure;
  packagePrice: number;
  zone: string;
  taken: number | null;
  onClose: () => void;
}) {
  const { departure, onClose } = props;
  const t = useT(departuresMessages);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const update = useUpdateDeparture();
  const initial = valuesOf(departure);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) showModal(dialog);
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className="modal modal-bottom sm:modal-middle"
      onClose={onClose}
      aria-labelledby={titleId}
    >
      <FocusGuard at="start" />
      <div className="modal-box sm:max-w-3xl">
        <h2 id={titleId} className="text-xl font-bold">
          {t('departures.edit.title', {
            when: formatTripDateTimeZoned(departure.startsAt, t.numbers),
          })}
        </h2>
        <p className="mb-4 mt-1 text-sm text-base-content/75">{t('departures.edit.note')}</p>
        <DepartureForm
          label={t('departures.edit.formLabel')}
          initial={initial}
          packagePrice={props.packagePrice}
          zone={props.zone}
          taken={props.taken}
          submitLabel={t('departures.edit.save')}
          onCancel={{ label: t('departures.edit.keep'), run: onClose }}
          onSubmit={async (values) => {
            const patch = changesOf(initial, values);
            if (patch) {
              await update.mutateAsync({ id: departure._id, patch });
              void successToast(t('departures.edit.updatedToast'));
            } else {
              void successToast(t('departures.edit.noChangesToast'));
            }
            onClose();
          }}
        />
      </div>
      <FocusGuard at="end" />
    </dialog>
  );
}
