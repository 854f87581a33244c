import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParam, insertedIdResponse, modifiedCountResponse } from '@wayfare/contract/common';
import {
  createDepartureRequest,
  departureList,
  departuresQuery,
  manifest,
  updateDepartureRequest,
  type Manifest,
} from '@wayfare/contract/departures';
import { actorOf } from '#plugins/auth-guard';
import type { DeparturesService } from './service';

interface DeparturesRoutesOptions {
  service: DeparturesService;
  /** Sends the manifest as a CSV file (the exports feature's: its writer, headers and audit). */
  sendManifestCsv: (
    request: FastifyRequest,
    reply: FastifyReply,
    manifest: Manifest,
  ) => Promise<FastifyReply>;
}

/** Departures of a package (public list; admins add, change and read the manifest). */
export const departuresRoutes: FastifyPluginAsyncZod<DeparturesRoutesOptions> = async (
  app,
  { service, sendManifestCsv },
) => {
  app.get(
    '/packages/:id/departures',
    {
      // Past and cancelled departures are the agency's business: `all` is for admins, checked
      // before anything of the request is validated (authenticate, authorize, then validate).
      onRequest: async (request) => {
        if ((request.query as { all?: unknown }).all === 'true') await app.requireAdmin(request);
      },
      schema: { params: idParam, querystring: departuresQuery, response: { 200: departureList } },
    },
    async (request) => service.listForPackage(request.params.id, request.query),
  );

  app.post(
    '/packages/:id/departures',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: idParam,
        body: createDepartureRequest,
        response: { 201: insertedIdResponse },
      },
    },
    async (request, reply) => {
      const insertedId = await service.create(request.params.id, request.body, {
        actor: actorOf(request),
        address: request.ip,
      });
      return reply.status(201).send({ insertedId });
    },
  );

  app.patch(
    '/departures/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        params: idParam,
        body: updateDepartureRequest,
        response: { 200: modifiedCountResponse },
      },
    },
    async (request) => ({
      modifiedCount: await service.update(
        actorOf(request),
        request.params.id,
        request.body,
        request.ip,
      ),
    }),
  );

  app.get(
    '/departures/:id/manifest',
    {
      onRequest: app.requireAdmin,
      schema: { params: idParam, response: { 200: manifest } },
    },
    async (request, reply) => {
      const answer = await service.manifest(request.params.id);
      void reply.header('vary', 'Accept');
      if (asksForCsv(request.headers.accept)) return sendManifestCsv(request, reply, answer);
      return answer;
    },
  );
};

/** Whether an Accept header prefers CSV to JSON (the first of the two it names). */
function asksForCsv(accept: string | undefined): boolean {
  const csv = accept?.search(/\btext\/csv\b/i) ?? -1;
  const json = accept?.search(/\bapplication\/json\b/i) ?? -1;
  return csv >= 0 && (json < 0 || csv < json);
}
