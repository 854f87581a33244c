import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AppError } from '#lib/errors';

// In a `u` regular expression a surrogate pair is one code point, so only a lone half matches.
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Why a string cannot be stored: PostgreSQL text refuses U+0000 outright (the query fails, which
 * would be a 500), and a lone UTF-16 surrogate is not Unicode text at all (it would be stored as
 * U+FFFD, silently changed).
 */
function unstorable(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain the character U+0000';
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text (no lone surrogates)';
  return null;
}

/**
 * The first string (value or key) of a parsed request part that the database could not store as
 * sent, with its path. Iterative, so a deeply nested body cannot exhaust the stack.
 */
export function findUnstorableText(
  value: unknown,
  root: string,
): { path: string; message: string } | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [current, path] = stack.pop()!;
    if (typeof current === 'string') {
      const message = unstorable(current);
      if (message) return { path, message };
    } else if (current !== null && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, child] of Object.entries(current)) {
        const keyMessage = unstorable(key);
        if (keyMessage) return { path: `${path}.${key}`, message: `key ${keyMessage}` };
        stack.push([child, `${path}.${key}`]);
      }
    }
  }
  return null;
}

/**
 * Refuses, before any schema or handler sees them, parameters, queries and parsed bodies holding
 * text the database cannot store (400 with the field's path). Raw bodies (identity service,
 * webhooks) are left to their own parsers.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    // A callback hook: the check is synchronous, and every request passes here.
    app.addHook('preValidation', (request, _reply, done) => {
      const parts = { params: request.params, querystring: request.query, body: request.body };
      for (const [name, part] of Object.entries(parts)) {
        if (part === undefined || typeof part === 'string') continue;
        const found = findUnstorableText(part, name);
        if (found) {
          done(new AppError('VALIDATION_FAILED', `${found.path}: ${found.message}`, [found]));
          return;
        }
      }
      done();
    });
  },
  { name: 'input-guard' },
);
