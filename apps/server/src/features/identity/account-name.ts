import { ACCOUNT_NAME_MAX } from '@wayfare/contract/constants';

/**
 * A person's display name has one limit wherever it is set: at sign-up and `update-user` (the
 * identity service), `PATCH /api/account` and `POST /api/users` (the contract), and names taken
 * from a social provider or a Firebase ID token. `ACCOUNT_NAME_MAX` is that limit, in UTF-16 code
 * units after trimming, as zod's `max` counts them.
 */
export { ACCOUNT_NAME_MAX };

/** The identity service's answer to a name it does not keep (400, before anything is stored). */
export function accountNameProblem(name: unknown): string | null {
  if (name === undefined) return null;
  if (typeof name !== 'string') return 'Name: write your name as text.';
  if (name.trim().length > ACCOUNT_NAME_MAX) {
    return `Name: use at most ${ACCOUNT_NAME_MAX} characters.`;
  }
  return null;
}

/**
 * A name that comes from elsewhere (a social provider's profile, an ID token, an account kept
 * before the limit) made to fit: trimmed, and cut at the limit rather than refused, since the
 * person did not type it here. A cut never splits a character written as two code units.
 */
export function fitAccountName(name: string): string {
  const trimmed = name.trim();
  if (trimmed.length <= ACCOUNT_NAME_MAX) return trimmed;
  let cut = trimmed.slice(0, ACCOUNT_NAME_MAX);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1);
  return cut.trimEnd();
}
