import { z } from 'zod';
import { emailAddress } from './common';

/**
 * `POST /jwt`: the e-mail of the identity the caller proves, with its identity session (cookie) or,
 * when the server accepts Firebase sign-in, a Firebase ID token for that e-mail.
 */
export const tokenRequest = z.object({
  email: emailAddress,
  idToken: z.string().min(1).max(8192).optional(),
});
export type TokenRequest = z.infer<typeof tokenRequest>;

export const tokenResponse = z.object({
  token: z.string(),
  /** Seconds since the epoch when the token stops being accepted; the app renews 5 minutes before. */
  expiresAt: z.number().int(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

export const socialProvider = z.object({ id: z.string(), name: z.string() });
export type SocialProvider = z.infer<typeof socialProvider>;

/** Public facts about sign-in that the web app needs before anyone signs in. */
export const authConfigResponse = z.object({
  passwordMinLength: z.number().int(),
  passwordMaxLength: z.number().int(),
  socialProviders: z.array(socialProvider),
  /** REQUIRE_EMAIL_VERIFICATION: password sign-in waits for the e-mailed link to be opened. */
  emailVerificationRequired: z.boolean().optional(),
});
export type AuthConfigResponse = z.infer<typeof authConfigResponse>;

export const healthResponse = z.object({ status: z.literal('ok'), database: z.literal('up') });
