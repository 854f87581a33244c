import type { InjectOptions, RouteOptions } from 'fastify';
import fc from 'fast-check';
import { z } from 'zod';

/**
 * R2's generator. From a route's contract schemas (the zod schemas the route itself validates
 * with) and one valid request, it derives hostile variants: wrong types, missing and extra fields,
 * huge strings and arrays, unicode edge cases, prototype-pollution keys, hostile path ids, broken
 * bodies. Every variant is wrong in at least one way the contract (or the route's own credential
 * rule) refuses, so none of them may change data; variants the contract would accept are dropped.
 */

type Json = unknown;
type Schema = z.ZodType;

export interface RouteSchemas {
  params?: Schema;
  querystring?: Schema;
  body?: Schema;
}

/** The zod schemas a route declared (HEAD routes share their GET route's). */
export function schemasOf(route: RouteOptions | undefined): RouteSchemas {
  const schema = (route?.schema ?? {}) as Record<string, unknown>;
  const pick = (name: string) => (schema[name] instanceof z.ZodType ? schema[name] : undefined);
  return { params: pick('params'), querystring: pick('querystring'), body: pick('body') };
}

type Body =
  | { kind: 'none' }
  | { kind: 'json'; value: Json }
  | { kind: 'form'; value: Record<string, string> }
  | { kind: 'raw'; contentType: string | undefined; bytes: Buffer | string };

interface Draft {
  method: string;
  pattern: string;
  params: Record<string, string>;
  /** Raw path segments that replace an encoded param (malformed escapes, traversal). */
  rawParams: Record<string, string>;
  query: Record<string, string | string[]>;
  body: Body;
  headers: Record<string, string>;
  /** The base can never succeed (credential or signature the caller does not have). */
  hostile: boolean;
  /** The path names no object (a made-up id) or is malformed. */
  hostilePath: boolean;
  /** The body is not one the route can read (framing, media type, forbidden keys). */
  hostileBody: boolean;
  labels: string[];
}

export interface HostileRequest {
  request: InjectOptions;
  labels: string[];
}

// ---- values ------------------------------------------------------------------------------------

/** Strings that have broken parsers, databases, logs and templates somewhere. */
export const EDGE_STRINGS: string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\ufeff',
  '\u202egpj.exe',
  'e\u0301',
  '👩🏽‍🚀',
  '\uffff',
  '\u{10ffff}',
  'İ',
  'ß',
  '＠',
  'аdmin@security.test',
  '\r\nX-Injected: 1',
  '\u001b[31mred',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1",
  '1; DROP TABLE bookings; --',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '9'.repeat(400),
  'a'.repeat(65),
  'null',
  '[]',
  '{}',
];

const hugeString = fc.oneof(
  fc.constantFrom(1_000, 10_000, 100_000, 600_000).map((n) => 'A'.repeat(n)),
  fc.constantFrom(20_000, 200_000).map((n) => 'é'.repeat(n)),
  fc.constant('e\u0301'.repeat(30_000)),
  fc.constant('🙂'.repeat(40_000)),
);

const hugeArray = fc.oneof(
  fc.constantFrom(1_000, 10_000, 100_000).map((n) => Array.from({ length: n }, (_, i) => i)),
  fc.constant(Array.from({ length: 20_000 }, () => 'x')),
  fc.constant(Array.from({ length: 5_000 }, () => ({ a: [1, 2, 3] }))),
);

const anyJson: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(1e308, -1e308, -0, 2 ** 53 + 1, 0.1 + 0.2),
  fc.string(),
  fc.constantFrom(...EDGE_STRINGS),
  fc.array(fc.jsonValue(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue(), { maxKeys: 4 }),
);

const edgeOrRandomString = fc.oneof(
  fc.constantFrom(...EDGE_STRINGS),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

const hostileId = fc.oneof(
  fc.constantFrom(...EDGE_STRINGS.filter((s) => s !== '')),
  fc.uuid(),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 80 }),
  fc.constantFrom(
    'a'.repeat(64),
    'a'.repeat(5000),
    '0',
    '-1',
    '00000000-0000-0000-0000-000000000000',
  ),
);

/** Path segments sent as they are: malformed escapes, encoded traversal, overlong UTF-8. */
const rawSegments = fc.constantFrom(
  '%',
  '%zz',
  '%c0%af',
  '%E0%A4%A',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  '%00',
  '%ff%fe',
  '..',
  '%252e%252e%252f',
);

