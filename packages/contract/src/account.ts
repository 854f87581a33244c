import { z } from 'zod';
import { ACCOUNT_NAME_MAX } from './constants';

export { ACCOUNT_NAME_MAX } from './constants';

/** The languages a person may choose for their pages and e-mails (docs/i18n.md). */
export const ACCOUNT_LANGUAGES = ['en', 'bn'] as const;
export type AccountLanguage = (typeof ACCOUNT_LANGUAGES)[number];

/** How Bangla pages write numbers for them: Bangla digits (০১২, the default) or Western (012). */
export const ACCOUNT_DIGITS = ['bangla', 'western'] as const;
export type AccountDigits = (typeof ACCOUNT_DIGITS)[number];

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
  /** The language the person chose; null until they choose (the page's language decides). */
  language: z.enum(ACCOUNT_LANGUAGES).nullable(),
  /** Numbers on Bangla pages; null until chosen, which is Bangla digits. */
  digits: z.enum(ACCOUNT_DIGITS).nullable(),
});
export type AccountResponse = z.infer<typeof accountResponse>;

/**
 * `PATCH /account`: the display name (the same in the directory and the identity service), the
 * language and the digits, each optional; what is left out stays as it is, and null forgets a
 * choice. At least one of them is sent.
 */
export const updateAccountRequest = z
  .strictObject({
    name: z.string().trim().min(1, { error: 'write your name' }).max(ACCOUNT_NAME_MAX).optional(),
    language: z.enum(ACCOUNT_LANGUAGES).nullable().optional(),
    digits: z.enum(ACCOUNT_DIGITS).nullable().optional(),
  })
  .refine((v) => v.name !== undefined || v.language !== undefined || v.digits !== undefined, {
    error: 'send a name, a language or digits',
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
