import type { TravelPackage } from '@wayfare/contract/packages';
import { useLoaderData } from 'react-router';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { PageHeading } from '@/components/ui/page-heading';
import { useUpdatePackage } from '@/features/packages/api/update-package';
import { PackageForm } from '@/features/packages/components/package-form';
import { dialog, errorMessage, successToast } from '@/lib/alerts';

export function Component() {
  // Loaded by the route before the screen shows (docs/product.md §2).
  const pkg = useLoaderData<TravelPackage>();
  const updatePackage = useUpdatePackage();
  return (
    <section>
      <PageHeading title="Update a Package">{pkg.title}</PageHeading>
      <PackageForm
        key={pkg._id}
        initial={pkg}
        submitLabel="Update Package"
        renderImageField={({ id, value, onChange, onBusyChange }) => (
          <ImageUploadField
            id={id}
            value={value}
            onUploaded={onChange}
            onBusyChange={onBusyChange}
          />
        )}
        onSubmit={async (values) => {
          try {
            const { modifiedCount } = await updatePackage.mutateAsync({
              id: pkg._id,
              patch: values,
            });
            if (modifiedCount === 1)
              await dialog.fire({ icon: 'success', title: 'Update Package  successfully!' });
            else void successToast('No changes to save.');
          } catch (error) {
            await dialog.fire({ icon: 'error', title: 'Error!', text: errorMessage(error) });
          }
        }}
      />
    </section>
  );
}
