import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  newsletterConfirmResponse,
  newsletterTokenRequest,
  newsletterUnsubscribeResponse,
} from '@wayfare/contract/mail';
import { newsletterRequest, newsletterResponse } from '@wayfare/contract/newsletter';
import { AppError } from '#lib/errors';
import { problemLocale } from '#lib/problem-language';
import type { NewsletterService } from './service';

/**
 * The home page's subscribe box, and the links of the newsletter e-mails (no sign-in: the
 * link's token proves the address). A new address and a known one get the same answer (200,
 * `{ subscribed: true }`).
 */
/** Whether a posted form is RFC 8058's `List-Unsubscribe=One-Click` (urlencoded or multipart). */
function isOneClickForm(body: unknown): boolean {
  if (!body || typeof body !== 'object' || !('form' in body)) return false;
  const form = String(body.form);
  if (/^\s*List-Unsubscribe=One-Click\s*$/.test(form)) return true;
  return /name="?List-Unsubscribe"?\r?\n(?:[^\r\n]+\r?\n)*\r?\nOne-Click\r?\n/i.test(form);
}

export const newsletterRoutes: FastifyPluginAsyncZod<{ service: NewsletterService }> = async (
  app,
  { service },
) => {
  // RFC 8058: a mail client's one-click unsubscribe POSTs `List-Unsubscribe=One-Click` as a
  // form (urlencoded or multipart) to the URL, which carries the address and token.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, { form: String(body) }),
  );

  app.post(
    '/newsletter',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: newsletterRequest, response: { 200: newsletterResponse } },
    },
    async (request) => {
      // The page's language: the confirmation's, and the address's (docs/i18n.md, "E-mails").
      await service.subscribe(
        request.body.email,
        problemLocale(request.headers['accept-language']),
      );
      return { subscribed: true as const };
    },
  );

  app.post(
    '/newsletter/confirm',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: newsletterTokenRequest, response: { 200: newsletterConfirmResponse } },
    },
    async (request) => {
      await service.confirm({
        ...request.body,
        language: problemLocale(request.headers['accept-language']),
      });
      return { subscribed: true as const };
    },
  );

  app.post(
    '/newsletter/unsubscribe',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        // The one-click URL carries the address and token; the page sends them as JSON.
        querystring: newsletterTokenRequest.partial(),
        body: z.unknown().optional(),
        response: { 200: newsletterUnsubscribeResponse },
      },
    },
    async (request) => {
      const fromBody = newsletterTokenRequest.safeParse(request.body);
      const fromQuery = newsletterTokenRequest.safeParse(request.query);
      // The page sends the address and token as JSON; a mail client sends RFC 8058's form to
      // the URL that holds them. Anything else is not an unsubscription.
      const link = fromBody.success
        ? fromBody.data
        : fromQuery.success && isOneClickForm(request.body)
          ? fromQuery.data
          : null;
      if (!link) {
        throw new AppError('NEWSLETTER_LINK_INVALID', 'This unsubscribe link is not complete.');
      }
      await service.unsubscribe(link);
      return { unsubscribed: true as const };
    },
  );

  /**
   * The one-click URL opened in a browser: the unsubscribe page, which asks before it acts, in
   * the address's language (`/bn/newsletter/unsubscribe` for a Bangla subscriber).
   */
  app.get(
    '/newsletter/unsubscribe',
    { schema: { querystring: newsletterTokenRequest.partial() } },
    async (request, reply) => {
      const query = new URLSearchParams();
      if (request.query.email) query.set('email', request.query.email);
      if (request.query.token) query.set('token', request.query.token);
      const language = await service.unsubscribePageLanguage(request.query);
      const page = language === 'bn' ? '/bn/newsletter/unsubscribe' : '/newsletter/unsubscribe';
      return reply.redirect(`${page}?${query.toString()}`, 303);
    },
  );
};
