import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { insertedIdResponse } from '@wayfare/contract/common';
import {
  createTripRequestRequest,
  tripRequestList,
  tripRequestsQuery,
} from '@wayfare/contract/trip-requests';
import { actorOf } from '#plugins/auth-guard';
import type { TripRequestsService } from './service';

/** Trip requests: the `/destination` calls (docs/product.md §7). */
export const tripRequestsRoutes: FastifyPluginAsyncZod<{ service: TripRequestsService }> = async (
  app,
  { service },
) => {
  app.post(
    '/destination',
    {
      onRequest: app.requireUser,
      schema: { body: createTripRequestRequest, response: { 201: insertedIdResponse } },
    },
    async (request, reply) => {
      const insertedId = await service.createTripRequest({
        actor: actorOf(request),
        ...request.body,
      });
      return reply.status(201).send({ insertedId });
    },
  );

  app.get(
    '/destination',
    {
      onRequest: app.requireUser,
      schema: { querystring: tripRequestsQuery, response: { 200: tripRequestList } },
    },
    async (request) => {
      const { email, limit, offset } = request.query;
      return service.listTripRequests({ actor: actorOf(request), email, page: { limit, offset } });
    },
  );
};
