import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { buildApp } from '#app/build';
import { openTestDatabase, suitePasswordHasher, testConfig } from '#test/helpers';
import {
  BANGLA_FIELDS,
  banglaFieldLabel,
  banglaFieldMessage,
  banglaFieldSentence,
  messageTemplate,
} from './field-errors';

/*
 * Field errors in Bangla (docs/i18n.md, "API errors in Bangla"): every field the API validates has
 * a Bangla name, and every message a schema or service writes itself has a Bangla counterpart.
 */

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface ZodLike {
  _zod: { def: Record<string, unknown> & { type: string } };
}

const isZod = (value: unknown): value is ZodLike =>
  typeof value === 'object' && value !== null && '_zod' in value;

/** A schema's own message, if its `error` is one (zod keeps a string message as a function). */
function ownMessage(def: Record<string, unknown>): string | undefined {
  const error = def.error;
  if (typeof error !== 'function') return undefined;
  const said = (error as (issue: unknown) => unknown)({ code: 'custom', input: undefined });
  if (typeof said === 'string') return said;
  if (said && typeof said === 'object' && 'message' in said) return String(said.message);
  return undefined;
}

/** The field names and the schema's own messages anywhere in a request schema. */
function walk(
  schema: unknown,
  found: { fields: Set<string>; messages: Set<string> },
  seen = new Set<unknown>(),
) {
  if (!isZod(schema) || seen.has(schema)) return;
  seen.add(schema);
  const def = schema._zod.def;
  const message = ownMessage(def);
  if (message) found.messages.add(message);
  for (const check of (def.checks as unknown[] | undefined) ?? []) {
    if (!isZod(check)) continue;
    const checkMessage = ownMessage(check._zod.def);
    if (checkMessage) found.messages.add(checkMessage);
  }
  const next = (child: unknown) => walk(child, found, seen);
  if (def.type === 'object') {
    for (const [name, child] of Object.entries(def.shape as Record<string, unknown>)) {
      found.fields.add(name);
      next(child);
    }
    next(def.catchall);
  }
  for (const key of [
    'innerType',
    'in',
    'out',
    'element',
    'left',
    'right',
    'keyType',
    'valueType',
    'rest',
  ])
    next(def[key]);
  for (const key of ['options', 'items']) {
    const children = def[key];
    if (Array.isArray(children)) children.forEach(next);
  }
  if (def.type === 'lazy' && typeof def.getter === 'function')
    next((def.getter as () => unknown)());
}

const routes: RouteOptions[] = [];
const found = { fields: new Set<string>(), messages: new Set<string>() };
let close: () => Promise<void>;

beforeAll(async () => {
  const app = await buildApp({
    config: testConfig(),
    database: await openTestDatabase(),
    logger: false,
    passwordHasher: suitePasswordHasher,
    onRoute: (route) => void routes.push(route),
  });
  await app.ready();
  close = () => app.close();
  for (const route of routes) {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    for (const part of ['body', 'querystring', 'params', 'headers']) walk(schema[part], found);
  }
});
afterAll(() => close());

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The field errors the server's services write: `{ path: 'body.x', message: '...' }`. */
function serviceMessages(): Map<string, string> {
  const messages = new Map<string, string>();
  for (const file of sourceFiles(path.join(SRC, 'features')))
    for (const match of readFileSync(file, 'utf8').matchAll(
      /\{\s*path:\s*[`'][^`']+[`'],\s*message:\s*'([^']+)'\s*\}/g,
    ))
      messages.set(match[1]!, path.relative(SRC, file));
  return messages;
}

const BENGALI = /[\u0980-\u09FF]/;

