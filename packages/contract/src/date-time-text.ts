/*
 * A date-time as a client types or sends it, read without zod: the web app's forms check their
 * fields with it, and importing it from the schemas' module (trip-requests.ts, which re-exports
 * it) would bring zod into those screens' code (the budget of a screen's JavaScript, decision 009).
 */

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * A date-time as a client of docs/product.md §7 sends it, read into its parts: ISO 8601 with or
 * without seconds (and fractions), with or without an offset (`Z`, `+06:00`, `+0600`, `+06`). The
 * value of a `datetime-local` input (`2026-12-24T10:30`) and `new Date().toISOString()` both
 * qualify. Null for anything else, including dates that do not exist (2026-02-30, 24:00).
 */
export function parseDateTimeText(text: string): { local: string; offset: string | null } | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [, y, mo, d, h, mi, sec = '00', fraction, rawOffset] = m;
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, sec].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const probe = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const exists =
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60;
  if (!exists) return null;
  let offset: string | null = null;
  if (rawOffset) {
    if (/^z$/i.test(rawOffset)) offset = 'Z';
    else {
      const [, sign, oh, om = '00'] = /^([+-])(\d{2}):?(\d{2})?$/.exec(rawOffset)!;
      if (Number(oh) > 18 || Number(om) > 59) return null;
      offset = `${sign}${oh}:${om}`;
    }
  }
  const ms = fraction ? `.${fraction.slice(0, 3).padEnd(3, '0')}` : '';
  return { local: `${y}-${mo}-${d}T${h}:${mi}:${sec}${ms}`, offset };
}
