import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterRequest, newsletterResponse } from '@wayfare/contract/newsletter';
import type { Db } from '../../db/client';
import { newsletterSubscribers } from '../../db/schema/index';

/** The home page's subscribe box: stores the address once, answers the same for a repeat. */
export const newsletterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/newsletter',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        body: newsletterRequest,
        response: { 200: newsletterResponse, 201: newsletterResponse },
      },
    },
    async (request, reply) => {
      const inserted = await db
        .insert(newsletterSubscribers)
        .values({ email: request.body.email })
        .onConflictDoNothing()
        .returning({ email: newsletterSubscribers.email });
      return reply.status(inserted.length ? 201 : 200).send({ subscribed: true });
    },
  );
};
