import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import type { Db } from '../../db/client';
import {
  authAccounts,
  authRateLimits,
  authSessions,
  authUsers,
  authVerifications,
} from '../../db/schema/index';
import { createSignInGuard } from './sign-in-guard';

/** Header through which the server hands the client address it trusts to the identity service. */
export const CLIENT_IP_HEADER = 'x-wayfare-client-ip';

export function createIdentityService(options: {
  config: Config;
  db: Db;
  secret: string;
  logger: FastifyBaseLogger;
}) {
  const { config, db, secret, logger } = options;
  const oidcProviders = config.socialProviders.filter((p) => p.discoveryUrl);
  const github = config.socialProviders.find((p) => p.id === 'github');
  const signInRule = {
    window: config.rateLimits.signInWindowSeconds,
    max: config.rateLimits.signInMax,
  };
  const signInGuard = createSignInGuard(db, {
    maxFailures: config.rateLimits.accountFailureMax,
    windowSeconds: config.rateLimits.accountFailureWindowSeconds,
  });
  // Reservations taken before a password check, given back after it unless the password was wrong.
  const pendingAttempts = new WeakMap<object, () => Promise<void>>();
  const attemptKey = (ctx: { request?: Request; headers?: Headers }) => ctx.request ?? ctx.headers;
  return betterAuth({
    appName: 'Wayfare',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: config.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: authUsers,
        session: authSessions,
        account: authAccounts,
        verification: authVerifications,
        rateLimit: authRateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: config.password.minLength,
      maxPasswordLength: config.password.maxLength,
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    socialProviders: github
      ? { github: { clientId: github.clientId, clientSecret: github.clientSecret } }
      : {},
    plugins: oidcProviders.length
      ? [
          genericOAuth({
            config: oidcProviders.map((p) => ({
              providerId: p.id,
              name: p.name,
              clientId: p.clientId,
              clientSecret: p.clientSecret,
              discoveryUrl: p.discoveryUrl!,
              scopes: ['openid', 'email', 'profile'],
              pkce: true,
            })),
          }),
        ]
      : [],
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 300,
      customRules: {
        '/sign-in/email': signInRule,
        '/sign-up/email': signInRule,
        '/sign-in/social': signInRule,
      },
    },
    hooks: {
      // Per account, whatever the address: at most accountFailureMax wrong passwords per window.
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return;
        const email = (ctx.body as { email?: unknown } | undefined)?.email;
        const key = attemptKey(ctx);
        if (typeof email !== 'string' || !key) return;
        const reservation = await signInGuard.reserve(email);
        if (!reservation.allowed) {
          const minutes = Math.ceil(reservation.retryAfterSeconds / 60);
          throw new APIError(
            'TOO_MANY_REQUESTS',
            {
              code: 'ACCOUNT_SIGN_IN_PAUSED',
              message: `Too many wrong passwords for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}, or continue with another sign-in method.`,
            },
            { 'retry-after': String(reservation.retryAfterSeconds) },
          );
        }
        pendingAttempts.set(key, reservation.release);
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/sign-in/email') return;
        const key = attemptKey(ctx);
        const release = key && pendingAttempts.get(key);
        if (!key || !release) return;
        pendingAttempts.delete(key);
        const returned = ctx.context.returned;
        // A wrong password keeps its place in the window; anything else was not a failure.
        if (isAPIError(returned) && returned.statusCode === 401) return;
        await release();
      }),
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    telemetry: { enabled: false },
    logger: {
      log: (level, message, ...args) => {
        const pinoLevel = level;
        logger[pinoLevel]({ args }, `identity: ${message}`);
      },
    },
  });
}

export type IdentityService = ReturnType<typeof createIdentityService>;
