import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers Helmet sets for these options, worked out once. Our options depend on nothing in
 * the request (no CSP nonces, no per-route settings), so every answer gets the same set.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error instanceof Error ? error : new Error('Helmet refused its options');
  });
  return headers;
}

/**
 * Helmet's security headers on every answer, like @fastify/helmet, which builds Helmet's
 * middleware again for each request (re-parsing the CSP: about half of the CPU time of a cached
 * API answer). Here it is built once at start and each request copies the finished headers.
 */
/**
 * Wayfare's policy: nothing but our own origin (and Stripe's hosts when STRIPE_* keys are set, for
 * Stripe Elements), no inline script, HSTS and upgrade-insecure-requests on an https address.
 */
export function wayfareHelmetOptions(options: {
  publicUrl: string;
  stripe: boolean;
}): HelmetOptions {
  const https = options.publicUrl.startsWith('https://');
  const stripeHosts = options.stripe
    ? {
        script: ['https://js.stripe.com'],
        connect: ['https://api.stripe.com'],
        frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
      }
    : { script: [], connect: [], frame: [] };
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeHosts.script],
        // SweetAlert2 and React set inline style attributes; no inline script is ever allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripeHosts.connect],
        frameSrc: ["'self'", ...stripeHosts.frame],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Social sign-in runs in a window this page opens: the page must keep its handle on it while
    // it visits the provider (Helmet's default, same-origin, would cut it off).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  };
}

export const securityHeadersPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string; stripe: boolean }) => {
    const headers = helmetHeaders(wayfareHelmetOptions(options));
    app.addHook('onRequest', (_request, reply, done) => {
      void reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
