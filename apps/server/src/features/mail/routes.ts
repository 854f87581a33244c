import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@wayfare/contract/common';
import {
  mailAttachmentParams,
  mailDelivery,
  mailList,
  mailListQuery,
  mailMessage,
} from '@wayfare/contract/mail';
import { problemLocale } from '#lib/problem-language';
import { actorOf } from '#plugins/auth-guard';
import type { MailService } from './service';

/**
 * The admins' outbox (`/dashboard/mail`) and the payer's receipt download. Admins see every
 * message the product sent or will send, with links that grant access redacted.
 */
export const mailRoutes: FastifyPluginAsyncZod<{ service: MailService }> = async (
  app,
  { service },
) => {
  app.get(
    '/mail',
    {
      onRequest: app.requireAdmin,
      schema: { querystring: mailListQuery, response: { 200: mailList } },
    },
    async (request) => service.list(request.query),
  );

  app.get(
    '/mail/delivery',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary:
          'Whether e-mail is delivered (SMTP_URL), and how many messages of the last 7 days stayed only in the outbox',
        response: { 200: mailDelivery },
      },
    },
    async () => service.delivery(),
  );

  app.get(
    '/mail/:id',
    { onRequest: app.requireAdmin, schema: { params: idParam, response: { 200: mailMessage } } },
    async (request) => service.show(request.params.id),
  );

  app.get(
    '/mail/:id/attachments/:index',
    { onRequest: app.requireAdmin, schema: { params: mailAttachmentParams } },
    async (request, reply) => {
      const file = await service.attachment(request.params.id, request.params.index);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(file.content);
    },
  );

  /**
   * The receipt of one payment, as it was mailed: the payer's own, or any for an admin; in the
   * language of the page that asks (its Accept-Language, as problems read it).
   */
  app.get(
    '/payments/:id/receipt.pdf',
    { onRequest: app.requireUser, schema: { params: idParam, response: { 200: z.any() } } },
    async (request, reply) => {
      const receipt = await service.receiptForDownload({
        actor: actorOf(request),
        paymentId: request.params.id,
        language: problemLocale(request.headers['accept-language']),
      });
      return reply
        .type('application/pdf')
        .header('vary', 'Accept-Language')
        .header('content-disposition', `attachment; filename="${receipt.filename}"`)
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(receipt.pdf));
    },
  );
};
