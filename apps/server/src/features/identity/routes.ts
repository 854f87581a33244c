import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authConfigResponse, tokenRequest, tokenResponse } from '@wayfare/contract/identity';
import type { Config } from '../../config/env';
import { AppError } from '../../lib/errors';
import { toWebRequest } from '../../plugins/identity';
import type { UsersService } from '../users/service';
import type { IdentityService } from './better-auth';
import type { TokenService } from './tokens';

export const identityApiRoutes: FastifyPluginAsyncZod<{
  config: Config;
  identity: IdentityService;
  tokens: TokenService;
  users: UsersService;
}> = async (app, { config, identity, tokens, users }) => {
  /**
   * Token exchange. Unlike the spec's server, an e-mail alone proves nothing: the caller must
   * present a live identity session (cookie or bearer session token) for that very e-mail.
   */
  app.post(
    '/jwt',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: { body: tokenRequest, response: { 200: tokenResponse } },
    },
    async (request) => {
      const session = await identity.api.getSession({ headers: toWebRequest(request).headers });
      if (!session) {
        throw new AppError(
          'IDENTITY_REQUIRED',
          'Sign in with your e-mail and password (or a social account) first.',
        );
      }
      const email = session.user.email.toLowerCase();
      if (request.body.email !== email) {
        throw new AppError(
          'EMAIL_MISMATCH',
          'The e-mail does not match the account you are signed in with.',
        );
      }
      const user = await users.upsertVerifiedUser({
        email,
        name: session.user.name,
        authUserId: session.user.id,
      });
      return tokens.issue({ sub: user.id, email: user.email });
    },
  );

  app.get('/auth-config', { schema: { response: { 200: authConfigResponse } } }, async () => ({
    passwordMinLength: config.password.minLength,
    passwordMaxLength: config.password.maxLength,
    socialProviders: config.socialProviders.map(({ id, name }) => ({ id, name })),
  }));
};
