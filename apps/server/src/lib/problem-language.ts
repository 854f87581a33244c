import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { ErrorCode } from '@wayfare/contract/errors';
import catalogue from '#locales/errors.bn.json' with { type: 'json' };

/** The languages a problem is written in (docs/i18n.md, "API errors in Bangla"). */
export type ProblemLocale = 'en' | 'bn';

/** One code's Bangla: its title, a detail that fits every throw, and one that names values. */
export interface BanglaProblem {
  title: string;
  detail: string;
  /** ICU MessageFormat over the problem's values; used when they carry every argument it names. */
  withValues?: string;
}

export const BANGLA_PROBLEMS: Partial<Record<string, BanglaProblem>> = catalogue;

/**
 * The weight a request's Accept-Language gives a language: that of its most specific range
 * (`bn-BD` and `bn` both match `bn`; the longer one wins), else of `*`, else 0.
 */
function weightOf(ranges: { tag: string; q: number }[], language: string): number {
  let best: { length: number; q: number } | undefined;
  for (const { tag, q } of ranges) {
    const matches = tag === language || tag.startsWith(`${language}-`);
    const length = matches ? tag.length : tag === '*' ? 0 : -1;
    if (length >= 0 && (!best || length > best.length)) best = { length, q };
  }
  return best?.q ?? 0;
}

/** Bangla when the Accept-Language header prefers `bn` over `en` (RFC 9110 q-values); else English. */
export function problemLocale(acceptLanguage: string | string[] | undefined): ProblemLocale {
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  if (!header) return 'en';
  const ranges = header.split(',').flatMap((part) => {
    const [range, ...params] = part.trim().split(';');
    const tag = range?.trim().toLowerCase();
    if (!tag) return [];
    const qParam = params.map((p) => p.trim()).find((p) => /^q=/i.test(p));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    return Number.isFinite(q) && q >= 0 && q <= 1 ? [{ tag, q }] : [];
  });
  return weightOf(ranges, 'bn') > weightOf(ranges, 'en') ? 'bn' : 'en';
}

type Compiled = ReturnType<typeof compileMessage>;

/** The argument names a compiled message reads (plural and select arguments included). */
function argumentsOf(message: Compiled, into = new Set<string>()): Set<string> {
  if (!Array.isArray(message)) return into;
  for (const token of message) {
    if (!Array.isArray(token)) continue;
    const [name, format, options] = token as [string, string?, Record<string, Compiled>?];
    if (name !== '#' && typeof name === 'string') into.add(name);
    if (format && options && typeof options === 'object')
      for (const branch of Object.values(options)) argumentsOf(branch, into);
  }
  return into;
}

let compiled: { i18n: I18n; needs: Map<string, Set<string>> } | undefined;

/** The catalogue compiled once, on the first Bangla problem; a message that does not parse throws. */
function banglaI18n() {
  if (compiled) return compiled;
  const messages: Record<string, Compiled> = {};
  const needs = new Map<string, Set<string>>();
  for (const [code, entry] of Object.entries(BANGLA_PROBLEMS)) {
    if (!entry) continue;
    messages[`${code}.title`] = compileMessage(entry.title);
    messages[`${code}.detail`] = compileMessage(entry.detail);
    if (entry.withValues) {
      const message = compileMessage(entry.withValues);
      messages[`${code}.withValues`] = message;
      needs.set(code, argumentsOf(message));
    }
  }
  const i18n = setupI18n({ locale: 'bn', messages: { bn: messages } });
  compiled = { i18n, needs };
  return compiled;
}

const BANGLA_DIGITS = new Intl.NumberFormat('bn', { useGrouping: false });

/**
 * The values a Bangla message may name, from what the problem carries: its extensions, the
 * request's method and path, and forms derived from them (a wait in minutes, a clock time).
 */
function valuesOf(extensions: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = { ...extensions };
  const wait = extensions.retryAfterSeconds;
  if (typeof wait === 'number') values.retryAfterMinutes = Math.max(1, Math.ceil(wait / 60));
  const at = extensions.availableAt;
  const clock = typeof at === 'string' ? /T(\d{2}):(\d{2})/.exec(at) : null;
  values.availableTime = clock
    ? `${BANGLA_DIGITS.format(Number(clock[1]))}:${clock[2]!.replace(/\d/g, (d) => BANGLA_DIGITS.format(Number(d)))}`
    : 'none';
  return values;
}

/** A problem's title and detail in Bangla; the detail names the values when they are all there. */
export function banglaProblem(
  code: ErrorCode,
  extensions: Record<string, unknown>,
): { title: string; detail: string } {
  const { i18n, needs } = banglaI18n();
  const values = valuesOf(extensions);
  const wanted = needs.get(code);
  const named = wanted && [...wanted].every((name) => values[name] !== undefined);
  return {
    title: i18n._(`${code}.title`),
    detail: i18n._(named ? `${code}.withValues` : `${code}.detail`, values),
  };
}
