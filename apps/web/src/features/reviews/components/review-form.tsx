import { REVIEW_QUOTE_MAX, REVIEW_TEXT_MAX } from '@wayfare/contract/constants';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { dialog, errorMessage } from '@/lib/alerts';
import { useCreateReview } from '@/features/reviews/api/create-review';
import { useT } from '@/lib/i18n/catalog';
import { localDigits } from '@/lib/i18n/digits';
import { reviewsMessages } from '../messages';
import { StarRating } from './star-rating';

interface ReviewValues {
  name: string;
  designation: string;
  rating: number;
  image: string;
  quote: string;
}

/**
 * Submit Your Review (docs/product.md §2, §5 and §8): name, designation, image and message
 * required, rating 5 stars unless changed. The image is uploaded to Wayfare's hosting as soon as it
 * is chosen; the review then carries its hosted URL. The form resets after every attempt.
 */
export function ReviewForm({ defaultName = '' }: { defaultName?: string }) {
  const t = useT(reviewsMessages);
  /** The longest a text field may be, as its message says it. */
  const tooLong = (max: number) => ({
    value: max,
    message: t('reviews.form.tooLong', { max: localDigits(String(max), t.numbers) }),
  });
  const defaults: ReviewValues = {
    name: defaultName,
    designation: '',
    rating: 5,
    image: '',
    quote: '',
  };
  const form = useForm<ReviewValues>({ defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const createReview = useCreateReview();
  const [uploading, setUploading] = useState(false);
  // A new key after each attempt gives a fresh upload field (no stale "uploaded" line).
  const [attempt, setAttempt] = useState(0);
  const ratingLabelId = useId();
  const imageId = useId();
  const imageErrorId = `${imageId}-error`;

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await createReview.mutateAsync(values);
      void dialog.fire(
        answer.pending
          ? // Held for an admin's approval (REVIEWS_REQUIRE_APPROVAL): not public yet.
            {
              icon: 'info',
              title: t('reviews.form.pendingTitle'),
              text: t('reviews.form.pendingText'),
            }
          : {
              icon: 'success',
              title: t('reviews.form.doneTitle'),
              text: t('reviews.form.doneText'),
            },
        t.locale,
      );
    } catch (error) {
      void dialog.fire(
        { icon: 'error', title: t('reviews.error'), text: errorMessage(error, t.locale) },
        t.locale,
      );
    } finally {
      form.reset(defaults);
      setAttempt((n) => n + 1);
    }
  });

  const field = 'input input-bordered w-full';
  return (
    <form
      onSubmit={(e) => {
        // One review per press: a second Enter while the first is being sent does nothing.
        if (isSubmitting) e.preventDefault();
        else void submit(e);
      }}
      noValidate
      className="space-y-5"
      aria-label={t('reviews.form.label')}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label={t('reviews.form.name')} required error={errors.name?.message}>
          {(control) => (
            <input
              autoComplete="name"
              className={field}
              {...control}
              {...form.register('name', {
                validate: (v) => v.trim().length > 0 || t('reviews.form.nameRequired'),
                maxLength: tooLong(REVIEW_TEXT_MAX),
              })}
            />
          )}
        </FormField>
        <FormField
          label={t('reviews.form.designation')}
          required
          hint={t('reviews.form.designationHint')}
          error={errors.designation?.message}
        >
          {(control) => (
            <input
              autoComplete="organization-title"
              className={field}
              {...control}
              {...form.register('designation', {
                validate: (v) => v.trim().length > 0 || t('reviews.form.designationRequired'),
                maxLength: tooLong(REVIEW_TEXT_MAX),
              })}
            />
          )}
        </FormField>
      </div>

      <div>
        <span id={ratingLabelId} className="mb-1 block font-medium">
          {t('reviews.form.rating')}
        </span>
        <Controller
          control={form.control}
          name="rating"
          render={({ field: rating }) => (
            <StarRating
              value={rating.value}
              onChange={rating.onChange}
              onBlur={rating.onBlur}
              aria-labelledby={ratingLabelId}
            />
          )}
        />
        <p className="mt-1 text-xs text-base-content/75">{t('reviews.form.ratingHint')}</p>
      </div>

      <div>
        <div className="mb-1 font-medium">
          <label htmlFor={imageId}>{t('reviews.form.image')}</label>
          <span aria-hidden="true" title={t('reviews.form.required')}>
            {' *'}
          </span>
        </div>
        <Controller
          key={attempt}
          control={form.control}
          name="image"
          rules={{ required: t('reviews.form.imageRequired') }}
          render={({ field: image }) => (
            <ImageUploadField
              id={imageId}
              value={image.value}
              onUploaded={(url) => image.onChange(url)}
              onBusyChange={setUploading}
              previewAlt={t('reviews.form.imageAlt')}
              required
              aria-invalid={Boolean(errors.image)}
              aria-describedby={errors.image ? imageErrorId : undefined}
            />
          )}
        />
        {errors.image ? (
          <p id={imageErrorId} role="alert" className="mt-1 text-sm text-error">
            {errors.image.message}
          </p>
        ) : null}
      </div>

      <FormField label={t('reviews.form.quote')} required error={errors.quote?.message}>
        {(control) => (
          <textarea
            rows={5}
            className="textarea textarea-bordered w-full"
            {...control}
            {...form.register('quote', {
              validate: (v) => v.trim().length > 0 || t('reviews.form.quoteRequired'),
              maxLength: tooLong(REVIEW_QUOTE_MAX),
            })}
          />
        )}
      </FormField>

      {/* While sending, the button refuses presses but keeps the focus (a disabled one would drop
          it onto the page, and the result dialog would give it back there). */}
      <button
        type="submit"
        className="btn btn-primary w-full sm:w-auto sm:px-10"
        disabled={uploading}
        aria-disabled={isSubmitting || undefined}
      >
        {isSubmitting ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : null}
        {t('reviews.form.submit')}
      </button>
    </form>
  );
}
