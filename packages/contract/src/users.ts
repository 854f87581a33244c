import { z } from 'zod';
import { emailAddress } from './common';
import { ACCOUNT_NAME_MAX, PAGE_MAX_LIMIT } from './constants';

export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

export const user = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
});
export type User = z.infer<typeof user>;

/** `POST /users`: name and email only; any `role` sent is ignored, never applied. */
export const createUserRequest = z.object({
  name: z.string().trim().max(ACCOUNT_NAME_MAX).default(''),
  email: emailAddress,
});
export type CreateUserRequest = z.infer<typeof createUserRequest>;

export const adminStatusParams = z.object({ email: emailAddress });
export const adminStatusResponse = z.object({ admin: z.boolean() });
export type AdminStatusResponse = z.infer<typeof adminStatusResponse>;

/** `GET /users` (admin): newest first, in pages. */
export const userList = z.array(user);

/**
 * `DELETE /users/admin/:id` (admin): takes the person's admin rights away (never the last
 * admin's; their own too, while another admin remains). `modifiedCount` is 0 when they were no
 * admin; `invitationsRevoked` how many of their pending admin invitations died with the role.
 */
export const removeAdminResponse = z.object({
  modifiedCount: z.number().int(),
  invitationsRevoked: z.number().int(),
});
export type RemoveAdminResponse = z.infer<typeof removeAdminResponse>;

/** `POST /admin-invitations` (admin): a one-time link that makes the person with `email` an admin. */
export const adminInvitationRequest = z.object({ email: emailAddress });
export const adminInvitationResponse = z.object({
  /** The invitation's id: the audit trail's target, and what `DELETE /admin-invitations/:id` takes. */
  _id: z.string(),
  email: z.string(),
  /** Hand this to the person; it works once, for someone signed in with `email`. */
  url: z.string(),
  expiresAt: z.string(),
});
export type AdminInvitationResponse = z.infer<typeof adminInvitationResponse>;

/** `POST /admin-invitations/accept`: the secret from the link's fragment. */
export const acceptInvitationRequest = z.object({ token: z.string().min(1).max(200) });
export const acceptInvitationResponse = z.object({ admin: z.literal(true) });

/**
 * `GET /admin-invitations` (admin): the admin links that still work, newest first, a page at a
 * time (`limit`, `offset`; `X-Total-Count` says how many). An admin's invitation is listed while
 * its issuer is an admin; the operator's (`npm run admin -- invite`, the `ADMIN_EMAILS` setup
 * links) until used, expired or revoked. Never the link itself: only a hash of its secret is kept.
 */
export const adminInvitationsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_MAX_LIMIT).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type AdminInvitationsQuery = z.input<typeof adminInvitationsQuery>;

export const pendingAdminInvitation = z.object({
  _id: z.string(),
  /** For whom: the address that must be signed in to use it. */
  email: z.string(),
  /** `invitation` (an admin's or `npm run admin -- invite`) or `setup` (`ADMIN_EMAILS`). */
  kind: z.enum(['invitation', 'setup']),
  /** The admin who issued it; null for the operator's (CLI and setup links). */
  issuedBy: z.object({ _id: z.string(), name: z.string(), email: z.string() }).nullable(),
  /** When it was issued and until when it works, in the trip zone (`2026-12-09T10:00:00+06:00`). */
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PendingAdminInvitation = z.infer<typeof pendingAdminInvitation>;
export const pendingAdminInvitationList = z.array(pendingAdminInvitation);
