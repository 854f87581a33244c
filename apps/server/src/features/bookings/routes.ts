import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bookingList,
  bookingSummary,
  bookingsQuery,
  createBookingRequest,
} from '@wayfare/contract/bookings';
import {
  deletedCountResponse,
  emailAddress,
  idParam,
  insertedIdResponse,
  pageQuery,
} from '@wayfare/contract/common';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth-guard';
import { toBookingDto, type BookingsRepository } from './repository';
import type { BookingsService } from './service';

export const bookingsRoutes: FastifyPluginAsyncZod<{
  bookings: BookingsRepository;
  service: BookingsService;
}> = async (app, { bookings, service }) => {
  app.post(
    '/booking',
    {
      preHandler: app.requireUser,
      schema: { body: createBookingRequest, response: { 201: insertedIdResponse } },
    },
    async (request, reply) =>
      reply.status(201).send({
        insertedId: await service.createBooking({ actor: actorOf(request), input: request.body }),
      }),
  );

  app.get(
    '/booking',
    {
      preHandler: app.requireUser,
      schema: { querystring: bookingsQuery, response: { 200: bookingList } },
    },
    async (request) => {
      service.assertMayActFor(actorOf(request), request.query.email);
      return (await bookings.listByEmail(request.query.email, request.query)).map(toBookingDto);
    },
  );

  app.get(
    '/booking/summary',
    {
      preHandler: app.requireUser,
      schema: { querystring: z.object({ email: emailAddress }), response: { 200: bookingSummary } },
    },
    async (request) => {
      service.assertMayActFor(actorOf(request), request.query.email);
      return bookings.summaryByEmail(request.query.email);
    },
  );

  app.delete(
    '/booking/:id',
    {
      preHandler: app.requireUser,
      schema: { params: idParam, response: { 200: deletedCountResponse } },
    },
    async (request) => ({
      deletedCount: await service.cancelBooking({
        actor: actorOf(request),
        bookingId: request.params.id,
      }),
    }),
  );

  app.get(
    '/allBooking',
    {
      preHandler: app.requireAdmin,
      schema: { querystring: pageQuery, response: { 200: bookingList } },
    },
    async (request) => (await bookings.listAll(request.query)).map(toBookingDto),
  );

  app.get(
    '/allBooking/summary',
    { preHandler: app.requireAdmin, schema: { response: { 200: bookingSummary } } },
    async () => bookings.summaryAll(),
  );
};
