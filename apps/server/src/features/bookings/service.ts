import type { createBookingRequest } from '@wayfare/contract/bookings';
import type { z } from 'zod';
import { AppError } from '#lib/errors';
import { asksForOwn, mayAskAbout, mayManage } from '#lib/policies';
import type { AccessClaims, Actor } from '#lib/actor';
import { isUuid } from '#lib/ids';
import type { AccountLookup } from '#features/users';
import type { Booking, BookingSummary } from '@wayfare/contract/bookings';
import { toBookingDto, type BookingsRepository } from './repository';

type CreateInput = z.output<typeof createBookingRequest>;

export function createBookingsService(deps: {
  bookings: BookingsRepository;
  accounts: AccountLookup;
}) {
  const { bookings, accounts } = deps;

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

    /** All Bookings (admins): every booking, newest first. */
    async listAllBookings(page: { limit: number; offset: number }): Promise<Booking[]> {
      return (await bookings.listAll(page)).map(toBookingDto);
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
  };
}

export type BookingsService = ReturnType<typeof createBookingsService>;
