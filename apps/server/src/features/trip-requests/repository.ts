import { and, desc, eq } from 'drizzle-orm';
import type { TripRequest } from '@wayfare/contract/trip-requests';
import type { Db } from '#db/client';
import { tripRequests } from '#db/schema';
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
  };
}

export function createTripRequestsRepository(db: Db) {
  return {
    async create(input: {
      userId: string;
      email: string;
      origin: string;
      destination: string;
      startAt: Date;
      endAt: Date;
    }): Promise<string> {
      const [row] = await db.insert(tripRequests).values(input).returning({ id: tripRequests.id });
      if (!row) throw new Error('trip request insert returned no row');
      return row.id;
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
  };
}

export type TripRequestsRepository = ReturnType<typeof createTripRequestsRepository>;
