import { paymentStatus } from '@wayfare/contract/payment-status';
import {
  and,
  arrayContains,
  count,
  desc,
  eq,
  inArray,
  lte,
  ne,
  notInArray,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Payment, PaymentItem } from '@wayfare/contract/payments';
import type { Db } from '#db/client';
import { bookings, departures, packages, paymentIntents, payments, refunds } from '#db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentIntentRow = typeof paymentIntents.$inferSelect;

/** What a payment's bookings are, for its `items` (see `itemsOf`). */
export interface PaidBooking {
  id: string;
  packageTitle: string;
  packageTitleBn: string | null;
  departureStartsAt: Date | null;
  travellers: number;
  priceCents: number;
  status: string;
}

export function toPaymentDto(
  row: PaymentRow,
  paid: Map<string, PaidBooking>,
  formatTime: (instant: Date) => string,
): Payment {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    transactionId: row.paymentIntentId,
    price: row.amountCents / 100,
    refunded: row.refundedCents / 100,
    date: row.createdAt.toISOString(),
    bookingIds: row.bookingIds,
    packageIds: row.packageIds,
    status: paymentStatus({ paidCents: row.amountCents, refundedCents: row.refundedCents }),
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    items: row.bookingIds.flatMap((id): PaymentItem[] => {
      const booking = paid.get(id);
      if (!booking) return [];
      return [
        {
          bookingId: id,
          packageTitle: booking.packageTitle,
          packageTitleBn: booking.packageTitleBn,
          departureStartsAt: booking.departureStartsAt && formatTime(booking.departureStartsAt),
          travellers: booking.travellers,
          price: booking.priceCents / 100,
          status: booking.status,
        },
      ];
    }),
  };
}

