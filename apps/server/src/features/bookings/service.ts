import type { createBookingRequest } from '@wayfare/contract/bookings';
import type { z } from 'zod';
import { AppError } from '#lib/errors';
import { asksForOwn, mayAskAbout, mayManage } from '#lib/policies';
import type { AccessClaims, Actor } from '#lib/actor';
import { isUuid } from '#lib/ids';
import type { AccountLookup } from '#features/users';
import type { AuditBy, AuditRecorder } from '#features/audit';
import type { AdminCancelResponse, Booking, BookingSummary } from '@wayfare/contract/bookings';
import { pageOf, type AllBookingsQuery } from '@wayfare/contract/admin-lists';
import type { ListPage } from '#lib/list-page';
import { formatTripTime, tripDayEnd, tripDayStart } from '#lib/trip-time';
import type { HoldTerms } from '#config/env';
import type { ProblemLocale } from '#lib/problem-language';
import {
  seatRefusalOf,
  toBookingDto,
  type BookingsRepository,
  type CreatedBooking,
  type HoldRefusal,
} from './repository';

type CreateInput = z.output<typeof createBookingRequest>;

/**
 * Refunds one paid booking through the card processor, once (payments' refundBooking); `made`
 * says whether this call made the refund or found it made already.
 */
export interface BookingRefunds {
  refundBooking(input: {
    actor: Actor;
    bookingId: string;
    /** The agency's reason, recorded with the refund (the traveller's e-mail tells it). */
    reason?: string;
    /** Who asked, from where, when a request did: an admin's refund is then in the audit trail. */
    by?: AuditBy;
  }): Promise<{ refunded: number; bookingId: string; made: boolean }>;
}