describe('field errors in Bangla', () => {
  it('finds the request schemas of the routes', () => {
    expect(routes.length).toBeGreaterThan(50);
    expect(found.fields).toContain('startsAt');
    expect(found.messages).toContain('write a message before sending');
  });

  it("has a Bangla name for every field the API's request schemas name", () => {
    const missing = [...found.fields].filter((name) => BANGLA_FIELDS.labels[name] === undefined);
    expect(missing).toEqual([]);
  });

  it("has Bangla for every message the API's request schemas write themselves", () => {
    const missing = [...found.messages].filter(
      (message) => BANGLA_FIELDS.messages[messageTemplate(message).key] === undefined,
    );
    expect(missing).toEqual([]);
  });

  it('has Bangla for every field error the services write', () => {
    const messages = serviceMessages();
    expect(messages.size).toBeGreaterThan(5);
    const missing = [...messages].filter(
      ([message]) => BANGLA_FIELDS.messages[messageTemplate(message).key] === undefined,
    );
    expect(missing).toEqual([]);
  });

  it('has every Bangla message parse, with the numbers its English key has', () => {
    const entries: [string, string][] = [
      ['request', BANGLA_FIELDS.request],
      ['field', BANGLA_FIELDS.field],
      ['sentence', BANGLA_FIELDS.sentence],
      ...Object.entries(BANGLA_FIELDS.labels),
      ...Object.entries(BANGLA_FIELDS.predicates),
      ...Object.entries(BANGLA_FIELDS.messages),
    ];
    for (const [key, text] of entries) {
      expect(() => compileMessage(text), key).not.toThrow();
      if (key !== 'sentence') expect(text, key).toMatch(BENGALI);
    }
    const placeholders = (text: string) => [...text.matchAll(/\{(\d+)\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(BANGLA_FIELDS.messages))
      expect(placeholders(text), key).toEqual(placeholders(key));
  });

  it("uses the glossary's word for each product term the English uses", () => {
    const glossary = JSON.parse(
      readFileSync(path.join(SRC, '../../web/src/locales/glossary.json'), 'utf8'),
    ) as { terms: { en: string; bn: string[] }[] };
    for (const [english, text] of Object.entries(BANGLA_FIELDS.messages))
      for (const term of glossary.terms)
        if (new RegExp(`\\b${term.en}`, 'i').test(english))
          expect(
            term.bn.some((word) => text.includes(word)),
            `${english}: ${term.en}`,
          ).toBe(true);
  });

  it("says zod's codes from their parameters, in Bangla digits", () => {
    const say = (message: string, code: string, params: Record<string, unknown>) =>
      banglaFieldMessage(message, { code, params });
    expect(
      say('can have at most 1200 characters', 'too_big', { origin: 'string', maximum: 1200 }),
    ).toBe('সর্বোচ্চ ১,২০০টি অক্ষর হতে পারে');
    expect(
      say('must be less than 5', 'too_big', { origin: 'number', maximum: 5, inclusive: false }),
    ).toBe('৫-এর কম হতে হবে');
    expect(say('must have at least 3 items', 'too_small', { origin: 'array', minimum: 3 })).toBe(
      'অন্তত ৩টি দিতে হবে',
    );
    expect(say('is required', 'invalid_type', { expected: 'string' })).toBe('দিতে হবে');
    expect(say('must be a number', 'invalid_type', { expected: 'number' })).toBe(
      'একটি সংখ্যা হতে হবে',
    );
    expect(say('must be a valid e-mail address', 'invalid_format', { format: 'email' })).toBe(
      'একটি সঠিক ই-মেইল ঠিকানা হতে হবে',
    );
    expect(say('has fields this call does not take: x', 'unrecognized_keys', { keys: ['x'] })).toBe(
      'এমন ঘর আছে যা এই অনুরোধে নেওয়া হয় না: x',
    );
    // A code this file does not word keeps zod's English, and is "not valid" in Bangla.
    expect(say('Invalid input', 'invalid_union', {})).toBe('সঠিক নয়');
  });

  it('says the messages schemas and services write, with their numbers in Bangla digits', () => {
    expect(banglaFieldMessage('use at most 5000 characters')).toBe(
      'সর্বোচ্চ ৫০০০টি অক্ষর লিখতে পারবেন',
    );
    expect(
      banglaFieldMessage('must name at most 2 other travellers (3 travelling, the lead included)'),
    ).toBe('প্রধান যাত্রী ছাড়া সর্বোচ্চ আরও ২ জন যাত্রীর নাম দেওয়া যায় (প্রধান যাত্রীসহ ৩ জন যাচ্ছেন)');
    expect(
      banglaFieldMessage(
        'must be a date and time such as 2026-12-24T10:30 (local time of the trip) or 2026-12-24T10:30:00+06:00',
      ),
    ).toContain('২০২৬-১২-২৪T১০:৩০:০০+০৬:০০');
    // A schema's own words the catalogue lacks: the issue's code says it, never the English.
    expect(
      banglaFieldMessage('keep it short', {
        code: 'too_big',
        params: { origin: 'string', maximum: 9 },
      }),
    ).toBe('সর্বোচ্চ ৯টি অক্ষর হতে পারে');
    expect(banglaFieldMessage('something new')).toBe('সঠিক নয়');
  });

  it('names the field in Bangla, and the request when the path names none', () => {
    expect(banglaFieldLabel('body.startDateTime')).toBe('শুরুর তারিখ ও সময়');
    expect(banglaFieldLabel('body.travellerNames.2')).toBe('যাত্রীদের নাম');
    expect(banglaFieldLabel('travellerNames')).toBe('যাত্রীদের নাম');
    expect(banglaFieldLabel('body')).toBe('অনুরোধ');
    expect(banglaFieldLabel('body.bn.title')).toBe('বাংলা শিরোনাম');
    expect(banglaFieldLabel('body.somethingNew')).toBe('এই ঘর');
    expect(banglaFieldSentence('body.title', 'খালি রাখা যাবে না')).toBe(
      'শিরোনাম: খালি রাখা যাবে না।',
    );
  });
});
