import { lazy, Suspense, useRef } from 'react';
import { errorMessage } from '@/lib/alerts';
import { useNearViewport } from '@/lib/use-near-viewport';
import { useReviews } from '@/features/reviews/api/get-reviews';
import type { Review } from '@wayfare/contract/reviews';
import { useT } from '@/lib/i18n/catalog';
import { reviewsMessages } from '../messages';
import { ReviewCard, REVIEW_CARD_HEIGHT } from './review-card';

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
 * Every review as a plain row of cards, as many to a screen as the carousel shows (1, 2 from
 * 640 px, 3 from 1024 px), scrolled sideways: what the server's HTML carries, readable without
 * scripts (crawlers, slow phones), and what shows until the carousel is set up. Its height is
 * the carousel's (the cards, their 0.25-rem inset, and the 3-rem band of the pagination dots), so
 * nothing moves when the carousel takes its place.
 */
function ReviewsRow({ reviews }: { reviews: Review[] }) {
  const t = useT(reviewsMessages);
  return (
    <div
      className="flex snap-x snap-mandatory gap-6 overflow-x-auto p-1 pb-12"
      role="group"
      aria-label={t('reviews.carousel.allReviews')}
      // Scrolled with the keyboard too: the cards hold nothing focusable.
      tabIndex={0}
      data-testid="reviews-row"
    >
      {reviews.map((review) => (
        <div
          key={review._id}
          className="w-full shrink-0 snap-start sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]"
        >
          <ReviewCard review={review} />
        </div>
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

/**
 * The home page's carousel of user reviews (docs/product.md §1), from `GET /reviews`: the server
 * renders the reviews themselves (the public lists are fetched in process, decision 004), and the
 * carousel enhances them once near the viewport.
 */
export function ReviewsCarousel() {
  const t = useT(reviewsMessages);
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
        <p className="font-semibold uppercase tracking-widest text-[oklch(50%_0.12_65)]">
          {t('reviews.carousel.eyebrow')}
        </p>
        <h2 id="reviews-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
          {t('reviews.carousel.heading')}
        </h2>
      </div>
      {reviews.isPending ? (
        <div role="status" aria-live="polite">
          <span className="sr-only">{t('reviews.carousel.loading')}</span>
          <Placeholder />
        </div>
      ) : reviews.error ? (
        <div className={`flex items-center justify-center ${RESERVED}`}>
          <div role="alert" className="alert alert-error alert-soft">
            <span>{errorMessage(reviews.error, t.locale)}</span>
            <button type="button" className="btn btn-sm" onClick={() => void reviews.refetch()}>
              {t('reviews.carousel.retry')}
            </button>
          </div>
        </div>
      ) : reviews.data.length === 0 ? (
        <p className="text-center text-base-content/70">{t('reviews.carousel.empty')}</p>
      ) : (
        <div className={RESERVED}>
          {near ? (
            <Suspense fallback={<ReviewsRow reviews={reviews.data} />}>
              <ReviewsSwiper reviews={reviews.data} />
            </Suspense>
          ) : (
            <ReviewsRow reviews={reviews.data} />
          )}
        </div>
      )}
    </section>
  );
}
