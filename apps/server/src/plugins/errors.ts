import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ErrorCode } from '@wayfare/contract/errors';
import {
  banglaFieldMessage,
  banglaFieldSentence,
  describeFieldError,
  type FieldIssue,
} from '#lib/field-errors';
import { AppError, ERROR_TABLE } from '#lib/errors';
import { banglaProblem, problemLocale } from '#lib/problem-language';

/**
 * Sends a problem. `detail` is the English sentence; a request whose Accept-Language prefers
 * Bangla gets the code's title and detail from `locales/errors.bn.json` instead, naming the
 * values the problem carries, and each field error's message in Bangla (`locales/fields.bn.json`,
 * from its zod issue when it has one), the first of them as the detail of a VALIDATION_FAILED
 * (docs/i18n.md, "API errors in Bangla"). The code and each field error's path never change.
 */
function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  detail: string,
  errors?: { path: string; message: string; issue?: FieldIssue }[],
  extensions?: Record<string, string | number | boolean>,
  status: number = ERROR_TABLE[code].status,
) {
  const instance = request.url.split('?')[0];
  const vary = reply.getHeader('vary');
  const varies = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (!/\baccept-language\b/i.test(varies))
    void reply.header('vary', varies ? `${varies}, Accept-Language` : 'Accept-Language');
  const bangla = problemLocale(request.headers['accept-language']) === 'bn';
  const fields = errors?.map(({ issue, ...error }) => ({
    ...error,
    message: bangla ? banglaFieldMessage(error.message, issue) : error.message,
  }));
  const words = bangla
    ? banglaProblem(code, { ...extensions, method: request.method, path: instance })
    : { title: ERROR_TABLE[code].title, detail };
  const first = fields?.[0];
  if (bangla && code === 'VALIDATION_FAILED' && first)
    words.detail = banglaFieldSentence(first.path, first.message);
  return reply
    .status(status)
    .type('application/problem+json')
    .send({
      type: `https://wayfare.app/problems/${code.toLowerCase().replaceAll('_', '-')}`,
      title: words.title,
      status,
      detail: words.detail,
      code,
      instance,
      requestId: request.id,
      ...(fields ? { errors: fields } : {}),
      ...extensions,
    });
}

const DB_DOWN =
  /ECONNREFUSED|ECONNRESET|ETIMEDOUT|57P01|57P03|08006|08001|Connection terminated|no answer within|timeout exceeded when trying to connect/i;

function isDatabaseUnavailable(error: unknown): boolean {
  const e = error as { code?: string; message?: string; cause?: unknown };
  return (
    DB_DOWN.test(`${e.code ?? ''} ${e.message ?? ''}`) ||
    (e.cause !== undefined && isDatabaseUnavailable(e.cause))
  );
}

/** PostgreSQL cancelled the statement (SQLSTATE 57014: statement_timeout, or a cancel request). */
function isStatementCancelled(error: unknown): boolean {
  const e = error as { code?: string; cause?: unknown };
  return e.code === '57014' || (e.cause !== undefined && isStatementCancelled(e.cause));
}

/**
 * PostgreSQL gave up a transaction that met another: deadlock_detected (40P01) or
 * serialization_failure (40001). Nothing of it was written, and the same request may succeed
 * when tried again, so it is answered as a brief unavailability, not as a fault of ours.
 */
function isTransactionConflict(error: unknown): boolean {
  const e = error as { code?: string; cause?: unknown };
  return (
    e.code === '40P01' ||
    e.code === '40001' ||
    (e.cause !== undefined && isTransactionConflict(e.cause))
  );
}

/** One error shape for every failure (RFC 9457 + code); internals of 5xx are logged, never sent. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof AppError) {
        // A refusal that ends by itself (a limit) says when, as the rate limiter's 429 does.
        const wait = error.extensions?.retryAfterSeconds;
        if (typeof wait === 'number') void reply.header('retry-after', String(wait));
        return sendProblem(
          request,
          reply,
          error.code,
          error.message,
          error.fieldErrors,
          error.extensions,
        );
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = error.validation.map((v) => ({
          path: [
            error.validationContext,
            ...(v.instancePath ? v.instancePath.split('/').filter(Boolean) : []),
          ].join('.'),
          message: v.message ?? 'is not valid',
          issue: { code: v.keyword, params: v.params },
        }));
        const first = errors[0];
        return sendProblem(
          request,
          reply,
          'VALIDATION_FAILED',
          first ? describeFieldError(first.path, first.message) : 'The request is not valid.',
          errors,
        );
      }
      if (isResponseSerializationError(error)) {
        request.log.error({ err: error }, 'response did not match its schema');
        return sendProblem(
          request,
          reply,
          'INTERNAL_ERROR',
          'Something went wrong on our side. Please try again.',
        );
      }
      if (error.statusCode === 429) {
        return sendProblem(
          request,
          reply,
          'RATE_LIMITED',
          'Too many requests. Please wait a moment and try again.',
        );
      }
      if (error.statusCode === 413)
        return sendProblem(request, reply, 'PAYLOAD_TOO_LARGE', 'The request is too large.');
      if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
        // Fastify's own client errors (bad JSON, wrong content type, ...): their message is safe.
        const code: ErrorCode = error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED';
        return sendProblem(
          request,
          reply,
          code,
          error.message,
          undefined,
          undefined,
          error.statusCode,
        );
      }
      if (isStatementCancelled(error)) {
        request.log.error({ err: error }, 'database statement timed out');
        return sendProblem(
          request,
          reply,
          'DATABASE_UNAVAILABLE',
          'The service took too long to answer. Please try again in a moment.',
        );
      }
      if (isTransactionConflict(error)) {
        request.log.error({ err: error }, 'database transaction aborted by a conflict');
        return sendProblem(
          request,
          reply,
          'DATABASE_UNAVAILABLE',
          'The service is busy. Nothing was changed; please try again in a moment.',
        );
      }
      if (isDatabaseUnavailable(error)) {
        request.log.error({ err: error }, 'database unavailable');
        return sendProblem(
          request,
          reply,
          'DATABASE_UNAVAILABLE',
          'The service is briefly unavailable. Please try again in a moment.',
        );
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendProblem(
        request,
        reply,
        'INTERNAL_ERROR',
        'Something went wrong on our side. Please try again.',
      );
    });
  },
  { name: 'errors' },
);

export { sendProblem };