export function createBookingsService(deps: {
  bookings: BookingsRepository;
  accounts: AccountLookup;
  /** The trip zone (TRIP_TIME_ZONE): the days of the list filters are its days. */
  timeZone: string;
  /** The payments feature's refund of a paid booking (the traveller's cancel uses the same). */
  refunds: BookingRefunds;
  /** How unpaid bookings of departures hold seats, and how many (decision 010). */
  holds: HoldTerms;
  /** The audit trail: admins' cancellations are recorded there. */
  audit: AuditRecorder;
}) {
  const { bookings, accounts, timeZone, refunds, holds, audit } = deps;
  const toDto = (row: Parameters<typeof toBookingDto>[0]) => toBookingDto(row, timeZone);

  /** The seat placeholders of a booking statement, for a request from `address` (its key). */
  function seatValues(input: CreateInput, address: string | null, language: ProblemLocale) {
    return {
      language,
      departureId: input.departureId ?? null,
      travellers: input.travellers ?? 1,
      travellerNames: input.travellerNames ?? [],
      holdMinutes: holds.minutes,
      holdAccountSeats: holds.accountSeats,
      holdAddressSeats: holds.addressSeats,
      holdDeparturePercent: holds.departurePercent,
      holdCooldownMinutes: holds.cooldownMinutes,
      holdAddress: address,
    };
  }

  const seatsWord = (n: number) => `${n} seat${n === 1 ? '' : 's'}`;

  /** A time a traveller reads: `14:35` in the trip zone, with the day when it is not today. */
  function clockTime(instant: Date): string {
    const time = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant);
    const day = (d: Date) =>
      new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'long' }).format(d);
    return day(instant) === day(new Date()) ? time : `${time} on ${day(instant)}`;
  }

  /**
   * HOLD_LIMIT: which cap refused the hold, in words that say what to do. Seats of holds that
   * ended unpaid count for the cool-down, so the counts say "held or released".
   */
  function holdLimit(refusal: HoldRefusal, travellers: number) {
    const { scope, limit, counted, availableAt, seatsTotal } = refusal;
    const recent = `unpaid bookings of the last ${holds.cooldownMinutes} minutes count too`;
    const until = availableAt ? ` from ${clockTime(availableAt)}` : '';
    const payFirst = 'Pay for your unpaid bookings on My Booking first';
    let detail: string;
    if (scope === 'returned') {
      detail = `Seats that a booking of yours gave back unpaid on this departure are kept for other travellers for ${holds.cooldownMinutes} minutes${availableAt ? `, until ${clockTime(availableAt)}` : ''}. Book fewer seats, another date, or again then.`;
    } else if (limit < travellers) {
      detail =
        scope === 'address-departure'
          ? `At most ${seatsWord(limit)} of this departure's ${seatsTotal} can be held unpaid from one network; you asked for ${travellers}. Book fewer seats, or contact us to book your group.`
          : `At most ${seatsWord(limit)} can be held unpaid at a time; you asked for ${travellers}. Book fewer seats, or contact us to book your group.`;
    } else if (scope === 'account') {
      detail = `You hold ${seatsWord(counted)} unpaid (${recent}); one account may hold ${limit} unpaid at a time. ${payFirst}, or book more${until || ' later'}.`;
    } else if (scope === 'address-departure') {
      detail = `Unpaid bookings made from your network hold ${seatsWord(counted)} of this departure (${recent}); at most ${limit} of its ${seatsTotal} seats can be held unpaid from one network. ${payFirst}, or try again${until || ' later'}. Travellers who have paid a booking with us before are not limited by this.`;
    } else {
      detail = `Unpaid bookings made from your network hold ${seatsWord(counted)} (${recent}); at most ${limit} can be held unpaid from one network. ${payFirst}, or try again${until || ' later'}. Travellers who have paid a booking with us before are not limited by this.`;
    }
    return new AppError('HOLD_LIMIT', detail, undefined, {
      holdScope: scope,
      holdLimit: limit,
      ...(availableAt ? { availableAt: formatTripTime(availableAt, timeZone) } : {}),
    });
  }

  /** More names than travellers besides the lead: the manifest would list more people than seats. */
  function namesBeyondTravellers(input: CreateInput): AppError | undefined {
    const travellers = input.travellers ?? 1;
    if ((input.travellerNames?.length ?? 0) <= travellers - 1) return undefined;
    const message = `must name at most ${travellers - 1} other traveller${travellers === 2 ? '' : 's'} (${travellers} travelling, the lead included)`;
    return new AppError('VALIDATION_FAILED', `travellerNames ${message}`, [
      { path: 'travellerNames', message },
    ]);
  }

  /** SOLD_OUT with the seats left, in words a traveller can act on. */
  function soldOut(seatsLeft: number, travellers: number, ofPackage: boolean) {
    const detail = ofPackage
      ? seatsLeft === 0
        ? 'Every upcoming departure of this package is sold out.'
        : `No upcoming departure of this package has ${seatsWord(travellers)} left; the most on one is ${seatsLeft}.`
      : seatsLeft === 0
        ? 'This departure is sold out.'
        : `Only ${seatsWord(seatsLeft)} left on this departure; you asked for ${travellers}.`;
    return new AppError('SOLD_OUT', detail, undefined, { seatsLeft });
  }

  /**
   * Runs a booking statement, turning the seat-counting trigger's refusal into SOLD_OUT or
   * DEPARTURE_NOT_OPEN. A departure chosen by the statement itself (none asked for) that filled
   * up between the choice and the seat lock is chosen again, up to three times.
   */
  async function takingSeats(
    input: CreateInput,
    book: () => Promise<CreatedBooking | undefined>,
  ): Promise<CreatedBooking | undefined> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await book();
      } catch (error) {
        const refusal = seatRefusalOf(error);
        if (!refusal) throw error;
        if (refusal.code === 'HOLD_LIMIT') throw holdLimit(refusal, input.travellers ?? 1);
        if (!input.departureId && attempt < 3) continue;
        if (refusal.code === 'DEPARTURE_NOT_OPEN') throw departureNotOpen();
        throw soldOut(refusal.seatsLeft, input.travellers ?? 1, !input.departureId);
      }
    }
  }

  const departureNotOpen = () =>
    new AppError(
      'DEPARTURE_NOT_OPEN',
      'This departure takes no more bookings (it is closed, cancelled or has started).',
    );

  /** Why a booking statement booked nothing, once the caller is known to be allowed. */
  async function whyNotBooked(input: CreateInput): Promise<AppError> {
    const departureId = input.departureId && isUuid(input.departureId) ? input.departureId : null;
    if (input.departureId && !departureId) {
      return new AppError('DEPARTURE_NOT_FOUND', 'There is no departure with this id.');
    }
    const facts = isUuid(input.packageId)
      ? await bookings.seatsFor({ packageId: input.packageId, departureId })
      : undefined;
    if (!facts?.packageOffered) {
      return new AppError('PACKAGE_NOT_FOUND', 'This package is no longer available.');
    }
    if (departureId) {
      const departure = facts.departure;
      if (!departure || departure.packageId !== input.packageId) {
        return new AppError('DEPARTURE_NOT_FOUND', 'This package has no departure with this id.');
      }
      if (departure.status !== 'open' || departure.started) return departureNotOpen();
      return soldOut(departure.seatsLeft, input.travellers ?? 1, false);
    }
    return soldOut(facts.mostSeatsLeft, input.travellers ?? 1, true);
  }

  /** A traveller sees and changes their own bookings; an admin anyone's. */
  function assertMayActFor(actor: Actor, email: string) {
    if (!mayAskAbout(actor, email)) {
      throw new AppError('FORBIDDEN', 'You can only see and change your own bookings.');
    }
  }

  const service = {
    /** `GET /booking?email=`: the caller's own account's bookings, or (admin) an address's. */
    async listBookings(
      actor: Actor,
      email: string,
      page: { limit: number; offset: number },
    ): Promise<Booking[]> {
      assertMayActFor(actor, email);
      const rows = asksForOwn(actor, email)
        ? await bookings.listByUser(actor.id, page)
        : await bookings.listByEmail(email, page);
      return rows.map(toDto);
    },

    /**
     * All Bookings (admins): newest first, searched (name, e-mail, package) and filtered by status
     * and by the days booked (`from` and `to` are days in the trip zone, both included); one page,
     * or every booking without `limit` and `offset`.
     */
    async listAllBookings(
      query: AllBookingsQuery,
    ): Promise<{ bookings: Booking[]; total: number; page: ListPage | undefined }> {
      const page = pageOf(query);
      const answer = await bookings.listAll(
        {
          q: query.q || undefined,
          status: query.status,
          from: query.from ? tripDayStart(query.from, timeZone) : undefined,
          to: query.to ? tripDayEnd(query.to, timeZone) : undefined,
        },
        page,
      );
      return { bookings: answer.rows.map(toDto), total: answer.total, page };
    },

    /** All Bookings' totals (admins). */
    async summarizeAllBookings(): Promise<BookingSummary> {
      return bookings.summaryAll();
    },

    /** `GET /booking/summary?email=`: as listBookings, the totals. */
    async summarizeBookings(actor: Actor, email: string) {
      assertMayActFor(actor, email);
      return asksForOwn(actor, email)
        ? bookings.summaryByUser(actor.id)
        : bookings.summaryByEmail(email);
    },

    /**
     * The hot path of booking: one statement that checks the caller of a verified token and books
     * (see the repository). Undefined when it booked nothing; createBooking then finds out why.
     */
    async bookAsCaller({
      claims,
      input,
      address,
      language,
    }: {
      claims: AccessClaims;
      input: CreateInput;
      /** The request's client address, as `holdAddressKey` keys it (null: none known). */
      address: string | null;
      /** The request's language (its Accept-Language): the booking's messages are in it. */
      language: ProblemLocale;
    }): Promise<CreatedBooking | undefined> {
      if (!isUuid(claims.sub) || !isUuid(input.packageId)) return undefined;
      if (input.departureId && !isUuid(input.departureId)) return undefined;
      // Refused after the caller is checked (createBooking says why).
      if (namesBeyondTravellers(input)) return undefined;
      return takingSeats(input, () =>
        bookings.createAsCaller({
          callerId: claims.sub,
          callerEmail: claims.email,
          issuedAt: claims.iat,
          packageId: input.packageId,
          name: input.name,
          email: input.email,
          ...seatValues(input, address, language),
        }),
      );
    },

    /**
     * Books a package at the package's (or the departure's) own price and duration, whatever the
     * request says: the departure asked for, or the package's next open one with seats for the
     * travellers, or none for a package sold without departures.
     */
    async createBooking({
      actor,
      input,
      address,
      language,
    }: {
      actor: Actor;
      input: CreateInput;
      /** The request's client address, as `holdAddressKey` keys it (null: none known). */
      address: string | null;
      /** The request's language (its Accept-Language): the booking's messages are in it. */
      language: ProblemLocale;
    }): Promise<CreatedBooking> {
      assertMayActFor(actor, input.email);
      const tooManyNames = namesBeyondTravellers(input);
      if (tooManyNames) throw tooManyNames;
      const owner =
        input.email === actor.email ? actor.id : await accounts.accountIdOf(input.email);
      const created =
        isUuid(input.packageId) && (!input.departureId || isUuid(input.departureId))
          ? await takingSeats(input, () =>
              bookings.createFromPackage({
                packageId: input.packageId,
                userId: owner,
                name: input.name,
                email: input.email,
                holdExempt: actor.role === 'admin',
                ...seatValues(input, address, language),
              }),
            )
          : undefined;
      if (!created) throw await whyNotBooked(input);
      return created;
    },

    /** The answer of `POST /booking` for a booking made. */
    createdAnswer(created: CreatedBooking) {
      return {
        insertedId: created.id,
        departureId: created.departureId,
        travellers: created.travellers,
        holdExpiresAt: created.holdExpiresAt
          ? formatTripTime(created.holdExpiresAt, timeZone)
          : null,
      };
    },

    /**
     * Ends the seat holds that ran out (the `bookings.expire-holds` job): in batches, so one run
     * never holds many rows at once. Answers the bookings expired.
     */
    async expireHolds(): Promise<{ id: string; email: string }[]> {
      const expired: { id: string; email: string }[] = [];
      const sweeps = [
        (limit: number) => bookings.expireHolds(limit),
        (limit: number) => bookings.expireStartedHolds(limit),
      ];
      for (const expire of sweeps) {
        for (;;) {
          const batch = await expire(500);
          expired.push(...batch);
          if (batch.length < 500) break;
        }
      }
      await bookings.forgetEndedHolds(holds.cooldownMinutes);
      return expired;
    },

    /**
     * Ends every booking still on a cancelled departure, as an admin cancel does, with the
     * reason the travellers then see: unpaid ones become cancelled, paid ones are refunded
     * through the processor. A refund the processor refuses for now throws (the job runs again
     * and carries on where it stopped: finished bookings are no longer on the departure).
     */
    async cancelForDeparture(input: {
      actor: Actor;
      departureId: string;
      reason: string;
    }): Promise<{ cancelled: number; refunded: number }> {
      let cancelled = 0;
      let refunded = 0;
      for (const booking of await bookings.holdingBookingsOf(input.departureId)) {
        try {
          const result = await service.adminCancelBooking({
            actor: input.actor,
            bookingId: booking.id,
            reason: input.reason,
            // Recorded in the audit trail as the cancelling admin's, from no address (a job).
            address: null,
          });
          cancelled++;
          refunded += result.refunded;
        } catch (error) {
          // Cancelled meanwhile by someone else: nothing left to do for it.
          if (error instanceof AppError && error.code === 'BOOKING_NOT_CANCELLABLE') continue;
          throw error;
        }
      }
      return { cancelled, refunded };
    },

    /**
     * `POST /allBooking/:id/cancel` (admins): cancels any booking with a reason the traveller
     * then sees. A paid booking is refunded through the processor first (the same refund as the
     * traveller's own cancel, once whatever happens twice); an unpaid one becomes cancelled.
     */
    async adminCancelBooking(input: {
      actor: Actor;
      bookingId: string;
      reason: string;
      address: string | null;
    }): Promise<AdminCancelResponse> {
      const recordCancel = async (from: string, to: string, refunded: number) =>
        audit.record({
          actor: input.actor,
          address: input.address,
          action: 'booking.cancel',
          targetType: 'booking',
          targetId: input.bookingId,
          changes: { status: { from, to }, reason: 'changed' },
          details: { refunded },
        });
      const notCancellable = (detail: string) => new AppError('BOOKING_NOT_CANCELLABLE', detail);
      let booking = isUuid(input.bookingId) ? await bookings.findById(input.bookingId) : undefined;
      if (!booking) throw new AppError('BOOKING_NOT_FOUND', 'There is no booking with this id.');
      const record = (expected: 'unpaid' | 'refunded') =>
        bookings.recordCancellation({
          id: input.bookingId,
          expected,
          reason: input.reason,
          adminId: input.actor.id,
        });
      if (booking.status === 'unpaid' && !booking.cancelledAt) {
        const cancelled = await record('unpaid');
        if (cancelled) {
          await recordCancel('unpaid', cancelled.status, 0);
          return { bookingId: cancelled.id, status: cancelled.status, refunded: 0 };
        }
        // Paid (or cancelled) meanwhile: answer for what it is now.
        booking = await bookings.findById(input.bookingId);
        if (!booking) throw new AppError('BOOKING_NOT_FOUND', 'There is no booking with this id.');
      }
      if (booking.cancelledAt) throw notCancellable('This booking was cancelled already.');
      if (booking.status !== 'paid') {
        throw notCancellable(
          booking.status === 'refunded'
            ? 'This booking was refunded already.'
            : booking.status === 'expired'
              ? 'This booking expired already: its seat hold ran out.'
              : 'This booking was cancelled already.',
        );
      }
      const { refunded, made } = await refunds.refundBooking({
        actor: input.actor,
        bookingId: booking.id,
        reason: input.reason,
        by: { actor: input.actor, address: input.address },
      });
      // Refunded meanwhile by someone else (the traveller, another admin): as if it had been
      // refunded before this cancel began.
      if (!made) throw notCancellable('This booking was refunded already.');
      const cancelled = await record('refunded');
      if (!cancelled) throw notCancellable('This booking was cancelled already.');
      await recordCancel('paid', cancelled.status, refunded);
      return { bookingId: cancelled.id, status: cancelled.status, refunded };
    },

    /** Cancels an unpaid booking of the caller's (any, for an admin). */
    async cancelBooking({
      actor,
      bookingId,
      address,
    }: {
      actor: Actor;
      bookingId: string;
      /** The request's client address: an admin's removal is recorded in the audit trail. */
      address: string | null;
    }): Promise<number> {
      const booking = isUuid(bookingId) ? await bookings.findById(bookingId) : undefined;
      if (!booking) throw new AppError('BOOKING_NOT_FOUND', 'There is no booking with this id.');
      if (!mayManage(actor, booking))
        throw new AppError('FORBIDDEN', 'You can only cancel your own bookings.');
      if (booking.status === 'cancelled') {
        throw new AppError('BOOKING_NOT_CANCELLABLE', 'This booking was cancelled already.');
      }
      if (booking.status === 'expired') {
        throw new AppError(
          'BOOKING_NOT_CANCELLABLE',
          'This booking expired already: its seat hold ran out and nothing is owed.',
        );
      }
      if (booking.status !== 'unpaid') {
        throw new AppError(
          'BOOKING_NOT_CANCELLABLE',
          'This booking is paid; it can be refunded, not deleted.',
        );
      }
      const deleted = await bookings.removeUnpaid(booking.id);
      if (deleted === 0)
        throw new AppError(
          'BOOKING_NOT_CANCELLABLE',
          'This booking was paid meanwhile; it can be refunded, not deleted.',
        );
      // An admin removing someone else's booking is an admin's change; one's own trip is not.
      if (actor.role === 'admin' && booking.userId !== actor.id) {
        await audit.record({
          actor,
          address,
          action: 'booking.cancel',
          targetType: 'booking',
          targetId: booking.id,
          changes: { status: { from: 'unpaid', to: 'deleted' } },
        });
      }
      return deleted;
    },

    /** Which packages these accounts have a paid, not refunded, booking of (`PaidTrips`). */
    async paidTripsOf(userIds: string[]): Promise<{ userId: string; packageId: string | null }[]> {
      return bookings.paidPackagesOf(userIds);
    },
  };
  return service;
}

export type BookingsService = ReturnType<typeof createBookingsService>;

/** The narrow view of bookings other features get: who has travelled on what. */
export type PaidTrips = Pick<BookingsService, 'paidTripsOf'>;
