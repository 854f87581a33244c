import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam } from '@wayfare/contract/common';
import { departureHolds, releaseHoldResponse, seatHoldParams } from '@wayfare/contract/seat-holds';
import { actorOf } from '#plugins/auth-guard';
import type { SeatHoldsService } from './service';

/** A departure's seat holds (admins): who holds seats unpaid, until when; and their release. */
export const seatHoldsRoutes: FastifyPluginAsyncZod<{ service: SeatHoldsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/departures/:id/holds',
    {
      onRequest: app.requireAdmin,
      schema: { params: idParam, response: { 200: departureHolds } },
    },
    async (request) => service.list(request.params.id),
  );

  app.post(
    '/departures/:id/holds/:bookingId/release',
    {
      onRequest: app.requireAdmin,
      schema: { params: seatHoldParams, response: { 200: releaseHoldResponse } },
    },
    async (request) =>
      service.release({
        departureId: request.params.id,
        bookingId: request.params.bookingId,
        by: { actor: actorOf(request), address: request.ip },
      }),
  );
};
