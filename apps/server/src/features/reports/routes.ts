import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { overview, reportsQuery } from '@wayfare/contract/reports';
import type { ReportsService } from './service';

/** The operator's reports (admins). */
export const reportsRoutes: FastifyPluginAsyncZod<{ service: ReportsService }> = async (
  app,
  { service },
) => {
  app.get(
    '/reports/overview',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: reportsQuery, response: { 200: overview } },
    },
    async (request) => service.overview(request.query),
  );
};
