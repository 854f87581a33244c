import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailAddress, idParam, insertedIdResponse, pageQuery } from '@wayfare/contract/common';
import {
  createPaymentIntentRequest,
  createPaymentIntentResponse,
  paymentConfigResponse,
  paymentList,
  recordPaymentRequest,
  refundResponse,
} from '@wayfare/contract/payments';
import { z } from 'zod';
import { actorOf } from '#plugins/auth-guard';
import { problemLocale } from '#lib/problem-language';
import type { PaymentsService } from './service';

export const paymentsRoutes: FastifyPluginAsyncZod<{
  service: PaymentsService;
}> = async (app, { service }) => {
  app.get(
    '/payment-config',
    { schema: { response: { 200: paymentConfigResponse } } },
    async () => ({
      processor: service.processorKind,
      publishableKey: service.publishableKey,
    }),
  );

  app.post(
    '/create-payment-intent',
    {
      onRequest: app.requireUser,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: createPaymentIntentRequest, response: { 200: createPaymentIntentResponse } },
    },
    async (request) =>
      service.createIntent({
        actor: actorOf(request),
        price: request.body.price,
        // The payment page's language: the receipt's (docs/i18n.md, "E-mails").
        language: problemLocale(request.headers['accept-language']),
      }),
  );

  app.post(
    '/payments',
    {
      onRequest: app.requireUser,
      schema: {
        body: recordPaymentRequest,
        response: { 200: insertedIdResponse, 201: insertedIdResponse },
      },
    },
    async (request, reply) => {
      const { payment, created } = await service.recordPayment({
        actor: actorOf(request),
        transactionId: request.body.transactionId,
        name: request.body.name,
      });
      return reply.status(created ? 201 : 200).send({ insertedId: payment.id });
    },
  );

  app.get(
    '/payments/:email',
    {
      onRequest: app.requireUser,
      schema: {
        params: z.object({ email: emailAddress }),
        querystring: pageQuery,
        response: { 200: paymentList },
      },
    },
    async (request) => {
      return service.listPayments(actorOf(request), request.params.email, request.query);
    },
  );

  app.post(
    '/booking/:id/refund',
    { onRequest: app.requireUser, schema: { params: idParam, response: { 200: refundResponse } } },
    async (request) => {
      const { refunded, bookingId } = await service.refundBooking({
        actor: actorOf(request),
        bookingId: request.params.id,
        by: { actor: actorOf(request), address: request.ip },
      });
      return { refunded, bookingId };
    },
  );
};

/** Stripe (or the built-in processor) calls this; it needs the raw body to check the signature. */
export const webhookRoutes: FastifyPluginAsyncZod<{ service: PaymentsService }> = async (
  app,
  { service },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  app.post('/webhooks/stripe', { config: { rateLimit: false } }, async (request) => {
    const signature = request.headers['stripe-signature'];
    const result = await service.handleWebhook({
      rawBody: typeof request.body === 'string' ? request.body : '',
      signature: typeof signature === 'string' ? signature : '',
    });
    return { received: true, handled: result.handled };
  });
};