export function createPaymentsRepository(db: Db) {
  /** A page of payments, newest first. */
  const listWhere = (condition: SQL, page: { limit: number; offset: number }) =>
    db
      .select()
      .from(payments)
      .where(condition)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(page.limit)
      .offset(page.offset);
  return {
    /**
     * The account's unpaid bookings, oldest first, each with whether its package was archived,
     * whether its seat hold has run out (it expires at the next sweep) and whether its departure
     * has started.
     */
    async unpaidBookingsOf(userId: string) {
      return db
        .select({
          id: bookings.id,
          priceCents: bookings.priceCents,
          packageTitle: bookings.packageTitle,
          withdrawn: sql<boolean>`${packages.archivedAt} is not null`,
          holdRanOut: sql<boolean>`coalesce(${bookings.holdExpiresAt} <= now(), false)`,
          departed: sql<boolean>`coalesce(${departures.startsAt} <= now(), false)`,
        })
        .from(bookings)
        .leftJoin(packages, eq(packages.id, bookings.packageId))
        .leftJoin(departures, eq(departures.id, bookings.departureId))
        .where(and(eq(bookings.userId, userId), eq(bookings.status, 'unpaid')))
        .orderBy(bookings.createdAt, bookings.id);
    },

    /** The account's latest booking whose seat hold ran out (`expired`) in the last day, if any. */
    async latestExpiredOf(userId: string) {
      const [row] = await db
        .select({ packageTitle: bookings.packageTitle, expiredAt: bookings.holdExpiresAt })
        .from(bookings)
        .where(
          and(
            eq(bookings.userId, userId),
            eq(bookings.status, 'expired'),
            sql`${bookings.updatedAt} > now() - interval '1 day'`,
          ),
        )
        .orderBy(desc(bookings.updatedAt))
        .limit(1);
      return row;
    },

    async findOpenIntent(userId: string, basketKey: string, amountCents: number) {
      const [row] = await db
        .select()
        .from(paymentIntents)
        .where(
          and(
            eq(paymentIntents.userId, userId),
            eq(paymentIntents.basketKey, basketKey),
            eq(paymentIntents.amountCents, amountCents),
            eq(paymentIntents.status, 'open'),
          ),
        )
        .orderBy(desc(paymentIntents.createdAt))
        .limit(1);
      return row;
    },

    /** How many intents were ever asked for this basket (the generation of the next one). */
    /**
     * How many of the basket's intents are done with (paid, or abandoned because they can no
     * longer be paid): the basket's generation. An open intent does not count, so simultaneous
     * requests that find none open yet all reach the same generation (and one intent).
     */
    async countIntents(userId: string, basketKey: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(paymentIntents)
        .where(
          and(
            eq(paymentIntents.userId, userId),
            eq(paymentIntents.basketKey, basketKey),
            ne(paymentIntents.status, 'open'),
          ),
        );
      return row?.n ?? 0;
    },

    /** An open intent the processor will no longer take (succeeded elsewhere, cancelled). */
    async abandonIntent(id: string): Promise<void> {
      await db
        .update(paymentIntents)
        .set({ status: 'abandoned' })
        .where(and(eq(paymentIntents.id, id), eq(paymentIntents.status, 'open')));
    },

    /** Records an intent; the same intent twice (an idempotent replay) is recorded once. */
    async insertIntent(row: typeof paymentIntents.$inferInsert) {
      await db
        .insert(paymentIntents)
        .values(row)
        .onConflictDoNothing({ target: paymentIntents.id });
    },

    async findIntent(id: string): Promise<PaymentIntentRow | undefined> {
      const [row] = await db.select().from(paymentIntents).where(eq(paymentIntents.id, id));
      return row;
    },

    /** An account's own payments, newest first. */
    async listByUser(userId: string, page: { limit: number; offset: number }) {
      return listWhere(eq(payments.userId, userId), page);
    },

    /** An address's payments (an admin's view, detached records included), newest first. */
    async listByEmail(email: string, page: { limit: number; offset: number }) {
      return listWhere(eq(payments.email, email), page);
    },

    /** Whether the booking's departure has started (false for a booking without one). */
    async departureStarted(bookingId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: bookings.id })
        .from(bookings)
        .innerJoin(departures, eq(departures.id, bookings.departureId))
        .where(and(eq(bookings.id, bookingId), sql`${departures.startsAt} <= now()`));
      return Boolean(row);
    },

    async findPaymentOfBooking(bookingId: string): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(arrayContains(payments.bookingIds, [bookingId]))
        .limit(1);
      return row;
    },

    async addRefunded(paymentId: string, cents: number) {
      await db
        .update(payments)
        .set({
          refundedCents: sql`least(${payments.refundedCents} + ${cents}, ${payments.amountCents})`,
        })
        .where(eq(payments.id, paymentId));
    },

    /** Records a booking's refund once; answers false when it was already recorded. */
    /**
     * Records the payment of a succeeded intent exactly once (the page and the webhook may race):
     * under a lock on the intent row, a second caller finds the payment already there. Only the
     * intent's bookings that are still unpaid, and whose departure has not started, become paid;
     * what was paid for the others (cancelled or paid meanwhile, or left) is answered as
     * `overpaidCents`, for the caller to refund. `departed` names the intent's bookings left
     * unpaid because their departure had started when the payment was recorded (the same answer
     * for the call that records it and for any later one).
     */
    async recordPayment(input: {
      intent: PaymentIntentRow;
      payerName: string | undefined;
      cardBrand: string | null;
      cardLast4: string | null;
    }): Promise<{
      payment: PaymentRow;
      created: boolean;
      overpaidCents: number;
      departed: { packageTitle: string; priceCents: number }[];
    }> {
      const { intent } = input;
      /** The intent's bookings this payment did not pay whose departure had started by then. */
      const departedOf = (tx: Pick<Db, 'select'>, payment: PaymentRow) =>
        intent.bookingIds.length
          ? tx
              .select({ packageTitle: bookings.packageTitle, priceCents: bookings.priceCents })
              .from(bookings)
              .innerJoin(departures, eq(departures.id, bookings.departureId))
              .where(
                and(
                  inArray(bookings.id, intent.bookingIds),
                  payment.bookingIds.length
                    ? notInArray(bookings.id, payment.bookingIds)
                    : undefined,
                  lte(
                    departures.startsAt,
                    sql`(select ${payments.createdAt} from ${payments} where ${payments.id} = ${payment.id})`,
                  ),
                ),
              )
              .orderBy(bookings.createdAt, bookings.id)
          : Promise.resolve([]);
      return db.transaction(async (tx) => {
        await tx
          .select({ id: paymentIntents.id })
          .from(paymentIntents)
          .where(eq(paymentIntents.id, intent.id))
          .for('update');
        const [existing] = await tx
          .select()
          .from(payments)
          .where(eq(payments.paymentIntentId, intent.id));
        if (existing) {
          const departed = await departedOf(tx, existing);
          return { payment: existing, created: false, overpaidCents: 0, departed };
        }
        const booked = intent.bookingIds.length
          ? await tx
              .select()
              .from(bookings)
              .where(inArray(bookings.id, intent.bookingIds))
              .for('update')
          : [];
        // A booking whose departure has started is not paid (the trip has left): its part is
        // refunded with the rest of what nobody owes.
        const started = booked.length
          ? await tx
              .select({ id: bookings.id })
              .from(bookings)
              .innerJoin(departures, eq(departures.id, bookings.departureId))
              .where(
                and(
                  inArray(
                    bookings.id,
                    booked.map((b) => b.id),
                  ),
                  sql`${departures.startsAt} <= now()`,
                ),
              )
          : [];
        const left = new Set(started.map((b) => b.id));
        const payable = booked.filter((b) => b.status === 'unpaid' && !left.has(b.id));
        if (payable.length) {
          await tx
            .update(bookings)
            .set({ status: 'paid', updatedAt: new Date() })
            .where(
              and(
                inArray(
                  bookings.id,
                  payable.map((b) => b.id),
                ),
                eq(bookings.status, 'unpaid'),
              ),
            );
        }
        const payableCents = payable.reduce((sum, b) => sum + b.priceCents, 0);
        const [payment] = await tx
          .insert(payments)
          .values({
            paymentIntentId: intent.id,
            userId: intent.userId,
            name: input.payerName || booked[0]?.name || 'Anonymous',
            email: intent.email,
            amountCents: intent.amountCents,
            bookingIds: payable.map((b) => b.id),
            packageIds: payable.flatMap((b) => (b.packageId ? [b.packageId] : [])),
            cardBrand: input.cardBrand,
            cardLast4: input.cardLast4,
            language: intent.language,
          })
          .returning();
        await tx
          .update(paymentIntents)
          .set({ status: 'fulfilled' })
          .where(eq(paymentIntents.id, intent.id));
        return {
          payment: payment!,
          created: true,
          overpaidCents: Math.max(0, intent.amountCents - payableCents),
          departed: await departedOf(tx, payment!),
        };
      });
    },

    async recordBookingRefund(input: {
      paymentId: string;
      bookingId: string;
      amountCents: number;
      processorRefundId: string;
      /** The agency's reason for a refund it made (kept on the booking). */
      reason?: string;
    }) {
      const { reason, ...refund } = input;
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(refunds)
          .values(refund)
          .onConflictDoNothing()
          .returning({ id: refunds.id });
        if (!inserted) return false;
        await tx
          .update(bookings)
          .set({
            status: 'refunded',
            updatedAt: new Date(),
            ...(reason ? { cancelReason: reason } : {}),
          })
          .where(eq(bookings.id, input.bookingId));
        await tx
          .update(payments)
          .set({
            refundedCents: sql`least(${payments.refundedCents} + ${input.amountCents}, ${payments.amountCents})`,
          })
          .where(eq(payments.id, input.paymentId));
        return true;
      });
    },

    /** The bookings of these payments, with their departure's start, by booking id. */
    async itemsOf(rows: PaymentRow[]): Promise<Map<string, PaidBooking>> {
      const ids = [...new Set(rows.flatMap((row) => row.bookingIds))];
      if (ids.length === 0) return new Map();
      const found = await db
        .select({
          id: bookings.id,
          packageTitle: bookings.packageTitle,
          packageTitleBn: bookings.packageTitleBn,
          departureStartsAt: departures.startsAt,
          travellers: bookings.travellers,
          priceCents: bookings.priceCents,
          status: bookings.status,
        })
        .from(bookings)
        .leftJoin(departures, eq(departures.id, bookings.departureId))
        .where(inArray(bookings.id, ids));
      return new Map(found.map((booking) => [booking.id, booking]));
    },

    bookingsByIds(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(bookings).where(inArray(bookings.id, ids));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
