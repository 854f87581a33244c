import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountResponse,
  deleteAccountRequest,
  updateAccountRequest,
} from '@wayfare/contract/account';
import { authConfigResponse, tokenRequest, tokenResponse } from '@wayfare/contract/identity';
import { actorOf } from '#plugins/auth-guard';
import type { IdentityApiService } from './account-service';
import { toWebRequest } from './auth-handler';

export const identityApiRoutes: FastifyPluginAsyncZod<{
  service: IdentityApiService;
  /** Token exchanges per client address per minute (TOKEN_RATE_LIMIT_MAX). */
  tokenRateLimitMax: number;
}> = async (app, { service, tokenRateLimitMax }) => {
  /** Token exchange (docs/product.md §7): a live identity session, or a Firebase ID token. */
  app.post(
    '/jwt',
    {
      // Generous per address: everyone behind one office or hotel address exchanges tokens here.
      config: { rateLimit: { max: tokenRateLimitMax, timeWindow: '1 minute' } },
      schema: { body: tokenRequest, response: { 200: tokenResponse } },
    },
    async (request) =>
      service.exchange({
        email: request.body.email,
        idToken: request.body.idToken,
        headers: toWebRequest(request).headers,
      }),
  );

  app.get('/auth-config', { schema: { response: { 200: authConfigResponse } } }, async () =>
    service.authConfig(),
  );

  // ---- the signed-in person's own account (the account page, /dashboard/profile) -----------

  app.get(
    '/account',
    { onRequest: app.requireUser, schema: { response: { 200: accountResponse } } },
    async (request) => service.account(actorOf(request)),
  );

  app.patch(
    '/account',
    {
      onRequest: app.requireUser,
      schema: { body: updateAccountRequest, response: { 200: accountResponse } },
    },
    async (request) => service.updateAccount(actorOf(request), request.body),
  );

  app.delete(
    '/account',
    {
      onRequest: app.requireUser,
      // A password is checked: its wrong guesses count in sign-in's limits, and requests are
      // limited per address besides.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: deleteAccountRequest.optional(), response: { 204: z.null() } },
    },
    async (request, reply) => {
      await service.deleteOwnAccount({
        actor: actorOf(request),
        password: request.body?.password,
        address: request.ip,
      });
      return reply.status(204).send(null);
    },
  );
};
