import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { processorEvents, processorPaymentIntents, processorRefunds } from '#db/schema';

export type IntentRow = typeof processorPaymentIntents.$inferSelect;
export type RefundRow = typeof processorRefunds.$inferSelect;
export type EventRow = typeof processorEvents.$inferSelect;

export function createProcessorRepository(db: Db) {
  return {
    db,
    async insertIntent(row: typeof processorPaymentIntents.$inferInsert): Promise<IntentRow> {
      const [created] = await db
        .insert(processorPaymentIntents)
        .values(row)
        .onConflictDoNothing()
        .returning();
      if (created) return created;
      // Same idempotency key again: answer the intent the first request created.
      const [existing] = await db
        .select()
        .from(processorPaymentIntents)
        .where(eq(processorPaymentIntents.idempotencyKey, row.idempotencyKey ?? ''));
      if (!existing) throw new Error('payment intent insert conflicted without an idempotent twin');
      return existing;
    },

    async findIntent(id: string): Promise<IntentRow | undefined> {
      const [row] = await db
        .select()
        .from(processorPaymentIntents)
        .where(eq(processorPaymentIntents.id, id));
      return row;
    },

    async findRefundByKey(key: string): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(processorRefunds)
        .where(eq(processorRefunds.idempotencyKey, key));
      return row;
    },

    /** Events due for delivery, claimed so that two server instances never send the same one at once. */
    async claimDueEvents(limit: number, leaseMs: number): Promise<EventRow[]> {
      return db.transaction(async (tx) => {
        const due = await tx
          .select()
          .from(processorEvents)
          .where(
            and(
              isNull(processorEvents.deliveredAt),
              lte(processorEvents.nextAttemptAt, new Date()),
            ),
          )
          .orderBy(asc(processorEvents.nextAttemptAt))
          .limit(limit)
          .for('update', { skipLocked: true });
        for (const event of due) {
          await tx
            .update(processorEvents)
            .set({ nextAttemptAt: new Date(Date.now() + leaseMs) })
            .where(eq(processorEvents.id, event.id));
        }
        return due;
      });
    },

    async markDelivered(id: string): Promise<void> {
      await db
        .update(processorEvents)
        .set({
          deliveredAt: new Date(),
          attempts: sql`${processorEvents.attempts} + 1`,
          lastError: null,
        })
        .where(eq(processorEvents.id, id));
    },

    async markFailed(id: string, error: string, retryAt: Date): Promise<void> {
      await db
        .update(processorEvents)
        .set({
          attempts: sql`${processorEvents.attempts} + 1`,
          lastError: error.slice(0, 500),
          nextAttemptAt: retryAt,
        })
        .where(eq(processorEvents.id, id));
    },

    async findEvent(id: string): Promise<EventRow | undefined> {
      const [row] = await db.select().from(processorEvents).where(eq(processorEvents.id, id));
      return row;
    },
  };
}

export type ProcessorRepository = ReturnType<typeof createProcessorRepository>;
