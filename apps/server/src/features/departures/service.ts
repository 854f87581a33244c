import type { z } from 'zod';
import type {
  createDepartureRequest,
  Departure,
  DeparturesQuery,
  Manifest,
  updateDepartureRequest,
} from '@wayfare/contract/departures';
import { auditChanges, type AuditBy, type AuditRecorder } from '#features/audit';
import { AppError } from '#lib/errors';
import { isUuid } from '#lib/ids';
import type { Actor } from '#lib/actor';
import { formatTripTime, parseTripTime, tripDayEnd, tripDayStart } from '#lib/trip-time';
import type { DepartureCancelJob, DeparturesRepository, DepartureWithPrice } from './repository';

type CreateInput = z.output<typeof createDepartureRequest>;
type UpdateInput = z.output<typeof updateDepartureRequest>;

/** What the departures feature needs of bookings: ending the bookings of a cancelled departure. */
export interface DepartureBookings {
  cancelForDeparture(input: {
    actor: Actor;
    departureId: string;
    reason: string;
  }): Promise<{ cancelled: number; refunded: number }>;
}

export function createDeparturesService(deps: {
  departures: DeparturesRepository;
  /** The trip zone (TRIP_TIME_ZONE): start times typed without an offset are its. */
  timeZone: string;
  /** The audit trail: admins' additions and changes are recorded there. */
  audit: AuditRecorder;
}) {
  const { departures, timeZone, audit } = deps;

  /** A departure's fields as the trail shows them: trip-zone time, price in dollars. */
  function forAudit(values: {
    startsAt?: Date;
    seatsTotal?: number;
    priceCents?: number | null;
    status?: string;
    cancelReason?: string | null;
  }): Record<string, unknown> {
    return {
      startsAt: values.startsAt && formatTripTime(values.startsAt, timeZone),
      seats: values.seatsTotal,
      price:
        values.priceCents === undefined
          ? undefined
          : values.priceCents === null
            ? null
            : values.priceCents / 100,
      status: values.status,
      cancelReason: values.cancelReason ?? undefined,
    };
  }

  const notFound = () => new AppError('DEPARTURE_NOT_FOUND', 'There is no departure with this id.');

  function toDto(row: DepartureWithPrice): Departure {
    return {
      _id: row.id,
      packageId: row.packageId,
      startsAt: formatTripTime(row.startsAt, timeZone),
      seatsTotal: row.seatsTotal,
      seatsLeft: row.status === 'open' ? Math.max(0, row.seatsTotal - row.seatsTaken) : 0,
      price: row.effectivePriceCents / 100,
      ownPrice: row.priceCents !== null,
      status: row.status,
    };
  }

  /** A start time that must lie in the future; field errors say which field is wrong. */
  function futureStart(text: string): Date {
    const startsAt = parseTripTime(text, timeZone);
    if (!startsAt) {
      throw new AppError('VALIDATION_FAILED', 'startsAt must be a date and time.', [
        { path: 'body.startsAt', message: 'must be a date and time' },
      ]);
    }
    if (startsAt.getTime() <= Date.now()) {
      throw new AppError('VALIDATION_FAILED', 'startsAt must be in the future.', [
        { path: 'body.startsAt', message: 'must be in the future' },
      ]);
    }
    return startsAt;
  }

  return {
    /**
     * `GET /packages/:id/departures`: those not started yet, earliest first, within `from` and
     * `to` when given (a `from` in the past shows no past ones); `all` (admins) adds past and
     * cancelled ones. An unknown package has none.
     */
    async listForPackage(packageId: string, query: DeparturesQuery): Promise<Departure[]> {
      if (!isUuid(packageId)) return [];
      const all = query.all === 'true';
      const rows = await departures.listForPackage(packageId, {
        from: query.from ? tripDayStart(query.from, timeZone) : undefined,
        to: query.to ? tripDayEnd(query.to, timeZone) : undefined,
        upcoming: !all,
        includeCancelled: all,
      });
      // Admins see what is taken of each, a closed one's too (the public sees what is left).
      return rows.map((row) => (all ? { ...toDto(row), seatsTaken: row.seatsTaken } : toDto(row)));
    },

    /** `POST /packages/:id/departures` (admins). */
    async create(packageId: string, input: CreateInput, by: AuditBy): Promise<string> {
      if (!isUuid(packageId) || !(await departures.packageOffered(packageId))) {
        throw new AppError('PACKAGE_NOT_FOUND', 'There is no package with this id on offer.');
      }
      const values = {
        packageId,
        startsAt: futureStart(input.startsAt),
        seatsTotal: input.seats,
        priceCents: input.price === undefined || input.price === null ? null : input.price * 100,
      };
      const id = await departures.create(values);
      await audit.record({
        ...by,
        action: 'departure.create',
        targetType: 'departure',
        targetId: id,
        changes: auditChanges({}, forAudit(values)),
        details: { packageId },
      });
      return id;
    },

    /**
     * `PATCH /departures/:id` (admins). Seats never below those taken (409 SEATS_TAKEN);
     * a cancelled departure stays cancelled; cancelling ends its bookings (a job: unpaid ones
     * are cancelled, paid ones refunded through the processor, each with the reason).
     */
    async update(
      actor: Actor,
      id: string,
      input: UpdateInput,
      address: string | null,
    ): Promise<number> {
      if (!isUuid(id)) throw notFound();
      const before = await departures.findById(id);
      const patch = {
        startsAt: input.startsAt === undefined ? undefined : futureStart(input.startsAt),
        seatsTotal: input.seats,
        priceCents:
          input.price === undefined ? undefined : input.price === null ? null : input.price * 100,
        status: input.status,
        cancelReason: input.status === 'cancelled' ? input.reason : undefined,
      };
      const outcome = await departures.update(id, patch, actor.id);
      if (outcome === 'not-found') throw notFound();
      if (outcome === 'cancelled-already') {
        throw new AppError(
          'DEPARTURE_NOT_OPEN',
          'This departure was cancelled; it cannot be changed. Add a new departure instead.',
        );
      }
      if (outcome === 'seats-taken') {
        const row = await departures.findById(id);
        const taken = row?.seatsTaken ?? 0;
        throw new AppError(
          'SEATS_TAKEN',
          `${taken} seat${taken === 1 ? ' is' : 's are'} taken on this departure already; seats cannot go below that.`,
          undefined,
          { seatsTaken: taken },
        );
      }
      await audit.record({
        actor,
        address,
        action: input.status === 'cancelled' ? 'departure.cancel' : 'departure.update',
        targetType: 'departure',
        targetId: id,
        changes: auditChanges(before ? forAudit(before) : {}, forAudit(patch)),
        details: before ? { packageId: before.packageId } : null,
      });
      return 1;
    },

    /** `GET /departures/:id/manifest` (admins): who travels, lead traveller first per booking. */
    async manifest(id: string): Promise<Manifest> {
      const row = isUuid(id) ? await departures.findById(id) : undefined;
      if (!row) throw notFound();
      const entries = await departures.bookingsOf(id);
      const seats = (status: string) =>
        entries.filter((e) => e.status === status).reduce((sum, e) => sum + e.travellers, 0);
      return {
        departure: toDto(row),
        packageTitle: row.packageTitle,
        packageTitleBn: row.packageTitleBn,
        seatsSold: seats('paid'),
        seatsHeld: seats('unpaid'),
        entries: entries.map((e) => ({
          bookingId: e.id,
          name: e.name,
          email: e.email,
          travellers: e.travellers,
          travellerNames: e.travellerNames,
          status: e.status,
          price: e.priceCents / 100,
          bookedAt: formatTripTime(e.createdAt, timeZone),
          holdExpiresAt:
            e.status === 'unpaid' && e.holdExpiresAt
              ? formatTripTime(e.holdExpiresAt, timeZone)
              : null,
        })),
      };
    },

    /** The job that ends a cancelled departure's bookings (queue departures.cancel-bookings). */
    async runCancelJob(payload: DepartureCancelJob, bookingsFeature: DepartureBookings) {
      return bookingsFeature.cancelForDeparture({
        actor: { id: payload.adminId, email: '', name: 'Wayfare', role: 'admin' },
        departureId: payload.departureId,
        reason: payload.reason,
      });
    },
  };
}

export type DeparturesService = ReturnType<typeof createDeparturesService>;
