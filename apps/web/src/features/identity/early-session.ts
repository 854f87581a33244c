/*
 * The page's first session read, started as early as the page can: from its first script when
 * someone is signed in (main.tsx), else as the app's code starts (app/client.tsx). It has no
 * imports, so that the page's first script stays a few hundred bytes (decision 009); session.ts
 * reads its answer.
 */

let early: Promise<Response> | null = null;

/** Starts `GET /api/auth/get-session` unless a read started is still waiting to be taken. */
export function readSessionEarly() {
  early ??= fetch('/api/auth/get-session', {
    headers: { accept: 'application/json' },
    credentials: 'same-origin',
  });
  // Read (and any failure handled) by the first takeEarlySession.
  early.catch(() => undefined);
}

/** The answer of the read started early, once; null when none was started or it was taken. */
export function takeEarlySession(): Promise<Response> | null {
  const started = early;
  early = null;
  return started;
}
