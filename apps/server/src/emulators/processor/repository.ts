import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { processorEvents, processorPaymentIntents, processorRefunds } from '#db/schema';

export type IntentRow = typeof processorPaymentIntents.$inferSelect;
export type RefundRow = typeof processorRefunds.$inferSelect;
export type EventRow = typeof processorEvents.$inferSelect;

export function createProcessorRepository(db: Db) {
  return {
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

    /** A declined attempt: the card's facts and the error, the intent open for another card. */
    async recordDecline(
      id: string,
      facts: Partial<typeof processorPaymentIntents.$inferInsert>,
    ): Promise<IntentRow> {
      const [row] = await db
        .update(processorPaymentIntents)
        .set({ ...facts, status: 'requires_payment_method' })
        .where(eq(processorPaymentIntents.id, id))
        .returning();
      if (!row) throw new Error(`payment intent ${id} vanished`);
      return row;
    },

    /**
     * Marks the intent succeeded (or `processing`: accepted, the money still moving) and queues
     * its event, in one transaction; undefined when it had succeeded or was processing already (a
     * repeated confirmation queues nothing).
     */
    async recordSuccess(
      id: string,
      facts: Partial<typeof processorPaymentIntents.$inferInsert>,
      eventFor: (row: IntentRow) => { id: string; type: string; created: number },
      status: 'succeeded' | 'processing' = 'succeeded',
    ): Promise<IntentRow | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(processorPaymentIntents)
          .set({ ...facts, status, lastError: null })
          .where(
            and(
              eq(processorPaymentIntents.id, id),
              sql`${processorPaymentIntents.status} not in ('succeeded', 'processing')`,
            ),
          )
          .returning();
        if (!row) return undefined;
        const event = eventFor(row);
        await tx.insert(processorEvents).values({
          id: event.id,
          type: event.type,
          payload: JSON.stringify(event),
          created: event.created,
        });
        return row;
      });
    },

    /**
     * Refunds part or all of an intent under a lock on it: `amountFor` decides how much (or
     * throws) seeing the intent as it is then. A retry with the same idempotency key answers the
     * first refund. Undefined when there is no such intent.
     */
    async refund(input: {
      paymentIntentId: string;
      idempotencyKey: string | null;
      refundId: string;
      created: number;
      amountFor: (intent: IntentRow) => number;
    }): Promise<RefundRow | undefined> {
      return db.transaction(async (tx) => {
        const [intent] = await tx
          .select()
          .from(processorPaymentIntents)
          .where(eq(processorPaymentIntents.id, input.paymentIntentId))
          .for('update');
        if (!intent) return undefined;
        if (input.idempotencyKey) {
          const [earlier] = await tx
            .select()
            .from(processorRefunds)
            .where(eq(processorRefunds.idempotencyKey, input.idempotencyKey));
          if (earlier) return earlier;
        }
        const amount = input.amountFor(intent);
        await tx
          .update(processorPaymentIntents)
          .set({ amountRefunded: intent.amountRefunded + amount })
          .where(eq(processorPaymentIntents.id, intent.id));
        const [row] = await tx
          .insert(processorRefunds)
          .values({
            id: input.refundId,
            paymentIntentId: intent.id,
            amount,
            status: 'succeeded',
            idempotencyKey: input.idempotencyKey,
            created: input.created,
          })
          .returning();
        return row!;
      });
    },

    async findEvent(id: string): Promise<EventRow | undefined> {
      const [row] = await db.select().from(processorEvents).where(eq(processorEvents.id, id));
      return row;
    },
  };
}

export type ProcessorRepository = ReturnType<typeof createProcessorRepository>;
