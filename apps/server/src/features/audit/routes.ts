import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditList, auditListQuery } from '@wayfare/contract/audit';
import type { AuditService } from './service';

/**
 * The audit trail (`/dashboard/audit`): admins read it. There is no route that edits or removes
 * an entry, and the database refuses both.
 */
export const auditRoutes: FastifyPluginAsyncZod<{ service: AuditService }> = async (
  app,
  { service },
) => {
  app.get(
    '/audit',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: auditListQuery, response: { 200: auditList } },
    },
    async (request) => service.list(request.query),
  );
};
