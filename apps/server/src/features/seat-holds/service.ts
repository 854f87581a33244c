import type { DepartureHolds, ReleaseHoldResponse } from '@wayfare/contract/seat-holds';
import type { AuditBy, AuditRecorder } from '#features/audit';
import type { MailService } from '#features/mail';
import { AppError } from '#lib/errors';
import { isUuid } from '#lib/ids';
import { formatTripTime } from '#lib/trip-time';
import type { HoldingBooking, ReleaseOutcome, SeatHoldsRepository } from './repository';

/** Why a booking has no hold to release, in words an admin can act on. */
function notReleasable(booking: Extract<ReleaseOutcome, { outcome: 'refused' }>['booking']) {
  const detail =
    booking.status === 'paid'
      ? 'This booking is paid: its seats are sold, not held. To free them, cancel it from All Bookings (it is refunded).'
      : booking.status === 'expired'
        ? booking.cancelledBy
          ? 'This seat hold was released already; its seats are back on sale.'
          : 'This seat hold ran out already; its seats are back on sale.'
        : booking.status === 'unpaid'
          ? 'This seat hold has ended already; its seats go back on sale within a minute.'
          : booking.status === 'refunded'
            ? 'This booking was refunded; it holds no seats.'
            : 'This booking was cancelled; it holds no seats.';
  return new AppError('HOLD_NOT_RELEASABLE', detail);
}

/**
 * Seat holds as admins see them (per departure: who, how many seats, since and until when) and
 * their release: an unpaid booking's hold ended at once, as if it had run out, with an e-mail to
 * the traveller in the same transaction and an entry in the audit trail.
 */
export function createSeatHoldsService(deps: {
  holds: SeatHoldsRepository;
  /** The trip zone (TRIP_TIME_ZONE): times are answered with its offset. */
  timeZone: string;
  mail: Pick<MailService, 'holdReleased'>;
  audit: AuditRecorder;
}) {
  const { holds, timeZone, mail, audit } = deps;
  const departureNotFound = () =>
    new AppError('DEPARTURE_NOT_FOUND', 'There is no departure with this id.');

  return {
    /** `GET /departures/:id/holds` (admins): the holds running now, the soonest to end first. */
    async list(departureId: string): Promise<DepartureHolds> {
      const departure = isUuid(departureId) ? await holds.findDeparture(departureId) : undefined;
      if (!departure) throw departureNotFound();
      const rows = await holds.holdsOf(departureId);
      return {
        departure: {
          _id: departure.id,
          packageId: departure.packageId,
          startsAt: formatTripTime(departure.startsAt, timeZone),
          status: departure.status,
          seatsTotal: departure.seatsTotal,
          seatsTaken: departure.seatsTaken,
        },
        packageTitle: departure.packageTitle,
        packageTitleBn: departure.packageTitleBn,
        seatsHeld: rows.reduce((sum, row) => sum + row.travellers, 0),
        holds: rows.map((row) => ({
          bookingId: row.id,
          name: row.name,
          email: row.email,
          travellers: row.travellers,
          heldSince: formatTripTime(row.createdAt, timeZone),
          heldUntil: formatTripTime(row.holdExpiresAt!, timeZone),
        })),
      };
    },

    /**
     * `POST /departures/:id/holds/:bookingId/release` (admins): ends the booking's running hold
     * now. Once: a second release (a double click, another admin) is refused with 409
     * HOLD_NOT_RELEASABLE and writes nothing, as is a paid booking or a hold that has ended.
     */
    async release(input: {
      departureId: string;
      bookingId: string;
      by: AuditBy;
    }): Promise<ReleaseHoldResponse> {
      if (!isUuid(input.departureId) || !(await holds.findDeparture(input.departureId))) {
        throw departureNotFound();
      }
      const result = isUuid(input.bookingId)
        ? await holds.release(
            {
              departureId: input.departureId,
              bookingId: input.bookingId,
              adminId: input.by.actor.id,
            },
            async (tx, booking, departure) => {
              // A booking of no account (the desk's phone reservation) is not mailed (decision 008).
              if (!booking.userId) return;
              await mail.holdReleased(tx, {
                booking: mailInput(booking, departure.startsAt),
                packageId: booking.packageId,
              });
            },
          )
        : ({ outcome: 'not-found' } as const);
      if (result.outcome === 'not-found') {
        throw new AppError('BOOKING_NOT_FOUND', 'This departure has no booking with this id.');
      }
      if (result.outcome === 'refused') throw notReleasable(result.booking);
      const { before, endedAt, departure } = result;
      const startsAt = formatTripTime(departure.startsAt, timeZone);
      await audit.record({
        ...input.by,
        action: 'booking.release',
        targetType: 'booking',
        targetId: before.id,
        changes: {
          status: { from: 'unpaid', to: 'expired' },
          holdExpiresAt: {
            from: before.holdExpiresAt && formatTripTime(before.holdExpiresAt, timeZone),
            to: formatTripTime(endedAt, timeZone),
          },
        },
        details: {
          departureId: departure.id,
          departure: `${departure.packageTitle}, ${startsAt}`,
          seats: before.travellers,
        },
      });
      return {
        bookingId: before.id,
        status: 'expired',
        seatsReleased: before.travellers,
        seatsLeft:
          departure.status === 'open'
            ? Math.max(0, departure.seatsTotal - departure.seatsTaken)
            : 0,
      };
    },
  };
}

/** The booking as the mail templates take it, with its departure's start. */
function mailInput(booking: HoldingBooking, departureStartsAt: Date) {
  return {
    id: booking.id,
    name: booking.name,
    email: booking.email,
    packageTitle: booking.packageTitle,
    packageTitleBn: booking.packageTitleBn,
    duration: booking.duration,
    priceCents: booking.priceCents,
    status: 'expired',
    travellers: booking.travellers,
    travellerNames: booking.travellerNames,
    holdExpiresAt: null,
    departureStartsAt,
    language: booking.language,
  };
}

export type SeatHoldsService = ReturnType<typeof createSeatHoldsService>;
