import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, insertedIdResponse } from '@wayfare/contract/common';
import {
  answerTripRequestRequest,
  createTripRequestRequest,
  tripRequest,
  tripRequestList,
  tripRequestsInbox,
  tripRequestsInboxQuery,
  tripRequestsQuery,
} from '@wayfare/contract/trip-requests';
import { actorOf } from '#plugins/auth-guard';
import { problemLocale } from '#lib/problem-language';
import type { TripRequestsService } from './service';

/**
 * Trip requests: the `/destination` calls (docs/product.md §7), and the agency's inbox where
 * admins answer them (`/trip-requests`, beyond the spec).
 */
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
        language: problemLocale(request.headers['accept-language']),
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

  app.get(
    '/trip-requests',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: tripRequestsInboxQuery, response: { 200: tripRequestsInbox } },
    },
    async (request) => {
      const { status, limit, offset } = request.query;
      return service.inbox({ status, page: { limit, offset } });
    },
  );

  app.put(
    '/trip-requests/:id/answer',
    {
      onRequest: app.requireAdmin,
      schema: { params: idParam, body: answerTripRequestRequest, response: { 200: tripRequest } },
    },
    async (request) =>
      service.answer({
        actor: actorOf(request),
        address: request.ip,
        id: request.params.id,
        answer: request.body.answer,
      }),
  );
};
