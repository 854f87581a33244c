import {
  PACKAGE_DESCRIPTION_MAX,
  PACKAGE_DURATION_MAX,
  PACKAGE_OFFER_MAX,
  PACKAGE_PRICE_MAX,
  PACKAGE_TITLE_MAX,
} from '@wayfare/contract/constants';
import type { TravelPackage } from '@wayfare/contract/packages';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n/catalog';
import { localDigits } from '@/lib/i18n/digits';
import { packagesMessages } from '../messages';

export interface PackageFormValues {
  title: string;
  description: string;
  price: string;
  duration: string;
  image: string;
  offer: string;
}

export interface PackageFormOutput {
  title: string;
  description: string;
  price: number;
  duration: string;
  image: string;
  offer: string | null;
}

export function toFormValues(pkg?: TravelPackage): PackageFormValues {
  return {
    title: pkg?.title ?? '',
    description: pkg?.description ?? '',
    price: pkg ? String(pkg.price) : '',
    duration: pkg?.duration ?? '',
    image: pkg?.image ?? '',
    offer: pkg?.offer ?? '',
  };
}

/**
 * Add and Update Package form (docs/product.md §2 and §5): Title, Description, Price (number),
 * Duration (free text), Image (uploaded to Wayfare's image hosting), Offer (Optional).
 */
export function PackageForm(props: {
  initial?: TravelPackage;
  submitLabel: string;
  onSubmit: (values: PackageFormOutput) => Promise<void>;
  /** The image control: receives the current URL and a setter (the upload field). */
  renderImageField: (field: {
    value: string;
    onChange: (url: string) => void;
    id: string;
    onBusyChange: (busy: boolean) => void;
  }) => ReactNode;
}) {
  const t = useT(packagesMessages);
  /** The longest a text field may be, as its message says it. */
  const tooLong = (max: number) => ({
    value: max,
    message: t('packages.form.tooLong', { max: localDigits(String(max), t.locale) }),
  });
  const form = useForm<PackageFormValues>({ defaultValues: toFormValues(props.initial) });
  const { errors, isSubmitting } = form.formState;
  // Saving while the image is still uploading would save the package without it.
  const [uploading, setUploading] = useState(false);
  const field = 'input input-bordered w-full';

  const submit = form.handleSubmit(async (values) => {
    await props.onSubmit({
      title: values.title.trim(),
      description: values.description.trim(),
      price: values.price === '' ? 0 : Number(values.price),
      duration: values.duration.trim(),
      image: values.image,
      offer: values.offer.trim() === '' ? null : values.offer.trim(),
    });
    // Forms reset after a submission attempt (docs/product.md §4): a new package starts empty, an
    // updated one shows what was saved.
    form.reset(props.initial ? values : toFormValues());
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="max-w-2xl space-y-5">
      <FormField label={t('packages.form.title')} required error={errors.title?.message}>
        {(control) => (
          <input
            className={field}
            {...control}
            maxLength={PACKAGE_TITLE_MAX}
            {...form.register('title', {
              validate: (v) => v.trim() !== '' || t('packages.form.titleRequired'),
              maxLength: tooLong(PACKAGE_TITLE_MAX),
            })}
          />
        )}
      </FormField>
      <FormField
        label={t('packages.form.description')}
        hint={t('packages.form.descriptionHint', {
          max: formatCount(PACKAGE_DESCRIPTION_MAX, t.locale),
        })}
        error={errors.description?.message}
      >
        {(control) => (
          <textarea
            rows={4}
            className="textarea textarea-bordered w-full"
            maxLength={PACKAGE_DESCRIPTION_MAX}
            {...control}
            {...form.register('description', {
              maxLength: tooLong(PACKAGE_DESCRIPTION_MAX),
            })}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={t('packages.form.price')}
          hint={t('packages.form.priceHint')}
          error={errors.price?.message}
        >
          {(control) => (
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={PACKAGE_PRICE_MAX}
              step={1}
              className={field}
              {...control}
              {...form.register('price', {
                validate: (v) => {
                  if (v === '') return true;
                  const dollars = Number(v);
                  if (!Number.isInteger(dollars) || dollars < 0)
                    return t('packages.form.priceWhole');
                  return (
                    dollars <= PACKAGE_PRICE_MAX ||
                    t('packages.form.priceMax', {
                      max: formatCount(PACKAGE_PRICE_MAX, t.locale),
                    })
                  );
                },
              })}
            />
          )}
        </FormField>
        <FormField
          label={t('packages.form.duration')}
          hint={t('packages.form.durationHint')}
          error={errors.duration?.message}
        >
          {(control) => (
            <input
              className={field}
              placeholder={t('packages.form.durationPlaceholder')}
              maxLength={PACKAGE_DURATION_MAX}
              {...control}
              {...form.register('duration', {
                maxLength: tooLong(PACKAGE_DURATION_MAX),
              })}
            />
          )}
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="image"
        render={({ field: image }) => (
          <FormField label={t('packages.form.image')}>
            {(control) =>
              props.renderImageField({
                value: image.value,
                onChange: image.onChange,
                id: control.id,
                onBusyChange: setUploading,
              })
            }
          </FormField>
        )}
      />
      <FormField
        label={t('packages.form.offer')}
        hint={t('packages.form.offerHint')}
        error={errors.offer?.message}
      >
        {(control) => (
          <input
            className={field}
            maxLength={PACKAGE_OFFER_MAX}
            {...control}
            {...form.register('offer', {
              maxLength: tooLong(PACKAGE_OFFER_MAX),
            })}
          />
        )}
      </FormField>
      <button type="submit" className="btn btn-primary" disabled={isSubmitting || uploading}>
        {isSubmitting ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : null}
        {props.submitLabel}
      </button>
    </form>
  );
}
