import type { CreateReviewResponse, ModeratedReview, Review } from '@wayfare/contract/reviews';
import type { Actor } from '#lib/actor';
import { AppError } from '#lib/errors';
import { isUuid } from '#lib/ids';
import { auditChanges, type AuditRecorder } from '#features/audit';
import type { PaidTrips } from '#features/bookings';
import type {
  ModeratedRow,
  NewReview,
  ReviewChange,
  ReviewRow,
  ReviewsRepository,
  ReviewState,
} from './repository';

type Page = { limit: number; offset: number };

function toReviewDto(row: ReviewRow, isVerifiedTraveller: boolean): Review {
  return {
    _id: row.id,
    name: row.name,
    designation: row.designation,
    rating: row.rating,
    image: row.image,
    quote: row.quote,
    createdAt: row.createdAt.toISOString(),
    isVerifiedTraveller,
  };
}

/** A review's status as the moderation screen names it. */
function reviewStatus(state: ReviewState): ModeratedReview['status'] {
  if (state.hidden) return 'hidden';
  return state.approved ? 'published' : 'held';
}

function toModeratedDto(row: ModeratedRow, isVerifiedTraveller: boolean): ModeratedReview {
  return {
    ...toReviewDto(row, isVerifiedTraveller),
    isVerifiedTraveller,
    packageId: row.packageId,
    status: reviewStatus({ hidden: row.hiddenAt !== null, approved: row.approvedAt !== null }),
    moderatedAt: row.moderatedAt?.toISOString() ?? null,
    moderatedBy: row.moderatorName,
  };
}

export function createReviewsService(deps: {
  reviews: ReviewsRepository;
  /** The bookings feature's view of who has travelled on what. */
  trips: PaidTrips;
  /** The catalogue: a review may name one of its packages. */
  catalogue: { getPackage(id: string): Promise<unknown> };
  /** REVIEWS_REQUIRE_APPROVAL: a new review waits for an admin before it is public. */
  requireApproval: boolean;
  /** Hiding, restoring and approving are admins' changes: recorded in the trail. */
  audit: AuditRecorder;
}) {
  const { reviews, trips, catalogue, requireApproval, audit } = deps;

  async function packageExists(id: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    try {
      await catalogue.getPackage(id);
      return true;
    } catch (error) {
      if (error instanceof AppError && error.code === 'PACKAGE_NOT_FOUND') return false;
      throw error;
    }
  }

  /**
   * "Verified traveller": the author has a paid booking (status `paid`; a refunded one was
   * cancelled and does not count) of the package the review names, or of any package when it
   * names none. Demo reviews and reviews of deleted accounts have no author: never verified.
   * Worked out on each read, so a refund takes the mark away.
   */
  async function verifiedFlags(rows: ReviewRow[]): Promise<boolean[]> {
    const authors = [...new Set(rows.flatMap((row) => (row.userId ? [row.userId] : [])))];
    const paid = await trips.paidTripsOf(authors);
    const travellers = new Set(paid.map((trip) => trip.userId));
    const travelled = new Set(paid.map((trip) => `${trip.userId}:${trip.packageId}`));
    return rows.map((row) => {
      if (!row.userId) return false;
      return row.packageId
        ? travelled.has(`${row.userId}:${row.packageId}`)
        : travellers.has(row.userId);
    });
  }

  return {
    /** Anyone reads the public reviews (the home carousel), newest first: no held or hidden one. */
    async listReviews(page: Page): Promise<Review[]> {
      const rows = await reviews.listPublic(page);
      const flags = await verifiedFlags(rows);
      return rows.map((row, i) => toReviewDto(row, flags[i] ?? false));
    },

    /**
     * A signed-in traveller writes a review in their own account's name, optionally about a
     * package. It is public at once, or (REVIEWS_REQUIRE_APPROVAL) pending an admin's approval.
     */
    async writeReview(
      input: { actor: Actor } & Omit<NewReview, 'userId'>,
    ): Promise<CreateReviewResponse> {
      const { actor, ...review } = input;
      if (review.packageId && !(await packageExists(review.packageId))) {
        throw new AppError('VALIDATION_FAILED', 'There is no package with this id.', [
          { path: 'body.packageId', message: 'there is no package with this id' },
        ]);
      }
      const insertedId = await reviews.create({
        userId: actor.id,
        ...review,
        approved: !requireApproval,
      });
      return requireApproval ? { insertedId, pending: true } : { insertedId };
    },

    /** Admin: every review, held and hidden ones included, newest first. */
    async listAllReviews(page: Page): Promise<ModeratedReview[]> {
      const rows = await reviews.listAll(page);
      const flags = await verifiedFlags(rows);
      return rows.map((row, i) => toModeratedDto(row, flags[i] ?? false));
    },

    /**
     * Admin: hide, restore or approve a review; the public lists change at once. Each change
     * made is recorded in the trail (hiding a hidden review changes nothing and records nothing).
     */
    async moderateReview(input: {
      actor: Actor;
      /** The client address of the request, for the trail. */
      address: string | null;
      id: string;
      change: ReviewChange;
    }): Promise<ModeratedReview> {
      const { actor, id, change } = input;
      if (actor.role !== 'admin')
        throw new AppError('FORBIDDEN', 'Only an admin moderates reviews.');
      const moderated = isUuid(id) ? await reviews.moderate(id, change, actor.id) : undefined;
      const row = moderated ? await reviews.findModerated(id) : undefined;
      if (!moderated || !row) throw new AppError('NOT_FOUND', 'There is no review with this id.');
      const { before, after } = moderated;
      const action =
        before.hidden !== after.hidden
          ? after.hidden
            ? 'review.hide'
            : 'review.restore'
          : before.approved !== after.approved
            ? 'review.approve'
            : undefined;
      if (action) {
        await audit.record({
          actor,
          address: input.address,
          action,
          targetType: 'review',
          targetId: id,
          changes: auditChanges({ ...before }, { ...after }),
          details: row.packageId ? { packageId: row.packageId } : null,
        });
      }
      const [verified] = await verifiedFlags([row]);
      return toModeratedDto(row, verified ?? false);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
