import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@wayfare/contract/identity';
import { AppError } from '#lib/errors';
import type { HealthService } from './service';

export const healthRoutes: FastifyPluginAsyncZod<{ service: HealthService }> = async (
  app,
  { service },
) => {
  app.get(
    '/health',
    { config: { rateLimit: false }, schema: { response: { 200: healthResponse } } },
    async (_req, reply) => {
      if (!(await service.databaseIsUp()))
        throw new AppError('DATABASE_UNAVAILABLE', 'The database is not answering.');
      void reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: 'up' as const };
    },
  );
};
