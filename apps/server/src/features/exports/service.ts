import { paymentStatus } from '@wayfare/contract/payment-status';
import type { FastifyBaseLogger } from 'fastify';
import { formatInTimeZone } from 'date-fns-tz';
import type { Manifest } from '@wayfare/contract/departures';
import type {
  AuditExportQuery,
  BookingsExportQuery,
  ContactsExportQuery,
  ExportKind,
  PaymentsExportQuery,
  TripRequestsExportQuery,
  UsersExportQuery,
} from '@wayfare/contract/exports';
import { CSV_BOM, csvRow, type CsvCell } from '#lib/csv';
import { tripDayEnd, tripDayStart } from '#lib/trip-time';
import { auditActorName, auditTargetName } from '#features/audit';
import type {
  AuditExportRow,
  BookingExportRow,
  ContactExportRow,
  ExportsRepository,
  PaymentExportRow,
  TripRequestExportRow,
  UserExportRow,
} from './repository';

/** The files exported: the admin lists', and a departure's manifest. */
export type ExportFile = ExportKind | 'manifest';

/** What the caller learns of an export as it ends: how many rows, and whether it was whole. */
export interface ExportOutcome {
  rows: number;
  /** False when the download broke off (the client went away, or reading failed). */
  complete: boolean;
}

export interface ExportHooks {
  /** The request's logger: an export that fails after its first bytes is logged here. */
  log: FastifyBaseLogger;
  /**
   * Called once as the export ends. A whole export's last bytes are sent only after this
   * settles, so a failure here (an audit entry that could not be written) breaks the download
   * instead of leaving a complete file that nothing recorded.
   */
  onEnd?: (outcome: ExportOutcome) => Promise<void>;
}

/** An export ready to send: its file name and its text, piece by piece (BOM and header first). */
export interface OpenedExport {
  fileName: string;
  body: AsyncGenerator<Buffer>;
}

/** Instants as ISO 8601 in UTC (`2026-11-27T04:28:57.123Z`); empty for none. */
const instant = (value: Date | null) => value?.toISOString() ?? null;
/** Money as a number in the currency's major unit, as the API's lists answer it. */
const major = (cents: number) => cents / 100;

