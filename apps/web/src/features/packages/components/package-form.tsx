import {
  PACKAGE_DESCRIPTION_MAX,
  PACKAGE_DURATION_MAX,
  PACKAGE_OFFER_MAX,
  PACKAGE_PRICE_MAX,
  PACKAGE_TITLE_MAX,
} from '@wayfare/contract/constants';
import type { PackageTextsBn, TravelPackage } from '@wayfare/contract/packages';
import { useId, useState, type ReactNode } from 'react';
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
  titleBn: string;
  descriptionBn: string;
  durationBn: string;
  offerBn: string;
}

export interface PackageFormOutput {
  title: string;
  description: string;
  price: number;
  duration: string;
  image: string;
  offer: string | null;
  /** The Bangla texts; null where the field is empty (the Bangla pages show the English one). */
  bn: PackageTextsBn;
}

export function toFormValues(pkg?: TravelPackage): PackageFormValues {
  return {
    title: pkg?.title ?? '',
    description: pkg?.description ?? '',
    price: pkg ? String(pkg.price) : '',
    duration: pkg?.duration ?? '',
    image: pkg?.image ?? '',
    offer: pkg?.offer ?? '',
    titleBn: pkg?.bn.title ?? '',
    descriptionBn: pkg?.bn.description ?? '',
    durationBn: pkg?.bn.duration ?? '',
    offerBn: pkg?.bn.offer ?? '',
  };
}

/** A text as the API takes it: trimmed, and null when nothing is left. */
function orNull(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/**
 * Add and Update Package form (docs/product.md §2 and §5): Title, Description, Price (number),
 * Duration (free text), Image (uploaded to Wayfare's image hosting), Offer (Optional); then ours,
 * the same texts in Bangla (docs/i18n.md, "The agency's texts").
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
    message: t('packages.form.tooLong', { max: localDigits(String(max), t.numbers) }),
  });
  const form = useForm<PackageFormValues>({ defaultValues: toFormValues(props.initial) });
  const { errors, isSubmitting } = form.formState;
  // Saving while the image is still uploading would save the package without it.
  const [uploading, setUploading] = useState(false);
  const field = 'input input-bordered w-full';
  const banglaHintId = useId();

  const submit = form.handleSubmit(async (values) => {
    await props.onSubmit({
      title: values.title.trim(),
      description: values.description.trim(),
      price: values.price === '' ? 0 : Number(values.price),
      duration: values.duration.trim(),
      image: values.image,
      offer: orNull(values.offer),
      bn: {
        title: orNull(values.titleBn),
        description: orNull(values.descriptionBn),
        duration: orNull(values.durationBn),
        offer: orNull(values.offerBn),
      },
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
          max: formatCount(PACKAGE_DESCRIPTION_MAX, t.numbers),
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
                      max: formatCount(PACKAGE_PRICE_MAX, t.numbers),
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
      <fieldset
        className="space-y-5 rounded-box border border-base-300 p-4"
        aria-describedby={banglaHintId}
      >
        <legend className="px-1 font-semibold">{t('packages.form.bangla')}</legend>
        <p id={banglaHintId} className="text-sm text-base-content/75">
          {t('packages.form.banglaHint')}
        </p>
        <FormField label={t('packages.form.banglaTitle')} error={errors.titleBn?.message}>
          {(control) => (
            <input
              className={field}
              lang="bn"
              maxLength={PACKAGE_TITLE_MAX}
              {...control}
              {...form.register('titleBn', { maxLength: tooLong(PACKAGE_TITLE_MAX) })}
            />
          )}
        </FormField>
        <FormField
          label={t('packages.form.banglaDescription')}
          error={errors.descriptionBn?.message}
        >
          {(control) => (
            <textarea
              rows={4}
              className="textarea textarea-bordered w-full"
              lang="bn"
              maxLength={PACKAGE_DESCRIPTION_MAX}
              {...control}
              {...form.register('descriptionBn', { maxLength: tooLong(PACKAGE_DESCRIPTION_MAX) })}
            />
          )}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label={t('packages.form.banglaDuration')} error={errors.durationBn?.message}>
            {(control) => (
              <input
                className={field}
                lang="bn"
                placeholder={t('packages.form.banglaDurationPlaceholder')}
                maxLength={PACKAGE_DURATION_MAX}
                {...control}
                {...form.register('durationBn', { maxLength: tooLong(PACKAGE_DURATION_MAX) })}
              />
            )}
          </FormField>
          <FormField label={t('packages.form.banglaOffer')} error={errors.offerBn?.message}>
            {(control) => (
              <input
                className={field}
                lang="bn"
                maxLength={PACKAGE_OFFER_MAX}
                {...control}
                {...form.register('offerBn', { maxLength: tooLong(PACKAGE_OFFER_MAX) })}
              />
            )}
          </FormField>
        </div>
      </fieldset>
      <button type="submit" className="btn btn-primary" disabled={isSubmitting || uploading}>
        {isSubmitting ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : null}
        {props.submitLabel}
      </button>
    </form>
  );
}
