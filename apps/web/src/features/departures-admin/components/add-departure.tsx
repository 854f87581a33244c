import { successToast } from '@/lib/alerts';
import { useCreateDeparture } from '@/features/departures-admin/api/create-departure';
import { EMPTY_DEPARTURE, toCreateRequest } from '@/features/departures-admin/departure-values';
import { useT } from '@/lib/i18n/catalog';
import { departuresMessages } from '@/features/departures-admin/messages';
import { DepartureForm } from './departure-form';

/** Adds a departure to a package; the form empties once saved, for the next one. */
export function AddDeparture(props: { packageId: string; packagePrice: number; zone: string }) {
  const t = useT(departuresMessages);
  const create = useCreateDeparture();
  return (
    <DepartureForm
      label={t('departures.add.formLabel')}
      initial={EMPTY_DEPARTURE}
      packagePrice={props.packagePrice}
      zone={props.zone}
      submitLabel={t('departures.add.submit')}
      resetAfterSave
      onSubmit={async (values) => {
        await create.mutateAsync({
          packageId: props.packageId,
          departure: toCreateRequest(values),
        });
        void successToast(t('departures.add.addedToast'));
      }}
    />
  );
}
