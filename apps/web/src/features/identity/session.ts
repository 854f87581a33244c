import { readSessionEarly, takeEarlySession } from './early-session';

/** The identity service's user, as `GET /api/auth/get-session` answers it. */
export interface ProviderUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
}

/** The user of a `GET /api/auth/get-session` answer, or null when nobody is signed in. */
async function userOf(response: Response): Promise<ProviderUser | null> {
  if (!response.ok) throw new Error(`Session check failed (${response.status})`);
  const body = (await response.json()) as { user?: ProviderUser } | null;
  return body?.user ?? null;
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
  return userOf(response);
}

/**
 * Starts the page's first session read as soon as the app's code runs, before it has hydrated,
 * if the page's first script has not already (main.tsx, for someone signed in): a first tap that
 * depends on who is signed in (Book Now), and the dashboard's first screen, then find the answer
 * there instead of waiting a round trip after hydration (issue 21). Browser only.
 */
export function startSessionRead() {
  readSessionEarly();
}

/** The read started early, once; afterwards (or without one) a new read. */
export function takeFirstSession(signal?: AbortSignal): Promise<ProviderUser | null> {
  const started = takeEarlySession();
  return started ? started.then(userOf) : getSession(signal);
}

/** The identity client, loaded the first time it is needed. */
export function loadAuthClient() {
  return import('./auth-client').then((module) => module.authClient);
}
