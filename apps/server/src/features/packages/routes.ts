import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deletedCountResponse,
  idParam,
  insertedIdResponse,
  modifiedCountResponse,
} from '@wayfare/contract/common';
import {
  createPackageRequest,
  packageList,
  packageSearchQuery,
  type PackageSearchQuery,
  travelPackage,
  updatePackageRequest,
} from '@wayfare/contract/packages';
import { AppError } from '#lib/errors';
import { announceChange, onPeerChange } from '#lib/peers';
import { toPackageDto, type PackagesRepository } from './repository';
import type { PackagesService } from './service';

/** How long an answer may be reused without asking the database (other instances' writes). */
const LIST_CACHE_MS = 5_000;
const LIST_CACHE_MAX = 500;

interface CachedList {
  body: Buffer;
  etag: string;
  total: number;
  expiresAt: number;
}

export const packagesRoutes: FastifyPluginAsyncZod<{
  packages: PackagesRepository;
  service: PackagesService;
}> = async (app, { packages, service }) => {
  /*
   * The public list is what every visitor's first page asks for. Answers are kept per query
   * string, already serialised, for a few seconds (and dropped at once when this server
   * changes a package), so a busy home page costs no database work. Browsers and shared caches
   * may store it but revalidate each time (ETag, 304), so an edit shows on the next load.
   */
  const lists = new Map<string, CachedList>();

  async function listAnswer(url: string, query: PackageSearchQuery): Promise<CachedList> {
    const now = Date.now();
    const hit = lists.get(url);
    if (hit && hit.expiresAt > now) return hit;
    const { rows, total } = await packages.search(query);
    const body = Buffer.from(JSON.stringify(packageList.parse(rows.map(toPackageDto))));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const entry = { body, etag, total, expiresAt: now + LIST_CACHE_MS };
    lists.delete(url);
    if (lists.size >= LIST_CACHE_MAX) lists.delete(lists.keys().next().value!);
    lists.set(url, entry);
    return entry;
  }

  // Before the answer leaves, so the caller's next read already misses the dropped lists.
  app.addHook('onSend', (request, reply, payload, done) => {
    // Any successful change to the catalogue drops the kept lists, here and (within moments,
    // through the primary process) in this server's other workers; other servers on the same
    // database catch up within LIST_CACHE_MS.
    if (request.method !== 'GET' && reply.statusCode < 400) {
      lists.clear();
      announceChange('packages');
    }
    done(null, payload);
  });
  const stopListening = onPeerChange('packages', () => lists.clear());
  app.addHook('onClose', async () => stopListening());

  app.get(
    '/packages',
    { schema: { querystring: packageSearchQuery, response: { 200: packageList } } },
    async (request, reply) => {
      const answer = await listAnswer(request.url, request.query);
      void reply
        .header('x-total-count', String(answer.total))
        .header('cache-control', 'public, no-cache')
        .header('etag', answer.etag);
      // Sent as bytes: already serialised, and checked against the schema when it was made.
      const raw = reply as FastifyReply;
      if (request.headers['if-none-match'] === answer.etag) return raw.status(304).send();
      return raw.type('application/json; charset=utf-8').send(answer.body);
    },
  );

  app.get(
    '/packages/:id',
    { schema: { params: idParam, response: { 200: travelPackage } } },
    async (request) => {
      const row = await packages.findById(request.params.id);
      if (!row) throw new AppError('PACKAGE_NOT_FOUND', 'There is no package with this id.');
      return toPackageDto(row);
    },
  );

  app.post(
    '/addPackages',
    {
      onRequest: app.requireAdmin,
      schema: { body: createPackageRequest, response: { 201: insertedIdResponse } },
    },
    async (request, reply) =>
      reply.status(201).send({ insertedId: await service.addPackage(request.body) }),
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
      modifiedCount: await service.updatePackage({ id: request.params.id, patch: request.body }),
    }),
  );

  app.delete(
    '/packages/:id',
    {
      onRequest: app.requireAdmin,
      schema: { params: idParam, response: { 200: deletedCountResponse } },
    },
    async (request) => {
      const deletedCount = await service.removePackage(request.params.id);
      if (deletedCount === 0)
        throw new AppError('PACKAGE_NOT_FOUND', 'There is no package with this id.');
      return { deletedCount };
    },
  );
};
