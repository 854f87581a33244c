import { PageHeading } from '@/components/ui/page-heading';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { PackageForm } from '@/features/packages/components/package-form';
import { useAddPackage } from '@/features/packages/api/add-package';
import { dialog, errorMessage } from '@/lib/alerts';

export function Component() {
  const addPackage = useAddPackage();
  return (
    <section>
      <PageHeading title="Add a New Package" />
      <PackageForm
        submitLabel="Add Package"
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
            const { insertedId } = await addPackage.mutateAsync(values);
            if (insertedId)
              await dialog.fire({ icon: 'success', title: 'Package added successfully!' });
          } catch (error) {
            await dialog.fire({ icon: 'error', title: 'Error!', text: errorMessage(error) });
          }
        }}
      />
    </section>
  );
}
