import { z } from 'zod';
import { calendarDay } from './common';
import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS } from './audit-actions';
import { PAGE_MAX_LIMIT } from './constants';

/*
 * The audit trail (docs/architecture.md, "Audit trail"), as admins read it at /dashboard/audit:
 * every change an admin made and every admin sign-in, newest first. Append-only: the API has no way
 * to edit or remove an entry. People are kept by id and named when the trail is read; personal
 * values are never copied in (a changed name or e-mail reads `'changed'`).
 */

export {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_ACTOR_KINDS,
  DELETED_USER_LABEL,
  OPERATOR_ACTOR_LABEL,
  type AuditAction,
  type AuditActorKind,
} from './audit-actions';

/** One field's change: before and after, or `'changed'` for a personal value never copied. */
export const auditChange = z.union([
  z.object({ from: z.unknown(), to: z.unknown() }),
  z.literal('changed'),
]);
export type AuditChange = z.infer<typeof auditChange>;

export const auditEvent = z.object({
  _id: z.string(),
  /** When, in the trip zone (`2026-12-24T07:00:00+06:00`). */
  at: z.string(),
  /**
   * Who acted: an admin, or the operator at the server's shell (`npm run admin`, the setup links of
   * `ADMIN_EMAILS`), who has no account; the web app shows the operator as `operator (CLI)`.
   */
  actorKind: z.enum(AUDIT_ACTOR_KINDS),
  /** The admin's user id (kept when the account is deleted); null for the operator. */
  actorId: z.string().nullable(),
  /**
   * The admin's name as the directory holds it now (read when the trail is read, never stored in
   * it), `deleted user` once the account is gone; null for the operator.
   */
  actorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /**
   * For a target that is a person (`user`): their name from the directory now, or `deleted user`;
   * null for other targets.
   */
  targetName: z.string().nullable(),
  /** The client address the request came from. */
  address: z.string().nullable(),
  changes: z.record(z.string(), auditChange).nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

/** What `GET /audit` and its CSV export filter by. */
export const auditFilters = z.object({
  action: z.enum(AUDIT_ACTIONS).optional(),
  actorId: z.string().trim().min(1).max(64).optional(),
  /** Words of the acting admin's name as the directory holds it now (case ignored). */
  actor: z.string().trim().max(100).optional(),
  targetType: z.string().trim().min(1).max(40).optional(),
  targetId: z.string().trim().min(1).max(64).optional(),
  from: calendarDay.optional(),
  to: calendarDay.optional(),
});

const dayRange = (query: { from?: string; to?: string }) =>
  !query.from || !query.to || query.from <= query.to;
const dayRangeError = { message: 'must not be before from', path: ['to'] };

/**
 * `GET /audit` (admin): newest first; by action, actor (id, or words of the admin's name), target
 * and the trip zone's days `from`..`to` (both included).
 */
export const auditListQuery = auditFilters
  .extend({
    limit: z.coerce.number().int().min(1).max(PAGE_MAX_LIMIT).default(20),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .refine(dayRange, dayRangeError);
export type AuditListQuery = z.input<typeof auditListQuery>;

/** `GET /exports/audit.csv` (admin): the trail's filters, without paging. */
export const auditExportQuery = auditFilters.refine(dayRange, dayRangeError);
export type AuditExportQuery = z.infer<typeof auditExportQuery>;

export const auditList = z.object({
  items: z.array(auditEvent),
  total: z.number().int(),
});
export type AuditList = z.infer<typeof auditList>;
