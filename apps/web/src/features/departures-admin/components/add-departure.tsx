import { successToast } from '@/lib/alerts';
import { useCreateDeparture } from '@/features/departures-admin/api/create-departure';
import { EMPTY_DEPARTURE, toCreateRequest } from '@/features/departures-admin/departure-values';
import { DepartureForm } from './departure-form';

/** Adds a departure to a package; the form empties once saved, for the next one. */
export function AddDeparture(props: { packageId: string; packagePrice: number; zone: string }) {
  const create = useCreateDeparture();
  return (
    <DepartureForm
      label="Add a departure"
      initial={EMPTY_DEPARTURE}
      packagePrice={props.packagePrice}
      zone={props.zone}
      submitLabel="Add departure"
      resetAfterSave
      onSubmit={async (values) => {
        await create.mutateAsync({
          packageId: props.packageId,
          departure: toCreateRequest(values),
        });
        void successToast('Departure added');
      }}
    />
  );
}
