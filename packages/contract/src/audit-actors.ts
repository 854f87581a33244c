/*
 * The audit trail's actors, zod-free for the browser: the Audit Trail and Manage User's pending
 * invitations name them alike.
 */

/**
 * Who an entry's actor is: an admin (`actorId` their user id), or the operator at the server's
 * shell (`npm run admin`, the setup links of `ADMIN_EMAILS`), who has no account and no id.
 */
export const AUDIT_ACTOR_KINDS = ['admin', 'operator'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/** How the trail names the operator's entries, on the page as in any file made of it. */
export const OPERATOR_ACTOR_LABEL = 'operator (CLI)';

/** How the trail names a person whose account no longer exists (read when it is shown). */
export const DELETED_USER_LABEL = 'deleted user';
