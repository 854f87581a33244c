/** The identity service's user, as `GET /api/auth/get-session` answers it. */
export interface ProviderUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
}

/**
 * Reads the identity session (better-auth's standard `GET /api/auth/get-session`): the user, or
 * null when nobody is signed in. A plain fetch, so the session check needs none of the identity
 * client's code.
 */
export async function getSession(signal?: AbortSignal): Promise<ProviderUser | null> {
  const response = await fetch('/api/auth/get-session', {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
    signal,
  });
  if (!response.ok) throw new Error(`Session check failed (${response.status})`);
  const body = (await response.json()) as { user?: ProviderUser } | null;
  return body?.user ?? null;
}

/** The identity client, loaded the first time it is needed. */
export function loadAuthClient() {
  return import('./auth-client').then((module) => module.authClient);
}