// ---- encoding ----------------------------------------------------------------------------------

/** Percent-encodes every UTF-8 byte outside the unreserved set (lone surrogates become U+FFFD). */
export function encode(text: string): string {
  let out = '';
  for (const byte of Buffer.from(text, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function toRequest(d: Draft): InjectOptions {
  const path = d.pattern.replace(/:(\w+)|\*/g, (match, name: string | undefined) => {
    if (!name) return d.rawParams['*'] ?? encode(d.params['*'] ?? '');
    return d.rawParams[name] ?? encode(d.params[name] ?? '');
  });
  const query = Object.entries(d.query)
    .flatMap(([k, v]) => [v].flat().map((one) => `${encode(k)}=${encode(one)}`))
    .join('&');
  const url = query ? `${path}?${query}` : path;
  const headers = { ...d.headers };
  let payload: InjectOptions['payload'];
  switch (d.body.kind) {
    case 'none':
      break;
    case 'json':
      headers['content-type'] ??= 'application/json';
      payload = JSON.stringify(d.body.value) ?? 'null';
      break;
    case 'form':
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = Object.entries(d.body.value)
        .map(([k, v]) => `${encode(k)}=${encode(v)}`)
        .join('&');
      break;
    case 'raw':
      if (d.body.contentType) headers['content-type'] = d.body.contentType;
      else delete headers['content-type'];
      payload = d.body.bytes;
      break;
  }
  return { method: d.method, url, headers, payload };
}

/** Reads the valid request back into parts the mutations work on. */
function toDraft(pattern: string, request: InjectOptions): Draft {
  const url = new URL(urlOf(request), 'http://x');
  const params: Record<string, string> = {};
  const names = [...pattern.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
  const regex = new RegExp(
    `^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)|\*/g, (m) => (m === '*' ? '(.*)' : '([^/]+)'))}$`,
  );
  const match = regex.exec(url.pathname);
  names.forEach((name, i) => {
    params[name] = decodeURIComponent(match?.[i + 1] ?? '');
  });
  const query: Record<string, string | string[]> = {};
  for (const [k, v] of url.searchParams) query[k] = v;
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)]),
  );
  let body: Body = { kind: 'none' };
  const payload = request.payload;
  if (Buffer.isBuffer(payload)) {
    body = { kind: 'raw', contentType: headers['content-type'], bytes: payload };
  } else if (typeof payload === 'string') {
    body = headers['content-type']?.startsWith('application/x-www-form-urlencoded')
      ? { kind: 'form', value: Object.fromEntries(new URLSearchParams(payload)) }
      : { kind: 'raw', contentType: headers['content-type'], bytes: payload };
  } else if (payload !== undefined) {
    body = { kind: 'json', value: structuredClone(payload) };
  }
  return {
    method: String(request.method ?? 'GET'),
    pattern,
    params,
    rawParams: {},
    query,
    body,
    headers,
    hostile: false,
    hostilePath: false,
    hostileBody: false,
    labels: [],
  };
}

// ---- mutations ---------------------------------------------------------------------------------

type Mutation = (d: Draft) => void;

function fieldsOf(schema: Schema | undefined): { names: string[]; required: string[] } {
  if (!schema) return { names: [], required: [] };
  try {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, unknown>;
      required?: string[];
    };
    return { names: Object.keys(json.properties ?? {}), required: json.required ?? [] };
  } catch {
    return { names: [], required: [] };
  }
}

function jsonObject(d: Draft): Record<string, Json> | null {
  return d.body.kind === 'json' &&
    d.body.value !== null &&
    typeof d.body.value === 'object' &&
    !Array.isArray(d.body.value)
    ? (d.body.value as Record<string, Json>)
    : d.body.kind === 'form'
      ? d.body.value
      : null;
}

/** Text PostgreSQL cannot store: the input guard refuses it wherever it is. */
const LONE_SURROGATE = /\p{Cs}/u;
const UNSTORABLE = { test: (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text) };

/** The URL of a request this suite built (always a string here). */
export function urlOf(request: InjectOptions): string {
  return typeof request.url === 'string' ? request.url : '';
}

