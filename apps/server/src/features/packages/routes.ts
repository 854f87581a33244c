import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, insertedIdResponse, modifiedCountResponse } from '@wayfare/contract/common';
import {
  createPackageRequest,
  packageBookingCounts,
  packageList,
  packageSearchQuery,
  removePackageResponse,
  travelPackage,
  updatePackageRequest,
} from '@wayfare/contract/packages';
import { actorOf } from '#plugins/auth-guard';
import type { PackagesService } from './service';

export const packagesRoutes: FastifyPluginAsyncZod<{ service: PackagesService }> = async (
  app,
  { service },
) => {
  /*
   * Browsers and shared caches may store the list but revalidate each time (ETag, 304), so an
   * edit shows on the next load.
   */
  app.get(
    '/packages',
    { schema: { querystring: packageSearchQuery, response: { 200: packageList } } },
    async (request, reply) => {
      const answer = await service.listPackages(request.query);
      void reply
        .header('x-total-count', String(answer.total))
        .header('cache-control', 'public, no-cache');
      return reply.sendJsonWithEtag(answer.packages, packageList);
    },
  );

  app.get(
    '/packages/:id',
    { schema: { params: idParam, response: { 200: travelPackage } } },
    async (request) => service.getPackage(request.params.id),
  );

  app.post(
    '/addPackages',
    {
      onRequest: app.requireAdmin,
      schema: { body: createPackageRequest, response: { 201: insertedIdResponse } },
    },
    async (request, reply) =>
      reply.status(201).send({
        insertedId: await service.addPackage(request.body, {
          actor: actorOf(request),
          address: request.ip,
        }),
      }),
  );

  app.patch(
    '/updatePackage/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: idParam,
        body: updatePackageRequest,
        response: { 200: modifiedCountResponse },
      },
    },
    async (request) => ({
      modifiedCount: await service.updatePackage({
        id: request.params.id,
        patch: request.body,
        by: { actor: actorOf(request), address: request.ip },
      }),
    }),
  );

  app.delete(
    '/packages/:id',
    {
      onRequest: app.requireAdmin,
      schema: { params: idParam, response: { 200: removePackageResponse } },
    },
    async (request) =>
      service.removePackage(request.params.id, { actor: actorOf(request), address: request.ip }),
  );

  app.get(
    '/packages/:id/booking-counts',
    {
      onRequest: app.requireAdmin,
      schema: { params: idParam, response: { 200: packageBookingCounts } },
    },
    async (request) => service.bookingCounts(request.params.id),
  );
};
