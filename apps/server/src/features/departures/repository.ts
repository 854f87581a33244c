import { and, asc, eq, gte, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client';
import { bookings, departures, packages } from '#db/schema';
import { enqueue } from '#jobs';

export type DepartureRow = typeof departures.$inferSelect;
/** A departure with what it costs per traveller (its own price or its package's). */
export type DepartureWithPrice = DepartureRow & { effectivePriceCents: number };

/** The job that ends the bookings of a cancelled departure (refunding paid ones). */
export const DEPARTURE_CANCEL_QUEUE = 'departures.cancel-bookings';
export interface DepartureCancelJob {
  departureId: string;
  reason: string;
  adminId: string;
}

const withPrice = {
  ...departuresColumns(),
  effectivePriceCents:
    sql<number>`coalesce(${departures.priceCents}, ${packages.priceCents})`.mapWith(Number),
};

function departuresColumns() {
  return {
    id: departures.id,
    packageId: departures.packageId,
    startsAt: departures.startsAt,
    seatsTotal: departures.seatsTotal,
    seatsTaken: departures.seatsTaken,
    priceCents: departures.priceCents,
    status: departures.status,
    cancelReason: departures.cancelReason,
    createdAt: departures.createdAt,
    updatedAt: departures.updatedAt,
  };
}

export function createDeparturesRepository(db: Db) {
  const selectWithPrice = (condition: SQL | undefined) =>
    db
      .select(withPrice)
      .from(departures)
      .innerJoin(packages, eq(packages.id, departures.packageId))
      .where(condition)
      .orderBy(asc(departures.startsAt), asc(departures.id));

  return {
    /**
     * A package's departures, earliest first: those starting in [from, to) when given and, when
     * `upcoming`, only those that have not started; cancelled ones only when `includeCancelled`.
     */
    async listForPackage(
      packageId: string,
      filters: { from?: Date; to?: Date; upcoming: boolean; includeCancelled: boolean },
    ): Promise<DepartureWithPrice[]> {
      return selectWithPrice(
        and(
          eq(departures.packageId, packageId),
          filters.from ? gte(departures.startsAt, filters.from) : undefined,
          filters.to ? lt(departures.startsAt, filters.to) : undefined,
          filters.upcoming ? sql`${departures.startsAt} > now()` : undefined,
          filters.includeCancelled ? undefined : ne(departures.status, 'cancelled'),
        ),
      );
    },

    async findById(
      id: string,
    ): Promise<
      (DepartureWithPrice & { packageTitle: string; packageTitleBn: string | null }) | undefined
    > {
      const [row] = await db
        .select({ ...withPrice, packageTitle: packages.title, packageTitleBn: packages.titleBn })
        .from(departures)
        .innerJoin(packages, eq(packages.id, departures.packageId))
        .where(eq(departures.id, id));
      return row;
    },

    /** Whether the package exists and is offered (not archived). */
    async packageOffered(packageId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: packages.id })
        .from(packages)
        .where(and(eq(packages.id, packageId), isNull(packages.archivedAt)));
      return Boolean(row);
    },

    async create(values: {
      packageId: string;
      startsAt: Date;
      seatsTotal: number;
      priceCents: number | null;
    }): Promise<string> {
      const [row] = await db.insert(departures).values(values).returning({ id: departures.id });
      return row!.id;
    },

    /**
     * Changes a departure that is not cancelled. Seats never go below the seats taken (the
     * condition is checked under the row lock the update takes, so a booking made at the same
     * moment is counted). Cancelling records the reason and, in the same transaction, the job
     * that ends its bookings. Answers whether it changed, or why not.
     */
    async update(
      id: string,
      patch: {
        startsAt?: Date;
        seatsTotal?: number;
        priceCents?: number | null;
        status?: 'open' | 'closed' | 'cancelled';
        cancelReason?: string;
      },
      cancelledBy: string,
    ): Promise<'updated' | 'not-found' | 'cancelled-already' | 'seats-taken'> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ status: departures.status, seatsTaken: departures.seatsTaken })
          .from(departures)
          .where(eq(departures.id, id))
          .for('update');
        if (!current) return 'not-found';
        if (current.status === 'cancelled') return 'cancelled-already';
        if (patch.seatsTotal !== undefined && patch.seatsTotal < current.seatsTaken) {
          return 'seats-taken';
        }
        await tx
          .update(departures)
          .set({ ...patch, updatedAt: sql`now()` })
          .where(eq(departures.id, id));
        if (patch.status === 'cancelled') {
          await enqueue(tx, {
            queue: DEPARTURE_CANCEL_QUEUE,
            payload: {
              departureId: id,
              reason: patch.cancelReason ?? 'This departure was cancelled by Wayfare.',
              adminId: cancelledBy,
            } satisfies DepartureCancelJob,
            dedupeKey: `${DEPARTURE_CANCEL_QUEUE}:${id}`,
            maxAttempts: 50,
          });
        }
        return 'updated';
      });
    },

    /** The bookings on a departure that hold seats or did (all but deleted ones), oldest first. */
    async bookingsOf(departureId: string) {
      return db
        .select({
          id: bookings.id,
          name: bookings.name,
          email: bookings.email,
          travellers: bookings.travellers,
          travellerNames: bookings.travellerNames,
          status: bookings.status,
          priceCents: bookings.priceCents,
          createdAt: bookings.createdAt,
          holdExpiresAt: bookings.holdExpiresAt,
        })
        .from(bookings)
        .where(
          and(eq(bookings.departureId, departureId), inArray(bookings.status, ['unpaid', 'paid'])),
        )
        .orderBy(asc(bookings.createdAt), asc(bookings.id));
    },
  };
}

export type DeparturesRepository = ReturnType<typeof createDeparturesRepository>;