function mutationsFor(schemas: RouteSchemas, draft: Draft): fc.Arbitrary<Mutation>[] {
  const body = fieldsOf(schemas.body);
  const query = fieldsOf(schemas.querystring);
  const bodyFields = [...new Set([...body.names, ...Object.keys(jsonObject(draft) ?? {})])];
  const queryFields = [...new Set([...query.names, ...Object.keys(draft.query)])];
  const paramNames = Object.keys(draft.params);
  const list: fc.Arbitrary<Mutation>[] = [];
  const setBody =
    (field: string, value: Json, label: string): Mutation =>
    (d) => {
      const obj = jsonObject(d);
      if (!obj) return;
      if (d.body.kind === 'form')
        obj[field] = typeof value === 'string' ? value : JSON.stringify(value);
      else obj[field] = value;
      d.labels.push(label);
    };

  if (bodyFields.length && jsonObject(draft)) {
    const field = fc.constantFrom(...bodyFields);
    list.push(
      fc.tuple(field, anyJson).map(([f, v]) => setBody(f, v, `wrong type ${f}`)),
      fc.tuple(field, hugeString).map(([f, v]) => setBody(f, v, `huge string ${f}`)),
      fc.tuple(field, hugeArray).map(([f, v]) => setBody(f, v, `huge array ${f}`)),
      fc.tuple(field, edgeOrRandomString).map(([f, v]) => setBody(f, v, `unicode ${f}`)),
      fc.constantFrom(...bodyFields).map((f) => (d: Draft) => {
        const obj = jsonObject(d);
        if (obj) delete obj[f];
        d.labels.push(`missing ${f}`);
      }),
    );
  }
  if (draft.body.kind !== 'none' || schemas.body) {
    list.push(
      fc
        .tuple(fc.string({ maxLength: 20 }), anyJson)
        .map(([k, v]) => setBody(k || 'extra', v, `extra field`)),
      // Prototype pollution: the JSON parser must refuse these keys, at any depth.
      fc
        .tuple(
          fc.constantFrom('__proto__', 'constructor'),
          fc.boolean(),
          fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue(), { maxKeys: 2 }),
        )
        .map(([key, nested, extra]) => (d: Draft) => {
          const inner =
            key === '__proto__'
              ? `{"__proto__":{"polluted":"yes","isAdmin":true}}`
              : `{"constructor":{"prototype":{"polluted":"yes"}}}`;
          const base = JSON.stringify({ ...(jsonObject(d) ?? {}), ...extra });
          const injected = nested ? `{"wrap":${inner}}` : inner.slice(1, -1);
          const text =
            base === '{}'
              ? nested
                ? `{"wrap":${inner}}`
                : inner
              : `${base.slice(0, -1)},${nested ? `"wrap":${inner}` : injected}}`;
          d.body = { kind: 'raw', contentType: 'application/json', bytes: text };
          d.hostileBody = true;
          d.labels.push(`prototype key ${key}${nested ? ' (nested)' : ''}`);
        }),
      // The body as a whole: not an object, not JSON, the wrong media type, nested too deep.
      fc
        .oneof(
          anyJson.map((v) => ({ kind: 'json' as const, value: Array.isArray(v) ? v : [v] })),
          fc.constantFrom<Body>(
            { kind: 'raw', contentType: 'application/json', bytes: '{"unterminated": ' },
            { kind: 'raw', contentType: 'application/json', bytes: '' },
            { kind: 'raw', contentType: 'application/json', bytes: '\u0000' },
            { kind: 'raw', contentType: 'text/plain', bytes: 'name=x' },
            {
              kind: 'raw',
              contentType: 'application/xml',
              bytes: '<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
            },
            { kind: 'raw', contentType: 'multipart/form-data', bytes: '--x\r\n' },
            { kind: 'raw', contentType: 'application/json; charset=utf-7', bytes: '+AHsAfQ-' },
            { kind: 'raw', contentType: undefined, bytes: Buffer.from([0xff, 0xfe, 0x00]) },
            {
              kind: 'raw',
              contentType: 'application/json',
              bytes: `{"a":${'['.repeat(50_000)}${']'.repeat(50_000)}}`,
            },
            { kind: 'raw', contentType: 'application/json', bytes: `"${'A'.repeat(1_100_000)}"` },
          ),
        )
        .map((replacement) => (d: Draft) => {
          d.body = replacement;
          // Well-formed JSON (however deep) is judged by the schema like any body; anything the
          // JSON parser must refuse (or another media type) is hostile as it stands.
          d.hostileBody = replacement.kind === 'raw' && jsonOf(replacement) === undefined;
          d.labels.push(`body ${replacement.kind === 'raw' ? replacement.contentType : 'array'}`);
        }),
    );
  }
  if (queryFields.length || schemas.querystring) {
    const field = fc.constantFrom(...(queryFields.length ? queryFields : ['q']));
    list.push(
      fc
        .tuple(
          field,
          fc.oneof(
            edgeOrRandomString,
            hugeString.map((s) => s.slice(0, 6000)),
          ),
        )
        .map(([f, v]) => (d: Draft) => {
          d.query[f] = v;
          d.labels.push(`query ${f}`);
        }),
      fc
        .tuple(field, fc.array(fc.string({ maxLength: 5 }), { minLength: 2, maxLength: 4 }))
        .map(([f, v]) => (d: Draft) => {
          d.query[f] = v;
          d.labels.push(`repeated query ${f}`);
        }),
      field.map((f) => (d: Draft) => {
        delete d.query[f];
        d.labels.push(`missing query ${f}`);
      }),
    );
  }
  if (paramNames.length) {
    const name = fc.constantFrom(...paramNames);
    list.push(
      fc.tuple(name, hostileId).map(([p, v]) => (d: Draft) => {
        d.params[p] = v;
        d.hostilePath = true; // a made-up id names no existing object
        d.labels.push(`path ${p}`);
      }),
      fc.tuple(name, rawSegments).map(([p, v]) => (d: Draft) => {
        d.rawParams[p] = v;
        d.hostilePath = true;
        d.labels.push(`raw path ${p}`);
      }),
    );
  }
  return list;
}

