import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { z } from 'zod';
import bangla from '#locales/fields.bn.json' with { type: 'json' };

/** Field names as a person reads them, where the name alone would not do. */
const LABELS: Record<string, string> = {
  q: 'Search',
  minPrice: 'Minimum price',
  maxPrice: 'Maximum price',
  startDateTime: 'Start date and time',
  endDateTime: 'End date and time',
  transactionId: 'Transaction id',
  packageId: 'Package',
  bookingIds: 'Bookings',
  packageIds: 'Packages',
  idToken: 'ID token',
  id: 'Id',
};

/**
 * The field a validation path names, as words: `body.startDateTime` is "Start date and time". A
 * field of a package's Bangla texts says so: `body.bn.title` is "Bangla title".
 */
export function fieldLabel(path: string): string {
  const segments = path.split('.').filter((segment) => !/^\d+$/.test(segment));
  const last = segments.length > 1 ? segments[segments.length - 1]! : '';
  if (!last) return 'The request';
  const words = LABELS[last] ?? last.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  if (segments.length > 2 && segments[segments.length - 2] === 'bn')
    return `Bangla ${words.toLowerCase()}`;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * One field's error as a sentence: "Title can have at most 120 characters". A message written as
 * a predicate ("must ...", "is ...", "can ...") follows the field's name; any other follows a
 * colon ("Message: write a message before sending").
 */
export function describeFieldError(path: string, message: string): string {
  const label = fieldLabel(path);
  return /^(must|is|are|can|has|should)\b/.test(message)
    ? `${label} ${message}`
    : `${label}: ${message}`;
}

/** A zod issue as Fastify's validator hands it over: its code and its parameters. */
export interface FieldIssue {
  code: string;
  params?: Record<string, unknown>;
}

type IssueLike = { code: string; input?: unknown } & Record<string, unknown>;

/** The predicates zod's codes are said with, by name in `locales/fields.bn.json`. */
export type PredicateKey =
  | 'tooBig.string'
  | 'tooBig.stringBelow'
  | 'tooBig.items'
  | 'tooBig.itemsBelow'
  | 'tooBig.number'
  | 'tooBig.numberBelow'
  | 'tooSmall.required'
  | 'tooSmall.string'
  | 'tooSmall.items'
  | 'tooSmall.number'
  | 'tooSmall.numberAbove'
  | 'invalidType.required'
  | 'invalidType.type'
  | 'invalidFormat.email'
  | 'invalidFormat.other'
  | 'invalidValue'
  | 'unrecognizedKeys'
  | 'notMultipleOf'
  | 'invalid';

interface Predicate {
  key: PredicateKey;
  values: Record<string, unknown>;
  /** The English predicate; none where zod's own English stands (a code this file does not word). */
  english?: string;
}

const list = (items: unknown) => (Array.isArray(items) ? items.map(String).join(', ') : '');

/**
 * What a zod issue says about its field, from its code and parameters: the predicate's name in
 * the catalogues, its values, and its English. `missing` is whether the field was left out (zod
 * knows it from the input, which a finished issue no longer carries).
 */
function predicateOf(issue: IssueLike, missing: boolean): Predicate {
  const { origin } = issue;
  const many = origin === 'array' || origin === 'set';
  switch (issue.code) {
    case 'too_big': {
      const below = issue.inclusive === false;
      const at = below ? 'less than' : 'at most';
      const maximum = issue.maximum;
      const values = { maximum };
      const limit = String(maximum);
      if (origin === 'string')
        return {
          key: below ? 'tooBig.stringBelow' : 'tooBig.string',
          values,
          english: `can have ${at} ${limit} characters`,
        };
      if (many)
        return {
          key: below ? 'tooBig.itemsBelow' : 'tooBig.items',
          values,
          english: `can have ${at} ${limit} items`,
        };
      return {
        key: below ? 'tooBig.numberBelow' : 'tooBig.number',
        values,
        english: `must be ${at} ${limit}`,
      };
    }
    case 'too_small': {
      const minimum = issue.minimum;
      const values = { minimum };
      const limit = String(minimum);
      if (origin === 'string')
        return Number(minimum) <= 1
          ? { key: 'tooSmall.required', values, english: 'is required' }
          : {
              key: 'tooSmall.string',
              values,
              english: `must have at least ${limit} characters`,
            };
      if (many)
        return { key: 'tooSmall.items', values, english: `must have at least ${limit} items` };
      return issue.inclusive === false
        ? { key: 'tooSmall.numberAbove', values, english: `must be more than ${limit}` }
        : { key: 'tooSmall.number', values, english: `must be at least ${limit}` };
    }
    case 'invalid_type':
      return missing
        ? { key: 'invalidType.required', values: {}, english: 'is required' }
        : {
            key: 'invalidType.type',
            values: { expected: String(issue.expected) },
            english: `must be a ${String(issue.expected)}`,
          };
    case 'invalid_format':
      return issue.format === 'email'
        ? { key: 'invalidFormat.email', values: {}, english: 'must be a valid e-mail address' }
        : { key: 'invalidFormat.other', values: {}, english: 'is not in the expected form' };
    case 'invalid_value':
      return {
        key: 'invalidValue',
        values: { values: list(issue.values) },
        english: `must be one of: ${list(issue.values)}`,
      };
    case 'unrecognized_keys':
      return {
        key: 'unrecognizedKeys',
        values: { keys: list(issue.keys) },
        english: `has fields this call does not take: ${list(issue.keys)}`,
      };
    case 'not_multiple_of':
      return { key: 'notMultipleOf', values: { divisor: issue.divisor } };
    default:
      return { key: 'invalid', values: {} };
  }
}

/**
 * Zod's own messages ("Too big: expected string to have <=120 characters") said as predicates a
 * person reads after the field's name. Messages a schema sets itself win over these.
 */
export function installFieldErrorMessages(): void {
  z.config({
    customError: (issue) => predicateOf(issue, issue.input === undefined).english,
  });
}

/** The Bangla of field errors (docs/i18n.md, "API errors in Bangla"). */
export interface BanglaFieldWords {
  /** What a path that names no field is: the request as a whole. */
  request: string;
  /** A field whose name has no Bangla yet. */
  field: string;
  /** A field's name and its predicate as one sentence: the problem's detail. */
  sentence: string;
  /** The fields the API validates, by the last name of their path (`body.startsAt`: startsAt). */
  labels: Record<string, string>;
  /** Zod's codes, by `PredicateKey`. */
  predicates: Record<PredicateKey, string>;
  /**
   * The messages the schemas and services write themselves, keyed by their English with each
   * number in it as `{0}`, `{1}`, … ("use at most {0} characters").
   */
  messages: Record<string, string>;
}

export const BANGLA_FIELDS: BanglaFieldWords = bangla;

/** An English message as its catalogue key: its numbers replaced by `{0}`, `{1}`, … in order. */
export function messageTemplate(message: string): { key: string; numbers: string[] } {
  const numbers: string[] = [];
  const key = message.replace(/\d+/g, (digits) => `{${numbers.push(digits) - 1}}`);
  return { key, numbers };
}

let compiled: I18n | undefined;

/** The catalogue compiled once, on the first Bangla field error; a message that does not parse throws. */
function banglaI18n(): I18n {
  if (compiled) return compiled;
  const messages: Record<string, ReturnType<typeof compileMessage>> = {
    request: compileMessage(BANGLA_FIELDS.request),
    field: compileMessage(BANGLA_FIELDS.field),
    sentence: compileMessage(BANGLA_FIELDS.sentence),
  };
  for (const [name, text] of Object.entries(BANGLA_FIELDS.labels))
    messages[`label.${name}`] = compileMessage(text);
  for (const [key, text] of Object.entries(BANGLA_FIELDS.predicates))
    messages[`predicate.${key}`] = compileMessage(text);
  for (const [key, text] of Object.entries(BANGLA_FIELDS.messages))
    messages[`message.${key}`] = compileMessage(text);
  compiled = setupI18n({ locale: 'bn', messages: { bn: messages } });
  return compiled;
}

/** Digits in Bangla as written, leading zeros kept (`06:00` is ০৬:০০). */
const banglaDigits = (digits: string) => digits.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);

