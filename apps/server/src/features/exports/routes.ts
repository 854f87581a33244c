import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Manifest } from '@wayfare/contract/departures';
import {
  auditExportQuery,
  bookingsExportQuery,
  contactsExportQuery,
  paymentsExportQuery,
  tripRequestsExportQuery,
  usersExportQuery,
} from '@wayfare/contract/exports';
import type { Actor } from '#lib/actor';
import { actorOf } from '#plugins/auth-guard';
import type {
  ExportFile,
  ExportHooks,
  ExportOutcome,
  ExportsService,
  OpenedExport,
} from './service';

/** What an audit trail learns of each export (ExportsRoutesOptions.onExport). */
export interface ExportRecord {
  actor: Actor;
  address: string | null;
  kind: ExportFile;
  /** What the file is of, when it is of one thing: the manifest's departure. */
  targetId?: string;
  /** The filters as validated (what the file holds). */
  filters: Record<string, unknown>;
  rows: number;
  /** False when the download broke off before its end. */
  complete: boolean;
}

interface ExportsRoutesOptions {
  service: ExportsService;
  /**
   * Called as each export ends. A whole file's last bytes are sent only once this resolves; when
   * it fails, the download breaks off (no complete file goes out unrecorded).
   */
  onExport?: (record: ExportRecord) => Promise<void>;
}

/** The answer as the API reference describes it: a CSV file, not JSON. */
const csvAnswer = (what: string) => ({
  200: {
    description: `${what} as CSV (RFC 4180, UTF-8 with a byte-order mark, CRLF), newest first; sent as an attachment.`,
    content: { 'text/csv': { schema: z.string() } },
  },
});

/**
 * Sends an export as a CSV attachment that no cache keeps, and tells `onExport` of it as it ends
 * (a whole file's last bytes wait for it).
 */
async function sendExport(
  request: FastifyRequest,
  reply: FastifyReply,
  {
    kind,
    targetId,
    filters,
    open,
    onExport,
  }: Pick<ExportRecord, 'kind' | 'targetId' | 'filters'> &
    Pick<ExportsRoutesOptions, 'onExport'> & {
      open: (hooks: ExportHooks) => Promise<OpenedExport>;
    },
) {
  const actor = actorOf(request);
  const opened = await open({
    log: request.log,
    onEnd: onExport
      ? (outcome: ExportOutcome) =>
          onExport({
            actor,
            address: request.ip || null,
            kind,
            ...(targetId ? { targetId } : {}),
            filters,
            ...outcome,
          })
      : undefined,
  });
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${opened.fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(opened.body, { objectMode: false }));
}

/**
 * The manifest's CSV answer, for the departures feature's `GET /departures/:id/manifest` (with
 * `Accept: text/csv`): written, sent and told to `onExport` as the exports are, with the
 * departure as its target.
 */
export function manifestCsvReply({ service, onExport }: ExportsRoutesOptions) {
  return (request: FastifyRequest, reply: FastifyReply, manifest: Manifest) =>
    sendExport(request, reply, {
      kind: 'manifest',
      targetId: manifest.departure._id,
      filters: {},
      onExport,
      open: (hooks) => service.manifest(manifest, hooks),
    });
}

/**
 * `GET /exports/<kind>.csv` (admins): each admin list as a spreadsheet file, with the list's
 * filters, streamed from the database as it is read.
 */
export const exportsRoutes: FastifyPluginAsyncZod<ExportsRoutesOptions> = async (
  app,
  { service, onExport },
) => {
  app.get(
    '/exports/bookings.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'All Booking as a CSV file, with its filters',
        querystring: bookingsExportQuery,
        response: csvAnswer('The bookings'),
      },
    },
    async (request, reply) =>
      sendExport(request, reply, {
        kind: 'bookings',
        filters: request.query,
        onExport,
        open: (hooks) => service.bookings(request.query, hooks),
      }),
  );

  app.get(
    '/exports/payments.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Payments as a CSV file, found by payer, status and day paid',
        querystring: paymentsExportQuery,
        response: csvAnswer('The payments'),
      },
    },
    async (request, reply) =>
      sendExport(request, reply, {
        kind: 'payments',
        filters: request.query,
        onExport,
        open: (hooks) => service.payments(request.query, hooks),
      }),
  );

  app.get(
    '/exports/users.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Manage User as a CSV file, with its search',
        querystring: usersExportQuery,
        response: csvAnswer('The users'),
      },
    },
    async (request, reply) =>
      sendExport(request, reply, {
        kind: 'users',
        filters: request.query,
        onExport,
        open: (hooks) => service.users(request.query, hooks),
      }),
  );

  app.get(
    '/exports/trip-requests.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'The trip-request inbox as a CSV file, of one status (new by default)',
        querystring: tripRequestsExportQuery,
        response: csvAnswer('The trip requests'),
      },
    },
    async (request, reply) =>
      sendExport(request, reply, {
        kind: 'trip-requests',
        filters: request.query,
        onExport,
        open: (hooks) => service.tripRequests(request.query, hooks),
      }),
  );

  app.get(
    '/exports/contacts.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'User Requests (contact messages) as a CSV file, with its filters',
        querystring: contactsExportQuery,
        response: csvAnswer('The contact messages'),
      },
    },
    async (request, reply) =>
      sendExport(request, reply, {
        kind: 'contacts',
        filters: request.query,
        onExport,
        open: (hooks) => service.contacts(request.query, hooks),
      }),
  );

  app.get(
    '/exports/audit.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'The audit trail as a CSV file, with its filters, its people named',
        querystring: auditExportQuery,
        response: csvAnswer('The audit entries'),
      },
    },
    async (request, reply) =>
      sendExport(request, reply, {
        kind: 'audit',
        // Words of a name are a personal value: the trail records only that some were given.
        filters: { ...request.query, ...(request.query.actor ? { actor: 'given' } : {}) },
        onExport,
        open: (hooks) => service.audit(request.query, hooks),
      }),
  );
};