function passes(schema: Schema | undefined, value: unknown): boolean {
  return !schema || schema.safeParse(value).success;
}

/** Whether the contract (or the route's credential rule) refuses the variant. */
function unstorableAnywhere(value: unknown): boolean {
  if (typeof value === 'string') return UNSTORABLE.test(value);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => UNSTORABLE.test(k) || unstorableAnywhere(v));
  return false;
}

/** The parsed value of a raw JSON body, or undefined when it is not JSON the server would read. */
function jsonOf(body: Body): unknown {
  if (body.kind !== 'raw' || body.contentType !== 'application/json') return undefined;
  try {
    return JSON.parse(String(body.bytes)) as unknown;
  } catch {
    return undefined;
  }
}

function refused(schemas: RouteSchemas, d: Draft): boolean {
  if (d.hostile || d.hostilePath || d.hostileBody) return true;
  const raw = jsonOf(d.body);
  if (raw !== undefined && !passes(schemas.body, raw)) return true;
  const body = d.body.kind === 'json' || d.body.kind === 'form' ? d.body.value : undefined;
  if (unstorableAnywhere([d.params, d.query, body])) return true;
  if (!passes(schemas.params, d.params)) return true;
  if (!passes(schemas.querystring, d.query)) return true;
  if (d.body.kind === 'json' && !passes(schemas.body, d.body.value)) return true;
  if (d.body.kind === 'none' && schemas.body && !passes(schemas.body, undefined)) return true;
  return false;
}

/**
 * Hostile variants of `base` for the route. `alwaysHostile`: the base itself can never succeed
 * (wrong credential or signature), so every variant counts, contract or not.
 */
export function hostileRequests(
  pattern: string,
  schemas: RouteSchemas,
  base: InjectOptions,
  options: { alwaysHostile?: boolean; credentials: Record<string, string>[] },
): fc.Arbitrary<HostileRequest> {
  const draft = toDraft(pattern, base);
  const mutations = mutationsFor(schemas, draft);
  if (mutations.length === 0) {
    // Nothing to mutate: vary only credentials and add a hostile query.
    mutations.push(
      edgeOrRandomString.map((v) => (d: Draft) => {
        d.query.x = v;
        d.labels.push('query x');
      }),
    );
  }
  return fc
    .tuple(
      fc.array(fc.oneof(...mutations), { minLength: 1, maxLength: 3 }),
      fc.constantFrom(...options.credentials),
    )
    .map(([chosen, credential]) => {
      const d = toDraft(pattern, base);
      if (options.alwaysHostile) d.hostile = true;
      for (const mutate of chosen) mutate(d);
      // The caller's credential replaces the sample's (visitor, user or admin).
      delete d.headers.authorization;
      delete d.headers.cookie;
      Object.assign(d.headers, credential);
      return d;
    })
    .filter((d) => refused(schemas, d))
    .map((d) => ({ request: toRequest(d), labels: d.labels }));
}
