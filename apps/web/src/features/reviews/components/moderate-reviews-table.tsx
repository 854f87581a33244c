import type { ModeratedReview, ModerateReviewRequest } from '@wayfare/contract/reviews';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryState } from '@/components/ui/query-state';
import { ShowMore } from '@/components/ui/show-more';
import { dialog, errorMessage, successToast } from '@/lib/alerts';
import { useAllReviews, useModerateReview } from '@/features/reviews/api/moderate-reviews';
import { VerifiedTravellerBadge } from './review-card';
import { formatInstantDay } from '@/lib/trip-time';
import { useT } from '@/lib/i18n/catalog';
import { reviewsMessages } from '../messages';
import { Stars } from './star-rating';

const STATUS = {
  published: { label: 'reviews.moderate.status.published', className: 'badge-success' },
  held: { label: 'reviews.moderate.status.held', className: 'badge-warning' },
  hidden: { label: 'reviews.moderate.status.hidden', className: 'badge-neutral' },
} as const satisfies Record<ModeratedReview['status'], { label: string; className: string }>;

function StatusOf({ review }: { review: ModeratedReview }) {
  const t = useT(reviewsMessages);
  const status = STATUS[review.status];
  return (
    <>
      <span className={`badge badge-sm ${status.className}`}>{t(status.label)}</span>
      {review.moderatedAt ? (
        <span className="mt-1 block text-xs text-base-content/70">
          {review.moderatedBy ?? t('reviews.moderate.anAdmin')},{' '}
          <time dateTime={review.moderatedAt}>
            {formatInstantDay(review.moderatedAt, t.numbers)}
          </time>
        </span>
      ) : null}
    </>
  );
}

/** Approve (when held), then Hide or Restore: each names the review's author for screen readers. */
function Actions({
  review,
  busy,
  onChange,
  onHide,
}: {
  review: ModeratedReview;
  busy: boolean;
  onChange: (change: ModerateReviewRequest, done: string) => void;
  onHide: () => void;
}) {
  const t = useT(reviewsMessages);
  // Not `disabled` while a change is on its way: a disabled button drops the keyboard focus.
  const unlessBusy = (action: () => void) => () => {
    if (!busy) action();
  };
  return (
    <div className="flex flex-col items-stretch gap-2 sm:flex-row">
      {review.status === 'held' ? (
        <button
          type="button"
          className="btn btn-success btn-xs md:btn-sm"
          aria-disabled={busy || undefined}
          aria-label={t('reviews.moderate.approveLabel', { name: review.name })}
          onClick={unlessBusy(() =>
            onChange({ approved: true }, t('reviews.moderate.approved', { name: review.name })),
          )}
        >
          {t('reviews.moderate.approve')}
        </button>
      ) : null}
      {review.status === 'hidden' ? (
        <button
          type="button"
          className="btn btn-primary btn-xs md:btn-sm"
          aria-disabled={busy || undefined}
          aria-label={t('reviews.moderate.restoreLabel', { name: review.name })}
          onClick={unlessBusy(() =>
            onChange({ hidden: false }, t('reviews.moderate.restored', { name: review.name })),
          )}
        >
          {t('reviews.moderate.restore')}
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-outline btn-xs md:btn-sm"
          aria-disabled={busy || undefined}
          aria-label={t('reviews.moderate.hideLabel', { name: review.name })}
          onClick={unlessBusy(onHide)}
        >
          {t('reviews.moderate.hide')}
        </button>
      )}
    </div>
  );
}

/**
 * Reviews (admin): every review, newest first, with its status. Hide takes a review off the
 * public pages at once (after a confirmation naming its author), Restore puts it back, Approve
 * publishes one held for approval (REVIEWS_REQUIRE_APPROVAL).
 */
