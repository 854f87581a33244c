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
 * there instead of waiting a round trip after hydration (decision 009). Browser only.
 */
export function startSessionRead() {
  readSessionEarly();
}

/** The first read, once settleFirstSession has looked at it and it had not answered yet. */
let firstRead: Promise<ProviderUser | null> | null = null;
/** The first read's answer, when it was there before the app's first render. */
let answered: { user: ProviderUser | null } | null = null;

/**
 * Gives the read started early until the next task to answer. A page rendered in the browser
 * (the dashboard) awaits this before its first render: when the answer is already there, the app
 * starts knowing who is signed in (takeAnsweredSession) instead of rendering "loading" and then
 * again for the answer and again for the token, each a long render on a slow phone (decision 009).
 * Not for a server-rendered page, whose first render must be the server's (session unknown).
 */
export async function settleFirstSession(): Promise<void> {
  const started = takeEarlySession();
  if (!started) return;
  const read = started.then(userOf);
  // Its failure is the provider's to handle (takeFirstSession), not an unhandled rejection here.
  read.catch(() => undefined);
  firstRead = read;
  const nextTask = new Promise<null>((resolve) => setTimeout(() => resolve(null), 0));
  // Answered means its headers are in; its small body follows them (read in full here).
  const response = await Promise.race([
    started.then(
      () => true,
      () => null,
    ),
    nextTask,
  ]);
  const settled = response
    ? await read.then(
        (user) => ({ user }),
        () => null,
      )
    : null;
  if (settled) {
    answered = settled;
    firstRead = null;
  }
}

/** The first read's answer if settleFirstSession found it there, once; else null. */
export function takeAnsweredSession(): { user: ProviderUser | null } | null {
  const known = answered;
  answered = null;
  return known;
}

/** The read started early, once; afterwards (or without one) a new read. */
export function takeFirstSession(signal?: AbortSignal): Promise<ProviderUser | null> {
  const pending = firstRead;
  firstRead = null;
  if (pending) return pending;
  const started = takeEarlySession();
  return started ? started.then(userOf) : getSession(signal);
}

/** The identity client, loaded the first time it is needed. */
export function loadAuthClient() {
  return import('./auth-client').then((module) => module.authClient);
}
