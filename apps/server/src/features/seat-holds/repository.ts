import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#db/client';
import { bookings, departures, packages } from '#db/schema';

export type HoldingBooking = typeof bookings.$inferSelect;

/** A departure as the holds screen shows it, with its package's title. */
export interface HoldsDeparture {
  id: string;
  packageId: string;
  packageTitle: string;
  packageTitleBn: string | null;
  startsAt: Date;
  status: 'open' | 'closed' | 'cancelled';
  seatsTotal: number;
  seatsTaken: number;
}

/** What a release found: the hold ended, or why not (the booking as it was then). */
export type ReleaseOutcome =
  | { outcome: 'released'; before: HoldingBooking; endedAt: Date; departure: HoldsDeparture }
  | { outcome: 'not-found' }
  | {
      outcome: 'refused';
      booking: Pick<HoldingBooking, 'status' | 'cancelledBy'> & { holdEnded: boolean };
    };

const departureColumns = {
  id: departures.id,
  packageId: departures.packageId,
  packageTitle: packages.title,
  packageTitleBn: packages.titleBn,
  startsAt: departures.startsAt,
  status: departures.status,
  seatsTotal: departures.seatsTotal,
  seatsTaken: departures.seatsTaken,
};

/** A hold that is running: the booking is unpaid and its hold has not ended. */
const holdRunning = and(eq(bookings.status, 'unpaid'), gt(bookings.holdExpiresAt, sql`now()`));

export function createSeatHoldsRepository(db: Db) {
  const departureOf = (tx: Db, id: string) =>
    tx
      .select(departureColumns)
      .from(departures)
      .innerJoin(packages, eq(packages.id, departures.packageId))
      .where(eq(departures.id, id))
      .then(([row]) => row);

  return {
    async findDeparture(id: string): Promise<HoldsDeparture | undefined> {
      return departureOf(db, id);
    },

    /** The running holds on a departure, the soonest to end first (`bookings_departure_idx`). */
    async holdsOf(departureId: string) {
      return db
        .select({
          id: bookings.id,
          name: bookings.name,
          email: bookings.email,
          travellers: bookings.travellers,
          createdAt: bookings.createdAt,
          holdExpiresAt: bookings.holdExpiresAt,
        })
        .from(bookings)
        .where(and(eq(bookings.departureId, departureId), holdRunning))
        .orderBy(asc(bookings.holdExpiresAt), asc(bookings.id));
    },

    /**
     * Ends a running hold now, as the hold sweep ends one that ran out: the booking becomes
     * `expired` and the seat-counting trigger (migration 0015) gives its seats back in the same
     * statement. `cancelled_by` names the admin who released it (`cancelled_at` stays empty: the
     * booking expired, it was not cancelled, and the reports count it so). The booking's row is
     * locked first, so of two releases (a double click, two admins) or a release and the sweep,
     * one ends the hold and the other finds it ended. `then` runs in the same transaction with
     * the booking as it was and its departure as it is after (the traveller's e-mail).
     */
    async release(
      input: { departureId: string; bookingId: string; adminId: string },
      then: (tx: Db, before: HoldingBooking, departure: HoldsDeparture) => Promise<void>,
    ): Promise<ReleaseOutcome> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({
            booking: bookings,
            holdEnded: sql<boolean>`coalesce(${bookings.holdExpiresAt} <= now(), true)`,
          })
          .from(bookings)
          .where(and(eq(bookings.id, input.bookingId), eq(bookings.departureId, input.departureId)))
          .for('update');
        if (!current) return { outcome: 'not-found' };
        const { booking, holdEnded } = current;
        if (booking.status !== 'unpaid' || holdEnded) {
          return {
            outcome: 'refused',
            booking: { status: booking.status, cancelledBy: booking.cancelledBy, holdEnded },
          };
        }
        const [ended] = await tx
          .update(bookings)
          .set({
            status: 'expired',
            holdExpiresAt: sql`now()`,
            cancelledBy: input.adminId,
            updatedAt: sql`now()`,
          })
          .where(and(eq(bookings.id, booking.id), holdRunning))
          .returning({ endedAt: bookings.holdExpiresAt });
        const departure = (await departureOf(tx, input.departureId))!;
        await then(tx, booking, departure);
        return { outcome: 'released', before: booking, endedAt: ended!.endedAt!, departure };
      });
    },
  };
}

export type SeatHoldsRepository = ReturnType<typeof createSeatHoldsRepository>;
