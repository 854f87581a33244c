import { PageHeading } from '@/components/ui/page-heading';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { PackageForm } from '@/features/packages/components/package-form';
import { useAddPackage } from '@/features/packages/api/add-package';
import { dialog, errorMessage } from '@/lib/alerts';
import { useT } from '@/lib/i18n/catalog';
import { catalogPagesMessages } from '../catalog/messages';

export function Component() {
  const t = useT(catalogPagesMessages);
  const addPackage = useAddPackage();
  return (
    <section>
      <PageHeading title={t('catalogPages.add.title')} />
      <PackageForm
        submitLabel={t('catalogPages.add.submit')}
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
              await dialog.fire({ icon: 'success', title: t('catalogPages.add.done') }, t.locale);
          } catch (error) {
            await dialog.fire(
              {
                icon: 'error',
                title: t('catalogPages.error'),
                text: errorMessage(error, t.locale),
              },
              t.locale,
            );
          }
        }}
      />
    </section>
  );
}
