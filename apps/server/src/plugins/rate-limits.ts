import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { connectRateLimitRedis, RATE_LIMIT_NAMESPACE } from './rate-limit-redis';

/** Whether the route the router matched is an API route (not the raw URL, which may be encoded). */
function isApiRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && (route === '/api' || route.startsWith('/api/'));
}

/**
 * Per client address, `apiMax` API calls a minute; routes set their own limits in
 * `config.rateLimit` (or none). Counted by the route the router matched, never by the raw URL
 * (which `/%61pi/` or `/API/` would spell differently); pages have their own limit (web-app.ts).
 * With `redisUrl` the counts live in Redis: one count per client across workers and instances,
 * and when Redis is unreachable or slow a request goes through uncounted (fail open).
 */
export const rateLimitsPlugin = fp(
  async (app: FastifyInstance, options: { apiMax: number; redisUrl: string | undefined }) => {
    const shared = options.redisUrl
      ? await connectRateLimitRedis(options.redisUrl, app.log)
      : undefined;
    if (shared) app.addHook('onClose', () => shared.close());
    await app.register(rateLimit, {
      global: true,
      max: options.apiMax,
      timeWindow: '1 minute',
      allowList: (request) => !isApiRoute(request),
      ...(shared && { redis: shared.redis, nameSpace: RATE_LIMIT_NAMESPACE, skipOnError: true }),
    });
  },
  { name: 'rate-limits' },
);
