import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertedIdResponse, pageQuery } from '@wayfare/contract/common';
import { createReviewRequest, reviewList } from '@wayfare/contract/reviews';
import type { Db } from '#db/client';
import { actorOf } from '#plugins/auth-guard';
import { createReviewsRepository, toReviewDto } from './repository';

/** Reviews: anyone reads them (home carousel); a signed-in traveller writes one in their own name. */
export const reviewsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const reviews = createReviewsRepository(db);

  app.get(
    '/reviews',
    { schema: { querystring: pageQuery, response: { 200: reviewList } } },
    async (request) => (await reviews.list(request.query)).map(toReviewDto),
  );

  app.post(
    '/reviews',
    {
      onRequest: app.requireUser,
      schema: { body: createReviewRequest, response: { 201: insertedIdResponse } },
    },
    async (request, reply) => {
      const insertedId = await reviews.create({ userId: actorOf(request).id, ...request.body });
      return reply.status(201).send({ insertedId });
    },
  );
};