export function createExportsService({
  repo,
  timeZone,
}: {
  repo: ExportsRepository;
  /** The trip zone: its days for the `from`/`to` filters and file names, its local times. */
  timeZone: string;
}) {
  const local = (value: Date | null) =>
    value ? formatInTimeZone(value, timeZone, 'yyyy-MM-dd HH:mm') : null;
  const localHeader = (name: string) => `${name} (${timeZone})`;
  const days = (query: { from?: string; to?: string }) => ({
    from: query.from ? tripDayStart(query.from, timeZone) : undefined,
    to: query.to ? tripDayEnd(query.to, timeZone) : undefined,
  });

  /**
   * Reads the first chunk now (a failure then is an ordinary error answer), and gives the rest
   * as the body is read: one chunk in memory at a time, the next read only when the previous
   * one was taken (the response's backpressure).
   */
  async function open<R>(
    kind: ExportFile,
    header: string[],
    source: AsyncGenerator<R[]>,
    cells: (row: R) => CsvCell[],
    hooks: ExportHooks,
    fileName = `wayfare-${kind}-${formatInTimeZone(new Date(), timeZone, 'yyyy-MM-dd')}.csv`,
  ): Promise<OpenedExport> {
    // Each piece becomes bytes at once: a piece waits (across the next chunk's query) as a
    // buffer outside the JavaScript heap, not as a string the collector would promote and keep.
    const bytes = (text: string) => Buffer.from(text, 'utf8');
    const text = (rows: R[]) => bytes(rows.map((row) => csvRow(cells(row))).join(''));
    const first = await source.next();
    async function* body(): AsyncGenerator<Buffer> {
      let rows = 0;
      let ended = false;
      try {
        let pending = bytes(CSV_BOM + csvRow(header));
        if (!first.done) {
          pending = Buffer.concat([pending, text(first.value)]);
          rows += first.value.length;
          for await (const chunk of source) {
            yield pending;
            pending = text(chunk);
            rows += chunk.length;
          }
        }
        // The last piece waits for the end hook (see ExportHooks.onEnd).
        ended = true;
        await hooks.onEnd?.({ rows, complete: true });
        yield pending;
      } catch (error) {
        hooks.log.error({ err: error, export: kind, rows }, 'CSV export broke off');
        throw error;
      } finally {
        if (!ended) {
          await source.return(undefined);
          await hooks.onEnd?.({ rows, complete: false }).catch((error: unknown) => {
            hooks.log.error({ err: error, export: kind }, 'recording a broken-off export failed');
          });
        }
      }
    }
    return { fileName, body: body() };
  }

  return {
    /** All Booking as a spreadsheet, with its filters. */
    bookings(query: BookingsExportQuery, hooks: ExportHooks) {
      const rows = repo.bookings({ q: query.q || undefined, status: query.status, ...days(query) });
      return open(
        'bookings',
        [
          'id',
          'created_at',
          'status',
          'name',
          'email',
          'package_id',
          'package_title',
          'duration',
          'travellers',
          'traveller_names',
          'price',
          'departure_id',
          'departure_starts_at',
          localHeader('departure_starts_at'),
          'cancelled_at',
          'cancel_reason',
        ],
        rows,
        (row: BookingExportRow) => [
          row.id,
          instant(row.createdAt),
          row.status,
          row.name,
          row.email,
          row.packageId,
          row.packageTitle,
          row.duration,
          row.travellers,
          row.travellerNames.join('; '),
          major(row.priceCents),
          row.departureId,
          instant(row.departureStartsAt),
          local(row.departureStartsAt),
          instant(row.cancelledAt),
          row.cancelReason,
        ],
        hooks,
      );
    },

    /** Every payment (or those the filters find), with what was refunded of it. */
    payments(query: PaymentsExportQuery, hooks: ExportHooks) {
      const rows = repo.payments({ q: query.q || undefined, status: query.status, ...days(query) });
      return open(
        'payments',
        [
          'id',
          'created_at',
          'status',
          'name',
          'email',
          'transaction_id',
          'amount',
          'refunded',
          'card_brand',
          'card_last4',
          'booking_ids',
          'package_ids',
        ],
        rows,
        (row: PaymentExportRow) => [
          row.id,
          instant(row.createdAt),
          paymentStatus({ paidCents: row.amountCents, refundedCents: row.refundedCents }),
          row.name,
          row.email,
          row.transactionId,
          major(row.amountCents),
          major(row.refundedCents),
          row.cardBrand,
          // Text, not a number: "0042" keeps its zeros.
          row.cardLast4,
          row.bookingIds.join('; '),
          row.packageIds.join('; '),
        ],
        hooks,
      );
    },

    /** Manage User as a spreadsheet. */
    users(query: UsersExportQuery, hooks: ExportHooks) {
      return open(
        'users',
        ['id', 'created_at', 'name', 'email', 'role', 'signed_up_at'],
        repo.users({ q: query.q || undefined }),
        (row: UserExportRow) => [
          row.id,
          instant(row.createdAt),
          row.name,
          row.email,
          row.role,
          instant(row.signedUpAt),
        ],
        hooks,
      );
    },

    /** The trip-request inbox (of the status asked for) as a spreadsheet. */
    tripRequests(query: TripRequestsExportQuery, hooks: ExportHooks) {
      return open(
        'trip-requests',
        [
          'id',
          'created_at',
          'status',
          'email',
          'traveller_name',
          'origin',
          'destination',
          'start_at',
          'end_at',
          localHeader('start'),
          localHeader('end'),
          'answered_at',
          'answer',
        ],
        repo.tripRequests({ status: query.status }),
        (row: TripRequestExportRow) => [
          row.id,
          instant(row.createdAt),
          row.answeredAt ? 'answered' : 'new',
          row.email,
          row.travellerName,
          row.origin,
          row.destination,
          instant(row.startAt),
          instant(row.endAt),
          local(row.startAt),
          local(row.endAt),
          instant(row.answeredAt),
          row.answer,
        ],
        hooks,
      );
    },

    /**
     * A departure's manifest (read by the departures feature) as a spreadsheet: one row per
     * traveller, the lead first, then the others; named by the departure's day.
     */
    manifest(manifest: Manifest, hooks: ExportHooks) {
      type Row = Manifest['entries'][number] & { traveller: string; lead: boolean };
      const rows = manifest.entries.flatMap((entry): Row[] => {
        const names = [entry.name, ...entry.travellerNames];
        while (names.length < entry.travellers) names.push('');
        return names.map((traveller, index) => ({ ...entry, traveller, lead: index === 0 }));
      });
      async function* source() {
        yield rows;
      }
      return open(
        'manifest',
        ['traveller', 'role', 'booking e-mail', 'booking', 'status', 'price (USD)', 'booked at'],
        source(),
        (row: Row) => [
          row.traveller,
          row.lead ? 'lead' : 'guest',
          row.email,
          row.bookingId,
          row.status,
          row.lead ? row.price : null,
          row.bookedAt,
        ],
        hooks,
        `manifest-${manifest.departure.startsAt.slice(0, 10)}.csv`,
      );
    },

    /** User Requests (contact messages) as a spreadsheet. */
    contacts(query: ContactsExportQuery, hooks: ExportHooks) {
      return open(
        'contacts',
        ['id', 'created_at', 'name', 'email', 'message', 'handled_at', 'handled_by'],
        repo.contacts({
          q: query.q || undefined,
          handled: query.handled === undefined ? undefined : query.handled === 'true',
        }),
        (row: ContactExportRow) => [
          row.id,
          instant(row.createdAt),
          row.name,
          row.email,
          row.message,
          instant(row.handledAt),
          row.handledAt ? row.handledByEmail : null,
        ],
        hooks,
      );
    },

    /**
     * The audit trail as a spreadsheet, with its filters: its people named from the directory as
     * it is now (`deleted user` once gone), times in UTC and in the trip zone.
     */
    audit(query: AuditExportQuery, hooks: ExportHooks) {
      return open(
        'audit',
        [
          'id',
          'at',
          localHeader('at'),
          'action',
          'actor_kind',
          'actor_id',
          'actor_name',
          'target_type',
          'target_id',
          'target_name',
          'address',
          'changes',
          'details',
        ],
        repo.audit({
          action: query.action,
          actorId: query.actorId,
          actorName: query.actor || undefined,
          targetType: query.targetType,
          targetId: query.targetId,
          ...days(query),
        }),
        (row: AuditExportRow) => [
          row.id,
          instant(row.at),
          local(row.at),
          row.action,
          row.actorKind,
          row.actorId,
          auditActorName(row),
          row.targetType,
          row.targetId,
          auditTargetName(row),
          row.address,
          row.changes ? JSON.stringify(row.changes) : null,
          row.details ? JSON.stringify(row.details) : null,
        ],
        hooks,
      );
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
