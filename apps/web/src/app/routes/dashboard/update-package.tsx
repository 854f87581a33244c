import type { TravelPackage } from '@wayfare/contract/packages';
import { useLoaderData } from 'react-router';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { PageHeading } from '@/components/ui/page-heading';
import { useUpdatePackage } from '@/features/packages/api/update-package';
import { PackageForm } from '@/features/packages/components/package-form';
import { dialog, errorMessage, successToast } from '@/lib/alerts';
import { useT } from '@/lib/i18n/catalog';
import { packageText } from '@/lib/i18n/package-text';
import { catalogPagesMessages } from '../catalog/messages';

export function Component() {
  const t = useT(catalogPagesMessages);
  // Loaded by the route before the screen shows (docs/product.md §2).
  const pkg = useLoaderData<TravelPackage>();
  const updatePackage = useUpdatePackage();
  const name = packageText(pkg, 'title', t.locale);
  return (
    <section>
      <PageHeading title={t('catalogPages.update.title')}>
        <span lang={name.lang}>{name.text}</span>
      </PageHeading>
      <PackageForm
        key={pkg._id}
        initial={pkg}
        submitLabel={t('catalogPages.update.submit')}
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
              await dialog.fire(
                { icon: 'success', title: t('catalogPages.update.done') },
                t.locale,
              );
            else void successToast(t('catalogPages.update.unchanged'));
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
