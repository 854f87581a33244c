import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCancelRequest,
  adminCancelResponse,
  bookingList,
  bookingSummary,
  bookingsQuery,
  createBookingRequest,
  createBookingResponse,
} from '@wayfare/contract/bookings';
import { deletedCountResponse, emailAddress, idParam } from '@wayfare/contract/common';
import { allBookingsQuery } from '@wayfare/contract/admin-lists';
import { holdAddressKey } from '#lib/client-address';
import { problemLocale } from '#lib/problem-language';
import { pageLinks } from '#lib/list-page';
import { z } from 'zod';
import { actorOf, claimsOf } from '#plugins/auth-guard';
import type { BookingsService } from './service';

export const bookingsRoutes: FastifyPluginAsyncZod<{ service: BookingsService }> = async (
  app,
  { service },
) => {
  app.post(
    '/booking',
    {
      onRequest: app.requireToken,
      schema: { body: createBookingRequest, response: { 201: createBookingResponse } },
    },
    async (request, reply) => {
      // One round trip: the statement reads and checks the caller, takes the seats, and books.
      const input = request.body;
      // The hold caps count by the client address too (decision 010).
      const address = holdAddressKey(request.ip);
      // The page's language, for the messages about the booking (docs/i18n.md, "E-mails").
      const language = problemLocale(request.headers['accept-language']);
      let created = await service.bookAsCaller({
        claims: claimsOf(request),
        input,
        address,
        language,
      });
      if (!created) {
        // Nothing booked: the usual checks, in the usual order, say why (401, 403, 404, 409), or
        // book if what stopped the statement changed meanwhile.
        await app.requireUser(request);
        created = await service.createBooking({
          actor: actorOf(request),
          input,
          address,
          language,
        });
      }
      return reply.status(201).send(service.createdAnswer(created));
    },
  );

  app.get(
    '/booking',
    {
      onRequest: app.requireUser,
      schema: { querystring: bookingsQuery, response: { 200: bookingList } },
    },
    async (request) => {
      const { email, limit, offset } = request.query;
      return service.listBookings(actorOf(request), email, { limit, offset });
    },
  );

  app.get(
    '/booking/summary',
    {
      onRequest: app.requireUser,
      schema: { querystring: z.object({ email: emailAddress }), response: { 200: bookingSummary } },
    },
    async (request) => {
      return service.summarizeBookings(actorOf(request), request.query.email);
    },
  );

  app.delete(
    '/booking/:id',
    {
      onRequest: app.requireUser,
      schema: { params: idParam, response: { 200: deletedCountResponse } },
    },
    async (request) => ({
      deletedCount: await service.cancelBooking({
        actor: actorOf(request),
        bookingId: request.params.id,
        address: request.ip,
      }),
    }),
  );

  app.get(
    '/allBooking',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: allBookingsQuery, response: { 200: bookingList } },
    },
    async (request, reply) => {
      const answer = await service.listAllBookings(request.query);
      void reply.header('x-total-count', String(answer.total));
      const links = answer.page && pageLinks(request.url, answer.total, answer.page);
      if (links) void reply.header('link', links);
      return answer.bookings;
    },
  );

  app.post(
    '/allBooking/:id/cancel',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: idParam,
        body: adminCancelRequest,
        response: { 200: adminCancelResponse },
      },
    },
    async (request) =>
      service.adminCancelBooking({
        actor: actorOf(request),
        bookingId: request.params.id,
        reason: request.body.reason,
        address: request.ip,
      }),
  );

  app.get(
    '/allBooking/summary',
    { onRequest: app.requireAdmin, schema: { response: { 200: bookingSummary } } },
    async () => service.summarizeAllBookings(),
  );
};
