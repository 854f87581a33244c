import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { newsletterRequest, newsletterResponse } from '@wayfare/contract/newsletter';
import type { NewsletterService } from './service';

/**
 * The home page's subscribe box. A new address and a known one get the same answer (200,
 * `{ subscribed: true }`).
 */
export const newsletterRoutes: FastifyPluginAsyncZod<{ service: NewsletterService }> = async (
  app,
  { service },
) => {
  app.post(
    '/newsletter',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: newsletterRequest, response: { 200: newsletterResponse } },
    },
    async (request) => {
      await service.subscribe(request.body.email);
      return { subscribed: true as const };
    },
  );
};
