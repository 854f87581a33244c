import { authClient as client } from './auth-client';
import { ProviderError } from './auth-errors';
import { getSession, type ProviderUser } from './session';
import { SOCIAL_CALLBACK_PATH, socialErrorKey, waitForSocialOutcome } from './social-popup';

/*
 * The identity service's calls as AuthProvider makes them, without React: each throws a
 * ProviderError with the service's message, and says which user it signed in, when it knows.
 * AuthProvider loads this module with the identity client the first time someone signs in, out,
 * up or changes their account: none of it is in the app every page loads.
 */

/**
 * Registers or signs in with a password. Resolves with the user the service's answer names (signed
 * in even if the session check that follows fails for a moment), or null when it names none.
 */
export async function passwordSignIn(
  input: { email: string; password: string } & (
    { register: true; name: string } | { register?: false }
  ),
): Promise<ProviderUser | null> {
  const { data, error } = input.register
    ? await client.signUp.email({ name: input.name, email: input.email, password: input.password })
    : await client.signIn.email({ email: input.email, password: input.password });
  if (error) throw new ProviderError(error);
  return data?.token && data.user ? data.user : null;
}

/**
 * Signs in with a social provider in the window `popup`. `done` with the user when only the session
 * could say so (the window closed before its report), `done` alone when the window reported
 * success, `closed` when it was closed with nobody signed in. The window is closed at the end.
 */
export async function socialSignIn(
  providerId: string,
  popup: Window,
): Promise<{ outcome: 'done'; user?: ProviderUser } | { outcome: 'closed' }> {
  try {
    const { data, error } = await client.signIn.social({
      provider: providerId,
      callbackURL: `${SOCIAL_CALLBACK_PATH}?social=done`,
      errorCallbackURL: `${SOCIAL_CALLBACK_PATH}?social=failed`,
      disableRedirect: true,
    });
    if (error || !data?.url) throw new ProviderError(error);
    popup.location.href = data.url;
    const outcome = await waitForSocialOutcome(popup);
    if (outcome.status === 'failed') {
      throw new ProviderError({ code: outcome.error || undefined }, socialErrorKey(outcome.error));
    }
    if (outcome.status === 'closed') {
      // The window can close before its report arrives (a busy phone): the sign-in is the
      // identity service's cookie, so the session says whether it happened.
      const user = await getSession().catch(() => null);
      return user ? { outcome: 'done', user } : { outcome: 'closed' };
    }
    return { outcome: 'done' };
  } finally {
    if (!popup.closed) popup.close();
  }
}

/** Ends this tab's identity session. */
export async function signOut(): Promise<void> {
  await client.signOut();
}

export async function updateDisplayName(name: string): Promise<void> {
  const { error } = await client.updateUser({ name });
  if (error) throw new ProviderError(error);
}

/** Changes the password (the current one is checked by the service) and ends every other session. */
export async function changePassword(input: {
  currentPassword: string;
  newPassword: string;
}): Promise<void> {
  const { error } = await client.changePassword({
    ...input,
    revokeOtherSessions: true,
  });
  if (error) throw new ProviderError(error);
}

/** Ends every identity session of the account but this one. */
export async function revokeOtherSessions(): Promise<void> {
  const { error } = await client.revokeOtherSessions();
  if (error) throw new ProviderError(error);
}
