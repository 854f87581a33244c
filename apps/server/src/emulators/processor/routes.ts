import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import qs from 'qs';
import { AppError } from '#lib/errors';
import { stripeError } from './objects';
import { ProcessorError, type ProcessorService } from './service';

type Params = Record<string, unknown>;

function str(value: unknown): string | undefined {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
}

function obj(value: unknown): Params {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Params) : {};
}

/**
 * The built-in processor's HTTP API under /api/processor/v1, speaking Stripe's dialect: form-encoded
 * (or JSON) bodies, bearer keys, Stripe's error shape and status codes.
 */
export async function processorRoutes(
  app: FastifyInstance,
  options: { service: ProcessorService; secretKey: string; publishableKey: string },
) {
  const { service, secretKey, publishableKey } = options;
  app.removeAllContentTypeParsers();
  const parseForm = (
    _req: FastifyRequest,
    body: string,
    done: (err: Error | null, body?: unknown) => void,
  ) => {
    done(null, qs.parse(body, { depth: 4, parameterLimit: 200, arrayLimit: 50 }));
  };
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 32 * 1024 },
    parseForm,
  );
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 32 * 1024 },
    (_req, body, done) => {
      try {
        done(null, body ? JSON.parse(body as string) : {});
      } catch {
        done(null, {});
      }
    },
  );

  function keyOf(request: FastifyRequest): 'secret' | 'publishable' | null {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (match?.[1] === secretKey) return 'secret';
    if (match?.[1] === publishableKey) return 'publishable';
    return null;
  }

  function unauthorized(reply: FastifyReply) {
    return reply.status(401).send(stripeError('authentication_error', 'Invalid API Key provided.'));
  }

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ProcessorError) return reply.status(error.status).send(error.body);
    // The input guard's refusal (text the database cannot store), in Stripe's dialect.
    if (error instanceof AppError && error.status === 400)
      return reply.status(400).send(stripeError('invalid_request_error', error.message));
    // Fastify's own refusals (body too large, unknown media type, malformed form): the caller's
    // fault, so Stripe's 4xx with the reason, not an api_error 500.
    const status = (error as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500)
      return reply
        .status(status)
        .send(stripeError('invalid_request_error', (error as Error).message));
    app.log.error({ err: error }, 'processor error');
    return reply.status(500).send({
      error: {
        type: 'api_error',
        message: 'An unexpected error occurred in the test-mode processor.',
      },
    });
  });

  app.post('/v1/payment_intents', async (request, reply) => {
    if (keyOf(request) !== 'secret') return unauthorized(reply);
    const body = obj(request.body);
    const metadata = Object.fromEntries(
      Object.entries(obj(body.metadata)).flatMap(([k, v]) =>
        str(v) === undefined ? [] : [[k.slice(0, 40), str(v)!.slice(0, 500)]],
      ),
    );
    const idempotencyKey = str(request.headers['idempotency-key']);
    return service.createIntent({
      amount: Number(body.amount),
      currency: str(body.currency) ?? 'usd',
      metadata,
      description: str(body.description),
      idempotencyKey: idempotencyKey ? `pi:${idempotencyKey}` : undefined,
    });
  });

  app.get<{ Params: { id: string }; Querystring: { client_secret?: string } }>(
    '/v1/payment_intents/:id',
    async (request, reply) => {
      const key = keyOf(request);
      if (!key) return unauthorized(reply);
      if (key === 'publishable' && !request.query.client_secret) return unauthorized(reply);
      return service.retrieveIntent(
        request.params.id,
        key === 'publishable' ? request.query.client_secret : undefined,
      );
    },
  );

  app.post<{ Params: { id: string } }>(
    '/v1/payment_intents/:id/confirm',
    async (request, reply) => {
      const key = keyOf(request);
      if (!key) return unauthorized(reply);
      const body = obj(request.body);
      const data = obj(body.payment_method_data);
      const card = obj(data.card);
      const billing = obj(data.billing_details);
      return service.confirmIntent(
        request.params.id,
        {
          clientSecret: str(body.client_secret),
          card: {
            number: str(card.number),
            exp_month: str(card.exp_month),
            exp_year: str(card.exp_year),
            cvc: str(card.cvc),
          },
          billing: { name: str(billing.name), email: str(billing.email) },
        },
        { publishable: key === 'publishable' },
      );
    },
  );

  app.post('/v1/refunds', async (request, reply) => {
    if (keyOf(request) !== 'secret') return unauthorized(reply);
    const body = obj(request.body);
    const paymentIntent = str(body.payment_intent);
    if (!paymentIntent) {
      return reply.status(400).send(
        stripeError('invalid_request_error', 'Missing required param: payment_intent.', {
          param: 'payment_intent',
        }),
      );
    }
    const idempotencyKey = str(request.headers['idempotency-key']);
    return service.createRefund({
      paymentIntent,
      amount: body.amount === undefined ? undefined : Number(body.amount),
      idempotencyKey: idempotencyKey ? `re:${idempotencyKey}` : undefined,
    });
  });
}
