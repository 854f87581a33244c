import { z } from 'zod';
import { ACCOUNT_NAME_MAX } from './constants';

export { ACCOUNT_NAME_MAX } from './constants';

/** `GET /account`: the signed-in person's own account, for the account page. */
export const accountResponse = z.object({
  name: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'user']),
  /** How this person signs in: `password`, and the ids of linked social providers. */
  signInMethods: z.array(z.string()),
  /** Whether deleting the account asks for the current password (it has one). */
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type AccountResponse = z.infer<typeof accountResponse>;

/** `PATCH /account`: the display name, the same in the directory and the identity service. */
export const updateAccountRequest = z.strictObject({
  name: z.string().trim().min(1, { error: 'write your name' }).max(ACCOUNT_NAME_MAX),
});
export type UpdateAccountRequest = z.input<typeof updateAccountRequest>;

/**
 * `DELETE /account`: the person deletes their own account. The current password is asked again
 * when the account has one (a borrowed, unlocked device is not enough to delete someone).
 */
export const deleteAccountRequest = z.strictObject({
  password: z.string().max(256).optional(),
});
export type DeleteAccountRequest = z.input<typeof deleteAccountRequest>;
