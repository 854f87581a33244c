import type { FastifyBaseLogger } from 'fastify';
import type { ProcessorRepository } from './repository';
import { signWebhookPayload } from './webhook-signature';

/** Delay before the next attempt after `attempts` failures: 1 s, 5 s, 30 s, 2 min, then 10 min. */
export function retryDelayMs(attempts: number): number {
  return [1_000, 5_000, 30_000, 120_000][attempts] ?? 600_000;
}

/**
 * Delivers the processor's webhook events to the payments feature (a function call: what Stripe
 * sends over the network, signed with Stripe's scheme), retrying with backoff until it is taken. Several server instances may run it: each claims
 * its events.
 */
export function createWebhookDispatcher(deps: {
  repo: ProcessorRepository;
  secret: string;
  /** Hands one signed event to the payments feature; resolves when it was taken, throws if not. */
  deliver: (payload: string, signature: string) => Promise<void>;
  logger: FastifyBaseLogger;
  pollMs?: number;
}) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let stopped = false;

  async function runOnce(): Promise<void> {
    const events = await deps.repo.claimDueEvents(20, 30_000);
    for (const event of events) {
      try {
        await deps.deliver(event.payload, signWebhookPayload(event.payload, deps.secret));
        await deps.repo.markDelivered(event.id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        deps.logger.warn(
          { eventId: event.id, attempts: event.attempts + 1, err: message },
          'webhook delivery failed; will retry',
        );
        await deps.repo.markFailed(
          event.id,
          message,
          new Date(Date.now() + retryDelayMs(event.attempts)),
        );
      }
    }
  }

  function tick() {
    if (running || stopped) return running ?? Promise.resolve();
    running = runOnce()
      .catch((error: unknown) => deps.logger.error({ err: error }, 'webhook dispatcher failed'))
      .finally(() => {
        running = null;
      });
    return running;
  }

  return {
    start() {
      stopped = false;
      timer = setInterval(() => void tick(), deps.pollMs ?? 1000);
      timer.unref();
    },
    /** Tries deliveries now (after a payment succeeds) instead of waiting for the next poll. */
    kick(): Promise<void> {
      return tick();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
