import type { Review } from '@wayfare/contract/reviews';
import { useT } from '@/lib/i18n/catalog';
import { reviewsMessages } from '../messages';
import { Stars } from './star-rating';

/** Demo portraits ship in 96, 192 and 384 px widths; an uploaded image is one file. */
function portraitSrcSet(image: string): string | undefined {
  const match = /^(\/images\/.+)-192\.webp$/.exec(image);
  if (!match) return undefined;
  return `${match[1]}-96.webp 96w, ${match[1]}-192.webp 192w, ${match[1]}-384.webp 384w`;
}

/**
 * Shown when the server says the author has a paid booking of the package (or, for a review
 * that names none, of any package): words and an icon, not a colour alone.
 */
export function VerifiedTravellerBadge() {
  const t = useT(reviewsMessages);
  return (
    <span
      className="badge badge-success badge-sm mt-0.5 gap-1 whitespace-nowrap font-medium"
      data-testid="verified-traveller"
    >
      <svg viewBox="0 0 20 20" className="h-3 w-3 fill-current" aria-hidden="true">
        <path d="M8.2 14.6 3.6 10l1.4-1.4 3.2 3.2 6.8-6.8L16.4 6.4z" />
      </svg>
      {t('reviews.card.verified')}
    </span>
  );
}

/** Card height: fixed, so the carousel keeps its size whatever the quotes' lengths. */
export const REVIEW_CARD_HEIGHT = 'h-80';

/** One review: photo, name, designation, stars and quote (docs/product.md §3). */
export function ReviewCard({ review }: { review: Review }) {
  const t = useT(reviewsMessages);
  return (
    <figure
      className={`flex ${REVIEW_CARD_HEIGHT} flex-col rounded-box bg-base-100 p-6 shadow-md ring-1 ring-base-300`}
      data-testid="review-card"
    >
      <div className="flex items-center gap-4">
        <img
          src={review.image}
          srcSet={portraitSrcSet(review.image)}
          sizes="64px"
          alt={t('reviews.card.photoAlt', { name: review.name })}
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          className="h-16 w-16 shrink-0 rounded-full bg-base-200 object-cover ring-2 ring-secondary/60"
        />
        <figcaption className="min-w-0">
          <p className="truncate font-bold">{review.name}</p>
          {review.isVerifiedTraveller ? <VerifiedTravellerBadge /> : null}
          <p className="truncate text-sm text-base-content/70">{review.designation}</p>
          <Stars value={review.rating} className="h-4 w-4" />
        </figcaption>
      </div>
      <blockquote className="mt-4 flex-1 overflow-hidden">
        <p className="line-clamp-6 text-base-content/85 before:content-['“'] after:content-['”']">
          {review.quote}
        </p>
      </blockquote>
    </figure>
  );
}
