import type { createBookingRequest } from '@wayfare/contract/bookings';
import type { z } from 'zod';
import { AppError } from '#lib/errors';
import { asksForOwn, mayAskAbout, mayManage } from '#lib/policies';
import type { AccessClaims, Actor } from '#lib/actor';
import { isUuid } from '#lib/ids';
import type { AccountLookup } from '#features/users';
import type { AdminCancelResponse, Booking, BookingSummary } from '@wayfare/contract/bookings';
import { pageOf, type AllBookingsQuery } from '@wayfare/contract/admin-lists';
import { fromZonedTime } from 'date-fns-tz';
import type { ListPage } from '#lib/list-page';
import { toBookingDto, type BookingsRepository } from './repository';

type CreateInput = z.output<typeof createBookingRequest>;

/** Refunds one paid booking through the card processor, once (payments' refundBooking). */
export interface BookingRefunds {
  refundBooking(input: {
    actor: Actor;
    bookingId: string;
  }): Promise<{ refunded: number; bookingId: string }>;
}

export function createBookingsService(deps: {
  bookings: BookingsRepository;
  accounts: AccountLookup;
  /** The trip zone (TRIP_TIME_ZONE): the days of the list filters are its days. */
  timeZone: string;
  /** The payments feature's refund of a paid booking (the traveller's cancel uses the same). */
  refunds: BookingRefunds;
}) {
  const { bookings, accounts, timeZone, refunds } = deps;

  /** A traveller sees and changes their own bookings; an admin anyone's. */
  function assertMayActFor(actor: Actor, email: string) {
    if (!mayAskAbout(actor, email)) {
      throw new AppError('FORBIDDEN', 'You can only see and change your own bookings.');
    }
  }

  return {
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
      return rows.map(toBookingDto);
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
      const dayStart = (day: string) => fromZonedTime(`${day}T00:00:00`, timeZone);
      const nextDay = (day: string) => {
        const next = new Date(`${day}T00:00:00Z`);
        next.setUTCDate(next.getUTCDate() + 1);
        return dayStart(next.toISOString().slice(0, 10));
      };
      const answer = await bookings.listAll(
        {
          q: query.q || undefined,
          status: query.status,
          from: query.from ? dayStart(query.from) : undefined,
          to: query.to ? nextDay(query.to) : undefined,
        },
        page,
      );
      return { bookings: answer.rows.map(toBookingDto), total: answer.total, page };
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
    }: {
      claims: AccessClaims;
      input: CreateInput;
    }): Promise<string | undefined> {
      if (!isUuid(claims.sub) || !isUuid(input.packageId)) return undefined;
      return bookings.createAsCaller({
        callerId: claims.sub,
        callerEmail: claims.email,
        issuedAt: claims.iat,
        packageId: input.packageId,
        name: input.name,
        email: input.email,
      });
    },

    /** Books a package at the package's own price and duration, whatever the request says. */
    async createBooking({ actor, input }: { actor: Actor; input: CreateInput }): Promise<string> {
      assertMayActFor(actor, input.email);
      const owner =
        input.email === actor.email ? actor.id : await accounts.accountIdOf(input.email);
      const id = isUuid(input.packageId)
        ? await bookings.createFromPackage({
            packageId: input.packageId,
            userId: owner,
            name: input.name,
            email: input.email,
          })
        : undefined;
      if (!id) throw new AppError('PACKAGE_NOT_FOUND', 'This package is no longer available.');
      return id;
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
    }): Promise<AdminCancelResponse> {
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
        if (cancelled) return { bookingId: cancelled.id, status: cancelled.status, refunded: 0 };
        // Paid (or cancelled) meanwhile: answer for what it is now.
        booking = await bookings.findById(input.bookingId);
        if (!booking) throw new AppError('BOOKING_NOT_FOUND', 'There is no booking with this id.');
      }
      if (booking.cancelledAt) throw notCancellable('This booking was cancelled already.');
      if (booking.status !== 'paid') {
        throw notCancellable(
          booking.status === 'refunded'
            ? 'This booking was refunded already.'
            : 'This booking was cancelled already.',
        );
      }
      const { refunded } = await refunds.refundBooking({
        actor: input.actor,
        bookingId: booking.id,
      });
      const cancelled = await record('refunded');
      if (!cancelled) throw notCancellable('This booking was cancelled already.');
      return { bookingId: cancelled.id, status: cancelled.status, refunded };
    },

    /** Cancels an unpaid booking of the caller's (any, for an admin). */
    async cancelBooking({
      actor,
      bookingId,
    }: {
      actor: Actor;
      bookingId: string;
    }): Promise<number> {
      const booking = isUuid(bookingId) ? await bookings.findById(bookingId) : undefined;
      if (!booking) throw new AppError('BOOKING_NOT_FOUND', 'There is no booking with this id.');
      if (!mayManage(actor, booking))
        throw new AppError('FORBIDDEN', 'You can only cancel your own bookings.');
      if (booking.status === 'cancelled') {
        throw new AppError('BOOKING_NOT_CANCELLABLE', 'This booking was cancelled already.');
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
      return deleted;
    },

    /** Which packages these accounts have a paid, not refunded, booking of (`PaidTrips`). */
    async paidTripsOf(userIds: string[]): Promise<{ userId: string; packageId: string | null }[]> {
      return bookings.paidPackagesOf(userIds);
    },
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;

/** The narrow view of bookings other features get: who has travelled on what. */
export type PaidTrips = Pick<BookingsService, 'paidTripsOf'>;
