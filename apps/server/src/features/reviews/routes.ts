import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertedIdResponse, pageQuery } from '@wayfare/contract/common';
import { createReviewRequest, reviewList } from '@wayfare/contract/reviews';
import { actorOf } from '#plugins/auth-guard';
import type { ReviewsService } from './service';

/** Reviews: anyone reads them (home carousel); a signed-in traveller writes one in their own name. */
export const reviewsRoutes: FastifyPluginAsyncZod<{ service: ReviewsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/reviews',
    { schema: { querystring: pageQuery, response: { 200: reviewList } } },
    async (request) => service.listReviews(request.query),
  );

  app.post(
    '/reviews',
    {
      onRequest: app.requireUser,
      schema: { body: createReviewRequest, response: { 201: insertedIdResponse } },
    },
    async (request, reply) => {
      const insertedId = await service.writeReview({ actor: actorOf(request), ...request.body });
      return reply.status(201).send({ insertedId });
    },
  );
};
