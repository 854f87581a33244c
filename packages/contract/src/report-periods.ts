/*
 * The report period's limits and arithmetic, in a module without zod: the web app's Overview uses
 * them, and importing them from the schemas' module would bring zod into that screen's code
 * (decision 009's per-screen budget). The schemas' module re-exports them.
 */

/** The longest period a report covers, in days (two years and a leap day). */
export const REPORT_PERIOD_MAX_DAYS = 731;

const DAY_MS = 86_400_000;

/** Days from `from` to `to`, both included (1 for a single day). */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}
