import type { FastifyBaseLogger } from 'fastify';

/** Prefix of the rate-limit keys in Redis (per-route limits add their method and path). */
export const RATE_LIMIT_NAMESPACE = 'wayfare:rate-limit:';

/**
 * The Redis client of the shared rate-limit counts. ioredis loads only here, when REDIS_URL is
 * set. It never holds a request up: no offline queue (a command fails at once while the
 * connection is down), one retry, short connect and command timeouts; it reconnects in the
 * background, and the log says once per outage that limits are not enforced, and when they are
 * again. Waits at most a moment for the first connection, so the first requests already count.
 */
export async function connectRateLimitRedis(url: string, log: FastifyBaseLogger) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    connectionName: 'wayfare-rate-limit',
    connectTimeout: 1000,
    commandTimeout: 500,
    // A connection that stops answering while commands wait is dropped and reconnected.
    socketTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
  });
  const where = new URL(url).host; // never the password
  let down = false;
  redis.on('error', (error: Error) => {
    if (down) return;
    down = true;
    log.warn(
      { redis: where, err: error },
      'Redis is unreachable: API rate limits are not enforced until it answers again',
    );
  });
  redis.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ redis: where }, 'Redis answers again: API rate limits are enforced');
  });
  await new Promise<void>((resolve) => {
    const settle = () => {
      clearTimeout(timer);
      redis.off('ready', settle);
      redis.off('error', settle);
      resolve();
    };
    const timer = setTimeout(settle, 1500);
    redis.once('ready', settle);
    redis.once('error', settle);
  });
  return {
    redis,
    async close() {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}
