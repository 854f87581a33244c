import { REVIEW_QUOTE_MAX, REVIEW_TEXT_MAX } from '@wayfare/contract/constants';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { ImageUploadField } from '@/components/ui/image-upload-field';
import { dialog, errorMessage } from '@/lib/alerts';
import { useCreateReview } from '@/features/reviews/api/create-review';
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
              title: 'Thank you for your review!',
              text: 'Your review will appear once it is approved.',
            }
          : {
              icon: 'success',
              title: 'Review submitted successfully!',
              text: 'Thank you for your feedback.',
            },
      );
    } catch (error) {
      void dialog.fire({ icon: 'error', title: 'Error!', text: errorMessage(error) });
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
      aria-label="Submit your review"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Full Name" required error={errors.name?.message}>
          {(control) => (
            <input
              autoComplete="name"
              className={field}
              {...control}
              {...form.register('name', {
                validate: (v) => v.trim().length > 0 || 'Enter your full name',
                maxLength: {
                  value: REVIEW_TEXT_MAX,
                  message: `Use at most ${REVIEW_TEXT_MAX} characters`,
                },
              })}
            />
          )}
        </FormField>
        <FormField
          label="Designation"
          required
          hint="For example: Photographer, Student, Software Engineer"
          error={errors.designation?.message}
        >
          {(control) => (
            <input
              autoComplete="organization-title"
              className={field}
              {...control}
              {...form.register('designation', {
                validate: (v) => v.trim().length > 0 || 'Enter your designation',
                maxLength: {
                  value: REVIEW_TEXT_MAX,
                  message: `Use at most ${REVIEW_TEXT_MAX} characters`,
                },
              })}
            />
          )}
        </FormField>
      </div>

      <div>
        <span id={ratingLabelId} className="mb-1 block font-medium">
          Rating
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
        <p className="mt-1 text-xs text-base-content/75">
          Use the digits 1 to 5 or the arrow keys; halves allowed.
        </p>
      </div>

      <div>
        <div className="mb-1 font-medium">
          <label htmlFor={imageId}>Upload Image</label>
          <span aria-hidden="true" title="required">
            {' *'}
          </span>
        </div>
        <Controller
          key={attempt}
          control={form.control}
          name="image"
          rules={{ required: 'Upload a photo of yourself or your trip' }}
          render={({ field: image }) => (
            <ImageUploadField
              id={imageId}
              value={image.value}
              onUploaded={(url) => image.onChange(url)}
              onBusyChange={setUploading}
              previewAlt="Your review photo"
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

      <FormField label="Review Message" required error={errors.quote?.message}>
        {(control) => (
          <textarea
            rows={5}
            className="textarea textarea-bordered w-full"
            {...control}
            {...form.register('quote', {
              validate: (v) => v.trim().length > 0 || 'Write your review',
              maxLength: {
                value: REVIEW_QUOTE_MAX,
                message: `Use at most ${REVIEW_QUOTE_MAX} characters`,
              },
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
        Submit
      </button>
    </form>
  );
}
