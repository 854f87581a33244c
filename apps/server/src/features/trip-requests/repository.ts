import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { InboxTripRequest, TripRequest } from '@wayfare/contract/trip-requests';
import type { Db } from '#db/client';
import { tripRequestsListWhere } from '#db/list-filters';
import { tripRequests, users } from '#db/schema';
import { formatTripTime } from '#lib/trip-time';

export type TripRequestRow = typeof tripRequests.$inferSelect;

/** A trip request as answered: its times with the trip zone's offset. */
export function toTripRequestDto(row: TripRequestRow, timeZone: string): TripRequest {
  return {
    _id: row.id,
    email: row.email,
    origin: row.origin,
    destination: row.destination,
    startDateTime: formatTripTime(row.startAt, timeZone),
    endDateTime: formatTripTime(row.endAt, timeZone),
    timeZone,
    createdAt: row.createdAt.toISOString(),
    status: row.answeredAt ? 'answered' : 'new',
    answer: row.answer,
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

/** A request in the admin inbox: as the traveller sees it, with the traveller's name. */
export function toInboxDto(
  row: TripRequestRow & { travellerName: string | null },
  timeZone: string,
): InboxTripRequest {
  return { ...toTripRequestDto(row, timeZone), travellerName: row.travellerName };
}

const WAITING = isNull(tripRequests.answeredAt);

export function createTripRequestsRepository(db: Db) {
  return {
    /**
     * Stores a request; `then` runs in the same transaction with its id (the e-mails it causes),
     * so a refusal there (a mail limit) stores nothing.
     */
    async create(
      input: {
        userId: string;
        email: string;
        origin: string;
        destination: string;
        startAt: Date;
        endAt: Date;
        language: 'en' | 'bn';
      },
      then: (tx: Db, id: string) => Promise<void>,
    ): Promise<string> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(tripRequests)
          .values(input)
          .returning({ id: tripRequests.id });
        if (!row) throw new Error('trip request insert returned no row');
        await then(tx, row.id);
        return row.id;
      });
    },

    /** The account's trip requests under this e-mail, newest first. */
    async listByUser(userId: string, email: string, page: { limit: number; offset: number }) {
      return db
        .select()
        .from(tripRequests)
        .where(and(eq(tripRequests.userId, userId), eq(tripRequests.email, email)))
        .orderBy(desc(tripRequests.createdAt), desc(tripRequests.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    /** Every traveller's requests of a status, newest first, with the count of the whole list. */
    async inbox(status: 'new' | 'answered' | 'all', page: { limit: number; offset: number }) {
      const where = tripRequestsListWhere({ status });
      const [rows, [total], [waiting]] = await Promise.all([
        db
          .select({ request: tripRequests, travellerName: users.name })
          .from(tripRequests)
          .leftJoin(users, eq(users.id, tripRequests.userId))
          .where(where)
          .orderBy(desc(tripRequests.createdAt), desc(tripRequests.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(tripRequests).where(where),
        db.select({ n: count() }).from(tripRequests).where(WAITING),
      ]);
      return {
        rows: rows.map((r) => ({ ...r.request, travellerName: r.travellerName })),
        total: total?.n ?? 0,
        waiting: waiting?.n ?? 0,
      };
    },

    /**
     * Records (or replaces) the agency's answer; the updated row and whether it had an answer
     * before (a correction), or null for an unknown id. `then` runs in the same transaction with
     * the row (the e-mail telling the traveller).
     */
    async answer(
      input: { id: string; answer: string; answeredBy: string; at: Date },
      then: (tx: Db, row: TripRequestRow) => Promise<void>,
    ): Promise<{ row: TripRequestRow; corrected: boolean } | null> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ answeredAt: tripRequests.answeredAt })
          .from(tripRequests)
          .where(eq(tripRequests.id, input.id))
          .for('update');
        if (!before) return null;
        const [row] = await tx
          .update(tripRequests)
          .set({ answer: input.answer, answeredAt: input.at, answeredBy: input.answeredBy })
          .where(eq(tripRequests.id, input.id))
          .returning();
        if (!row) return null;
        await then(tx, row);
        return { row, corrected: before.answeredAt !== null };
      });
    },
  };
}

export type TripRequestsRepository = ReturnType<typeof createTripRequestsRepository>;
