import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponse } from '@wayfare/contract/identity';
import type { Database } from '#db/client';
import { AppError } from '#lib/errors';

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    '/health',
    { config: { rateLimit: false }, schema: { response: { 200: healthResponse } } },
    async (_req, reply) => {
      if (!(await database.ping()))
        throw new AppError('DATABASE_UNAVAILABLE', 'The database is not answering.');
      void reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: 'up' as const };
    },
  );
};