/** The places of a request a validation path starts with; alone, they name no field. */
const CONTEXTS = new Set(['body', 'querystring', 'params', 'headers']);

/**
 * A field's name in Bangla: `body.startDateTime` is "শুরুর তারিখ ও সময়". A name that means
 * something else inside its parent has its own entry by both names (`bn.title`, a package's
 * Bangla title), found before the last name alone.
 */
export function banglaFieldLabel(path: string): string {
  const names = path.split('.').filter((segment) => segment && !/^\d+$/.test(segment));
  const name = names.at(-1);
  const i18n = banglaI18n();
  if (!name || CONTEXTS.has(name)) return i18n._('request');
  const inParent = names.slice(-2).join('.');
  if (names.length > 1 && BANGLA_FIELDS.labels[inParent] !== undefined)
    return i18n._(`label.${inParent}`);
  return BANGLA_FIELDS.labels[name] !== undefined ? i18n._(`label.${name}`) : i18n._('field');
}

/**
 * A field error's message in Bangla, from what the server knows of it: a zod issue whose English
 * is zod's, said from its code and parameters; a message the schema or service wrote itself, by
 * its counterpart in the catalogue; else the issue's code, else "not valid".
 */
export function banglaFieldMessage(message: string, issue?: FieldIssue): string {
  const i18n = banglaI18n();
  const predicate = issue
    ? [false, true]
        .map((missing) => predicateOf({ ...issue.params, code: issue.code }, missing))
        .find((candidate) => candidate.english === message)
    : undefined;
  if (predicate) return i18n._(`predicate.${predicate.key}`, predicate.values);
  const { key, numbers } = messageTemplate(message);
  if (BANGLA_FIELDS.messages[key] !== undefined)
    return i18n._(
      `message.${key}`,
      Object.fromEntries(numbers.map((digits, i) => [String(i), banglaDigits(digits)])),
    );
  const fallback = issue
    ? predicateOf({ ...issue.params, code: issue.code }, false)
    : { key: 'invalid' as const, values: {} };
  return i18n._(`predicate.${fallback.key}`, fallback.values);
}

/** A field and its Bangla message as the problem's detail: "শিরোনাম: সর্বোচ্চ ১২০টি অক্ষর হতে পারে।" */
export function banglaFieldSentence(path: string, banglaMessage: string): string {
  return banglaI18n()._('sentence', { field: banglaFieldLabel(path), predicate: banglaMessage });
}
