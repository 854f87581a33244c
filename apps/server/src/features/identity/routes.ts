import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountResponse,
  deleteAccountRequest,
  updateAccountRequest,
} from '@wayfare/contract/account';
import {
  authConfigResponse,
  tokenRequest,
  tokenResponse,
  type AuthConfigResponse,
} from '@wayfare/contract/identity';
import type { FirebaseVerifier } from '#adapters/firebase-id-tokens';
import type { UsersService } from '#features/users';
import { AppError } from '#lib/errors';
import { actorOf } from '#plugins/auth-guard';
import { fitAccountName } from './account-name';
import { toWebRequest } from './auth-handler';
import type { IdentityService } from './better-auth';
import type { TokenService } from './tokens';

export const identityApiRoutes: FastifyPluginAsyncZod<{
  identity: IdentityService;
  tokens: TokenService;
  users: UsersService;
  /** Set when FIREBASE_PROJECT_ID is: Firebase ID tokens are then accepted at /jwt. */
  firebase: FirebaseVerifier | undefined;
  /** What `GET /auth-config` answers (password limits, social providers). */
  authConfig: AuthConfigResponse;
  /** Token exchanges per client address per minute (TOKEN_RATE_LIMIT_MAX). */
  tokenRateLimitMax: number;
}> = async (app, { identity, tokens, users, firebase, authConfig, tokenRateLimitMax }) => {
  const identityRequired = () =>
    new AppError(
      'IDENTITY_REQUIRED',
      'Sign in with your e-mail and password (or a social account) first.',
    );
  const emailMismatch = () =>
    new AppError('EMAIL_MISMATCH', 'The e-mail does not match the account you are signed in with.');

  /**
   * Token exchange (docs/product.md §7). Unlike the specification's server, an e-mail alone
   * proves nothing: the caller must present a live identity session (cookie or bearer session
   * token) for that very e-mail, or, when FIREBASE_PROJECT_ID is set, a Firebase ID token
   * (`idToken`) for it. An ID token is judged
   * alone (a session beside it does not count) and is never trusted without FIREBASE_PROJECT_ID.
   */
  app.post(
    '/jwt',
    {
      // Generous per address: everyone behind one office or hotel address exchanges tokens here.
      config: { rateLimit: { max: tokenRateLimitMax, timeWindow: '1 minute' } },
      schema: { body: tokenRequest, response: { 200: tokenResponse } },
    },
    async (request) => {
      const { idToken } = request.body;
      if (idToken !== undefined) {
        const proven = firebase ? await firebase.verify(idToken) : null;
        if (!proven) throw identityRequired();
        if (request.body.email !== proven.email) throw emailMismatch();
        const user = await users.upsertProvenUser({
          email: proven.email,
          name: fitAccountName(proven.name ?? ''),
        });
        return tokens.issue({ sub: user.id, email: user.email });
      }
      const session = await identity.api.getSession({ headers: toWebRequest(request).headers });
      if (!session) throw identityRequired();
      const email = session.user.email.toLowerCase();
      if (request.body.email !== email) throw emailMismatch();
      const user = await users.upsertVerifiedUser({
        email,
        name: fitAccountName(session.user.name),
        authUserId: session.user.id,
      });
      return tokens.issue({ sub: user.id, email: user.email, sid: session.session.id });
    },
  );

  app.get(
    '/auth-config',
    { schema: { response: { 200: authConfigResponse } } },
    async () => authConfig,
  );

  // ---- the signed-in person's own account (the account page, /dashboard/profile) -----------

  app.get(
    '/account',
    { onRequest: app.requireUser, schema: { response: { 200: accountResponse } } },
    async (request) => users.account({ actor: actorOf(request) }),
  );

  app.patch(
    '/account',
    {
      onRequest: app.requireUser,
      schema: { body: updateAccountRequest, response: { 200: accountResponse } },
    },
    async (request) => users.renameAccount({ actor: actorOf(request), name: request.body.name }),
  );

  app.delete(
    '/account',
    {
      onRequest: app.requireUser,
      // A password is checked here: its wrong guesses count in sign-in's limits (per account
      // and per client address), and requests are limited per address besides.
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { body: deleteAccountRequest.optional(), response: { 204: z.null() } },
    },
    async (request, reply) => {
      const context = await identity.$context;
      const actor = actorOf(request);
      await users.deleteOwnAccount({
        actor,
        password: request.body?.password,
        verifyPassword: async (password, hash) => {
          const check = await identity.passwordGuard.reserve({
            email: actor.email,
            address: request.ip,
          });
          if (!check.allowed) {
            void reply.header('retry-after', String(check.retryAfterSeconds));
            throw new AppError('RATE_LIMITED', check.message);
          }
          const right = await context.password.verify({ password, hash });
          await check.settle(!right);
          return right;
        },
        address: request.ip,
      });
      await identity.accountDeletedNotice({ id: actor.id, email: actor.email, role: actor.role });
      return reply.status(204).send(null);
    },
  );
};
