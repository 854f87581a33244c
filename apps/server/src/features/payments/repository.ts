import { and, arrayContains, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Payment } from '@wayfare/contract/payments';
import type { Db } from '#db/client';
import { bookings, paymentIntents, payments, refunds } from '#db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentIntentRow = typeof paymentIntents.$inferSelect;

export function toPaymentDto(row: PaymentRow): Payment {
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
    status:
      row.refundedCents === 0
        ? 'succeeded'
        : row.refundedCents >= row.amountCents
          ? 'refunded'
          : 'partially_refunded',
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
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
    db,
    async unpaidBookingsOf(userId: string) {
      return db
        .select({ id: bookings.id, priceCents: bookings.priceCents })
        .from(bookings)
        .where(and(eq(bookings.userId, userId), eq(bookings.status, 'unpaid')))
        .orderBy(bookings.createdAt, bookings.id);
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
    async countIntents(userId: string, basketKey: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(paymentIntents)
        .where(and(eq(paymentIntents.userId, userId), eq(paymentIntents.basketKey, basketKey)));
      return row?.n ?? 0;
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
    async recordBookingRefund(input: {
      paymentId: string;
      bookingId: string;
      amountCents: number;
      processorRefundId: string;
    }) {
      return db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(refunds)
          .values(input)
          .onConflictDoNothing()
          .returning({ id: refunds.id });
        if (!inserted) return false;
        await tx
          .update(bookings)
          .set({ status: 'refunded', updatedAt: new Date() })
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

    bookingsByIds(ids: string[]) {
      if (ids.length === 0) return Promise.resolve([]);
      return db.select().from(bookings).where(inArray(bookings.id, ids));
    },
  };
}

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
