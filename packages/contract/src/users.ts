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
