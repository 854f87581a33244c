import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterRequest, newsletterResponse } from '@wayfare/contract/newsletter';
import type { Db } from '#db/client';
import { newsletterSubscribers } from '#db/schema';

/**
 * The home page's subscribe box: stores the address once. A new address and a known one get the
 * same answer (200, `{ subscribed: true }`), so the box tells nobody who is subscribed.
 */
export const newsletterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/newsletter',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        body: newsletterRequest,
        response: { 200: newsletterResponse },
      },
    },
    async (request) => {
      await db
        .insert(newsletterSubscribers)
        .values({ email: request.body.email })
        .onConflictDoNothing();
      return { subscribed: true as const };
    },
  );
};
