import { lazy, Suspense, useRef } from 'react';
import { errorMessage } from '@/lib/alerts';
import { useNearViewport } from '@/lib/use-near-viewport';
import { useReviews } from '@/features/reviews/api/get-reviews';
import { REVIEW_CARD_HEIGHT } from './review-card';

const ReviewsSwiper = lazy(() => import('./reviews-swiper'));

/** Room for a row of cards plus the pagination dots, held while loading so nothing below shifts. */
const RESERVED = 'min-h-[23.5rem]';

function Placeholder() {
  return (
    <div className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${RESERVED}`} aria-hidden="true">
      {[0, 1, 2].map((i) => (
        <div
          key={i}
          className={`skeleton ${REVIEW_CARD_HEIGHT} rounded-box ${i === 1 ? 'hidden sm:block' : ''} ${i === 2 ? 'hidden lg:block' : ''}`}
        />
      ))}
    </div>
  );
}

/**
 * Swiper is fetched and set up once the carousel is within a screen's height of the viewport: its
 * set-up measures the page (a 20-ms task on a fast machine, 4 times that on a slow phone) and its
 * code is 95 KB, neither of which a visitor reading the top of the page should wait behind.
 */
const NEAR = '100% 0px';

/** The home page's carousel of user reviews (docs/product.md §1), from `GET /reviews`. */
export function ReviewsCarousel() {
  const reviews = useReviews();
  const section = useRef<HTMLElement>(null);
  const near = useNearViewport(section, NEAR);
  return (
    <section
      ref={section}
      className="mx-auto max-w-6xl px-4 py-16"
      aria-labelledby="reviews-heading"
      data-testid="reviews-carousel"
    >
      <div className="mb-8 text-center">
        <p className="font-semibold uppercase tracking-widest text-[oklch(50%_0.12_65)]">Reviews</p>
        <h2 id="reviews-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
          What Travellers Say
        </h2>
      </div>
      {reviews.isPending ? (
        <div role="status" aria-live="polite">
          <span className="sr-only">Loading reviews…</span>
          <Placeholder />
        </div>
      ) : reviews.error ? (
        <div className={`flex items-center justify-center ${RESERVED}`}>
          <div role="alert" className="alert alert-error alert-soft">
            <span>{errorMessage(reviews.error)}</span>
            <button type="button" className="btn btn-sm" onClick={() => void reviews.refetch()}>
              Try again
            </button>
          </div>
        </div>
      ) : reviews.data.length === 0 ? (
        <p className="text-center text-base-content/70">
          No reviews yet. Be the first to share your trip.
        </p>
      ) : (
        <div className={RESERVED}>
          {near ? (
            <Suspense fallback={<Placeholder />}>
              <ReviewsSwiper reviews={reviews.data} />
            </Suspense>
          ) : (
            <Placeholder />
          )}
        </div>
      )}
    </section>
  );
}
