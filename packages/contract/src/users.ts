import { z } from 'zod';
import { emailAddress } from './common';

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
  name: z.string().trim().max(120).default(''),
  email: emailAddress,
});
export type CreateUserRequest = z.infer<typeof createUserRequest>;

export const adminStatusParams = z.object({ email: emailAddress });
export const adminStatusResponse = z.object({ admin: z.boolean() });
export type AdminStatusResponse = z.infer<typeof adminStatusResponse>;

/** `GET /users` (admin): newest first, in pages. */
export const userList = z.array(user);

/** `POST /admin-invitations` (admin): a one-time link that makes the person with `email` an admin. */
export const adminInvitationRequest = z.object({ email: emailAddress });
export const adminInvitationResponse = z.object({
  email: z.string(),
  /** Hand this to the person; it works once, for someone signed in with `email`. */
  url: z.string(),
  expiresAt: z.string(),
});
export type AdminInvitationResponse = z.infer<typeof adminInvitationResponse>;

/** `POST /admin-invitations/accept`: the secret from the link's fragment. */
export const acceptInvitationRequest = z.object({ token: z.string().min(1).max(200) });
export const acceptInvitationResponse = z.object({ admin: z.literal(true) });
