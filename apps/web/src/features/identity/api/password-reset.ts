import { ProviderError } from '@/features/identity/auth-errors';
import { loadAuthClient } from '@/features/identity/session';

/** Where the e-mailed verification link lands once the address is verified (or not). */
export const VERIFIED_CALLBACK = '/login?verified=1';

/**
 * "Forgot password" (the identity service's own flow, `POST /api/auth/request-password-reset`).
 * The answer is the same whether or not an account uses the address; a 429 says to wait.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const { error } = await (
    await loadAuthClient()
  ).requestPasswordReset({
    email: email.trim().toLowerCase(),
    redirectTo: '/reset-password',
  });
  if (error) throw new ProviderError(error);
}

/** `POST /api/auth/reset-password`: the e-mailed link's token and the new password. */
export async function resetPassword(input: { token: string; newPassword: string }): Promise<void> {
  const { error } = await (await loadAuthClient()).resetPassword(input);
  if (error) throw new ProviderError(error);
}

/** `POST /api/auth/send-verification-email`: the verification link again, to `email`. */
export async function sendVerificationEmail(email: string): Promise<void> {
  const { error } = await (
    await loadAuthClient()
  ).sendVerificationEmail({ email: email.trim().toLowerCase(), callbackURL: VERIFIED_CALLBACK });
  if (error) throw new ProviderError(error);
}

/** The identity service's codes for a reset link that no longer works (used, expired, unknown). */
const DEAD_LINK_CODES = new Set(['INVALID_TOKEN', 'TOKEN_EXPIRED']);

/** Whether a reset failed because its link no longer works (ask for a new one). */
export function isDeadResetLink(error: unknown): boolean {
  return error instanceof ProviderError && DEAD_LINK_CODES.has(error.code ?? '');
}

/** Whether the identity service refused for too many tries (429): wait, then try again. */
export function isRateLimited(error: unknown): boolean {
  return error instanceof ProviderError && error.status === 429;
}
