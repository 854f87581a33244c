import type { FastifyInstance, InjectOptions } from 'fastify';
import Stripe from 'stripe';

export interface CardProcessor {
  kind: 'built-in' | 'stripe';
  /** The official Stripe SDK, pointed at Stripe or at Wayfare's built-in test-mode processor. */
  stripe: Stripe;
  publishableKey: string;
  webhookSecret: string;
}

const TIMEOUT_MS = 10_000;

/**
 * A fetch that serves the SDK's `https://api.stripe.com/v1/...` requests from the built-in
 * processor mounted at /api/processor/v1, in process (no network hop, no need to know our address).
 */
function builtInFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
    );
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const response = await app.inject({
      method: (init?.method ?? 'GET') as InjectOptions['method'],
      url: `/api/processor${url.pathname}${url.search}`,
      headers,
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const responseHeaders = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined)
        responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers: responseHeaders,
    });
  };
}

export function createCardProcessor(options: {
  app: FastifyInstance;
  stripe?: { secretKey: string; publishableKey: string; webhookSecret: string };
  builtIn: { secretKey: string; publishableKey: string; webhookSecret: string };
  /** Wraps the transport (fault tests); absent in production. */
  wrapFetch?: (fetch: typeof globalThis.fetch) => typeof globalThis.fetch;
}): CardProcessor {
  const wrap = options.wrapFetch ?? ((f: typeof globalThis.fetch) => f);
  if (options.stripe) {
    return {
      kind: 'stripe',
      stripe: new Stripe(options.stripe.secretKey, {
        maxNetworkRetries: 2,
        timeout: TIMEOUT_MS,
        ...(options.wrapFetch
          ? { httpClient: Stripe.createFetchHttpClient(wrap(globalThis.fetch)) }
          : {}),
      }),
      publishableKey: options.stripe.publishableKey,
      webhookSecret: options.stripe.webhookSecret,
    };
  }
  return {
    kind: 'built-in',
    stripe: new Stripe(options.builtIn.secretKey, {
      httpClient: Stripe.createFetchHttpClient(wrap(builtInFetch(options.app))),
      maxNetworkRetries: 1,
      timeout: TIMEOUT_MS,
    }),
    publishableKey: options.builtIn.publishableKey,
    webhookSecret: options.builtIn.webhookSecret,
  };
}
