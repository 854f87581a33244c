import { createHash } from 'node:crypto';
import type { z } from 'zod';

export interface JsonBytes {
  body: Buffer;
  /** A strong validator of `body`. */
  etag: string;
}

const made = new WeakMap<object, JsonBytes>();

/**
 * A value as JSON bytes with their ETag, checked against `schema` when given. Made once per
 * object: a kept answer (see kept-answers.ts) is serialised and hashed once, not on every read.
 */
export function jsonBytes(value: object, schema?: z.ZodType): JsonBytes {
  const known = made.get(value);
  if (known) return known;
  const body = Buffer.from(JSON.stringify(schema ? schema.parse(value) : value));
  const bytes = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  made.set(value, bytes);
  return bytes;
}
