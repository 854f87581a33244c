import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, pageQuery } from '@wayfare/contract/common';
import {
  createReviewRequest,
  createReviewResponse,
  moderatedReview,
  moderatedReviewList,
  moderateReviewRequest,
  reviewList,
} from '@wayfare/contract/reviews';
import { actorOf } from '#plugins/auth-guard';
import type { ReviewsService } from './service';

/**
 * Reviews: anyone reads the public ones (home carousel); a signed-in traveller writes one in their
 * own name; an admin sees every review and hides, restores or approves them (moderation).
 */
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
      schema: { body: createReviewRequest, response: { 201: createReviewResponse } },
    },
    async (request, reply) => {
      const answer = await service.writeReview({ actor: actorOf(request), ...request.body });
      return reply.status(201).send(answer);
    },
  );

  app.get(
    '/allReviews',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: pageQuery, response: { 200: moderatedReviewList } },
    },
    async (request) => service.listAllReviews(request.query),
  );

  app.patch(
    '/reviews/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: idParam,
        body: moderateReviewRequest,
        response: { 200: moderatedReview },
      },
    },
    async (request) =>
      service.moderateReview({
        actor: actorOf(request),
        address: request.ip,
        id: request.params.id,
        change: request.body,
      }),
  );
};
