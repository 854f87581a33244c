import { z } from 'zod';
import { calendarDay } from './common';
import { AUDIT_ACTIONS, AUDIT_ACTOR_KINDS } from './audit-actions';
import { PAGE_MAX_LIMIT } from './constants';

/*
 * The audit trail (issue 19), as admins read it at /dashboard/audit: every change an admin made
 * and every admin sign-in, newest first. Append-only: the API has no way to edit or remove an
 * entry. People are named by id; personal values are never copied in (a changed name or e-mail
 * reads `'changed'`).
 */

export {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_ACTOR_KINDS,
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
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** The client address the request came from. */
  address: z.string().nullable(),
  changes: z.record(z.string(), auditChange).nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEvent = z.infer<typeof auditEvent>;

/**
 * `GET /audit` (admin): newest first; by action, actor, target and the trip zone's days
 * `from`..`to` (both included).
 */
export const auditListQuery = z
  .object({
    limit: z.coerce.number().int().min(1).max(PAGE_MAX_LIMIT).default(20),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    action: z.enum(AUDIT_ACTIONS).optional(),
    actorId: z.string().trim().min(1).max(64).optional(),
    targetType: z.string().trim().min(1).max(40).optional(),
    targetId: z.string().trim().min(1).max(64).optional(),
    from: calendarDay.optional(),
    to: calendarDay.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'must not be before from',
    path: ['to'],
  });
export type AuditListQuery = z.input<typeof auditListQuery>;

export const auditList = z.object({
  items: z.array(auditEvent),
  total: z.number().int(),
});
export type AuditList = z.infer<typeof auditList>;
