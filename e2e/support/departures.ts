import { expect } from 'vitest';
import { baseURL } from './browser';

/*
 * What the journeys that make their own departures share: an API call with a token, the day a
 * departure falls on, and how the screens write its start.
 */

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Calls the API with `token`; the answer must be a success (its text is in the message if not). */
export async function call<T>(
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await fetch(`${baseURL()}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  expect(answer.status, `${method} ${path}: ${text}`).toBeLessThan(300);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The day `days` from now in Dhaka (UTC+6), as a date input takes it. */
export function dhakaDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000 + 6 * 3_600_000).toISOString().slice(0, 10);
}

/** How the screens write a departure's start: `24 Dec 2026, 07:00 Dhaka time`. */
export function shown(startsAt: string): string {
  const [year, month, day] = startsAt.slice(0, 10).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  return `${day} ${MONTHS[month - 1]} ${year}, ${startsAt.slice(11, 16)} Dhaka time`;
}