export function ModerateReviewsTable() {
  const t = useT(reviewsMessages);
  const query = useAllReviews();
  const moderate = useModerateReview();
  const rows = query.data?.pages.flat() ?? [];

  async function act(review: ModeratedReview, change: ModerateReviewRequest, done: string) {
    try {
      await moderate.mutateAsync({ id: review._id, change });
      void successToast(done);
    } catch (error) {
      void dialog.fire(
        { icon: 'error', title: t('reviews.error'), text: errorMessage(error, t.locale) },
        t.locale,
      );
    }
  }

  async function hide(review: ModeratedReview) {
    // Back to the button after the dialog (the toast that follows would take the return focus).
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const answer = await dialog.fire(
      {
        icon: 'warning',
        title: t('reviews.moderate.hideTitle', { name: review.name }),
        text: t('reviews.moderate.hideText'),
        showCancelButton: true,
        confirmButtonText: t('reviews.moderate.hideConfirm'),
        focusCancel: true,
      },
      t.locale,
    );
    opener?.focus();
    if (!answer.isConfirmed) return;
    await act(review, { hidden: true }, t('reviews.moderate.hidden', { name: review.name }));
  }

  const busyId = moderate.isPending ? moderate.variables.id : null;

  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {rows.length === 0 ? (
        <EmptyState>{t('reviews.moderate.empty')}</EmptyState>
      ) : (
        <>
          {/* Phones: one card per review, everything visible without scrolling sideways. */}
          <ul className="space-y-3 md:hidden" data-testid="reviews-list">
            {rows.map((review) => (
              <li
                key={review._id}
                className="rounded-box bg-base-100 p-4 ring-1 ring-base-300"
                data-review-id={review._id}
              >
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0 flex-1">
                    <span className="block font-medium">{review.name}</span>
                    <span className="block text-xs text-base-content/70">{review.designation}</span>
                    {review.isVerifiedTraveller ? <VerifiedTravellerBadge /> : null}
                  </div>
                  <div className="max-w-[45%] text-right">
                    <StatusOf review={review} />
                  </div>
                </div>
                <div className="mt-2 flex items-center gap-3 text-sm">
                  <Stars value={review.rating} className="h-4 w-4" />
                  <time dateTime={review.createdAt}>
                    {formatInstantDay(review.createdAt, t.numbers)}
                  </time>
                </div>
                <p className="mt-2 whitespace-pre-line break-words">{review.quote}</p>
                <div className="mt-3">
                  <Actions
                    review={review}
                    busy={busyId === review._id}
                    onChange={(change, done) => void act(review, change, done)}
                    onHide={() => void hide(review)}
                  />
                </div>
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto rounded-box ring-1 ring-base-300 md:block">
            <table className="table table-zebra table-sm md:table-md" data-testid="reviews-table">
              <thead>
                <tr>
                  <th scope="col">{t('reviews.moderate.name')}</th>
                  <th scope="col">{t('reviews.moderate.rating')}</th>
                  <th scope="col">{t('reviews.moderate.review')}</th>
                  <th scope="col">{t('reviews.moderate.date')}</th>
                  <th scope="col">{t('reviews.moderate.status')}</th>
                  <th scope="col">
                    <span className="sr-only">{t('reviews.moderate.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((review) => {
                  return (
                    <tr key={review._id} className="align-top" data-review-id={review._id}>
                      <td className="min-w-36">
                        <span className="block font-medium">{review.name}</span>
                        <span className="block text-xs text-base-content/70">
                          {review.designation}
                        </span>
                        {review.isVerifiedTraveller ? <VerifiedTravellerBadge /> : null}
                      </td>
                      <td className="whitespace-nowrap">
                        <Stars value={review.rating} className="h-4 w-4" />
                      </td>
                      <td className="min-w-56 max-w-md whitespace-pre-line break-words">
                        {review.quote}
                      </td>
                      <td className="whitespace-nowrap">
                        <time dateTime={review.createdAt}>
                          {formatInstantDay(review.createdAt, t.numbers)}
                        </time>
                      </td>
                      <td className="whitespace-nowrap">
                        <StatusOf review={review} />
                      </td>
                      <td>
                        <Actions
                          review={review}
                          busy={busyId === review._id}
                          onChange={(change, done) => void act(review, change, done)}
                          onHide={() => void hide(review)}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <ShowMore
            hasMore={Boolean(query.hasNextPage)}
            loading={query.isFetchingNextPage}
            onMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </QueryState>
  );
}
