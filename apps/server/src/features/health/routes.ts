import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@wayfare/contract/identity';
import { AppError } from '#lib/errors';
import type { HealthService } from './service';

/**
 * Three probes (docs/lifecycle.md): `/health` (the process and its database answer; kept as it
 * always was), `/health/live` (the process answers: restart it when this fails), and
 * `/health/ready` (send it traffic: false from the moment a shutdown begins, and while the
 * database does not answer).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ service: HealthService }> = async (
  app,
  { service },
) => {
  const probe = { config: { rateLimit: false } };
  app.get(
    '/health',
    { ...probe, schema: { response: { 200: healthResponse } } },
    async (_req, reply) => {
      if (!(await service.databaseIsUp()))
        throw new AppError('DATABASE_UNAVAILABLE', 'The database is not answering.');
      void reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: 'up' as const };
    },
  );

  app.get(
    '/health/live',
    { ...probe, schema: { response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (_req, reply) => {
      void reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/health/ready',
    { ...probe, schema: { response: { 200: z.object({ status: z.literal('ready') }) } } },
    async (_req, reply) => {
      void reply.header('cache-control', 'no-store');
      const state = await service.isReady();
      if (!state.ready) {
        throw new AppError(
          'DATABASE_UNAVAILABLE',
          state.why === 'stopping'
            ? 'This server is shutting down.'
            : 'The database is not answering.',
        );
      }
      return { status: 'ready' as const };
    },
  );
};
