import { createHash } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#config/env';
import type { Db } from '#db/client';
import type { MailService } from '#features/mail';
import type { AuditRecorder } from '#features/audit';
import { problemLocale } from '#lib/problem-language';
import {
  authAccounts,
  authRateLimits,
  authSessions,
  authUsers,
  authVerifications,
} from '#db/schema';
import type { IdentityRepository } from './repository';
import { accountNameProblem, fitAccountName } from './account-name';
import { createPasswordGuard } from './password-guard';
import { createSignInGuard } from './sign-in-guard';

/** Successful sign-ins per client address per minute (a shared office or hotel address). */
export const GENEROUS_SIGN_INS_PER_MINUTE = 120;

/** How long a password-reset link works, and an e-mail verification link. */
export const RESET_LINK_MINUTES = 60;
export const VERIFICATION_LINK_HOURS = 24;
/** Reset e-mails one address may receive per hour; further requests are answered alike, unsent. */
export const RESET_MAILS_PER_ADDRESS_PER_HOUR = 3;
/**
 * Verification e-mails one address may receive per hour, the one sent at sign-up included,
 * whichever client addresses ask: further requests are answered alike, unsent.
 */
export const VERIFICATION_MAILS_PER_ADDRESS_PER_HOUR = 3;
/** The window of both per-recipient mail limits. */
const MAIL_LIMIT_WINDOW_SECONDS = 3600;
/**
 * A forgot-password answer takes at least this long, whether or not the address has an account
 * (writing the e-mail takes longer than finding none): its timing tells nobody which addresses
 * exist. `bench/password-reset-timing.mjs` compares the two.
 */
export const RESET_ANSWER_FLOOR_MS = 300;

/** Header through which the server hands the client address it trusts to the identity service. */
export const CLIENT_IP_HEADER = 'x-wayfare-client-ip';

/**
 * The identity service's endpoints that compare a password with the account's, and the body field
 * it is in. Each check is limited per account and per client address (password-guard.ts),
 * served over HTTP (auth-handler.ts) or not: verify-password and delete-user are not, but a
 * server-side call of them is counted alike.
 */
const PASSWORD_FIELDS: Partial<Record<string, string>> = {
  '/sign-in/email': 'password',
  '/change-password': 'currentPassword',
  '/verify-password': 'password',
  '/delete-user': 'password',
};

/** Whether the endpoint's answer says the password was wrong (or, at sign-in, the account unknown). */
function isWrongPassword(path: string, returned: unknown): boolean {
  if (!isAPIError(returned)) return false;
  if (path === '/sign-in/email') return returned.statusCode === 401;
  return (returned.body as { code?: unknown } | undefined)?.code === 'INVALID_PASSWORD';
}

/** The account whose password `/change-password` changed, from its answer (none if refused). */
function changedUserOf(returned: unknown): { id: string; email: string } | undefined {
  if (!returned || typeof returned !== 'object' || isAPIError(returned)) return undefined;
  const user = (returned as { user?: { id?: unknown; email?: unknown } }).user;
  return typeof user?.id === 'string' && typeof user.email === 'string'
    ? { id: user.id, email: user.email }
    : undefined;
}

/** A stable UUID standing for an identity account (whose own ids are not UUIDs) in `caused_by`. */
function identityAccountUuid(authUserId: string): string {
  const hex = createHash('sha256').update(`wayfare:identity-account:${authUserId}`).digest('hex');
  // Shaped as a name-based UUID (version 5 bits, RFC 4122 variant).
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A password hash and its check, as better-auth's `emailAndPassword.password` takes them. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

export function createIdentityService(options: {
  config: Config;
  db: Db;
  /** Where sign-in attempts are counted. */
  repository: IdentityRepository;
  secret: string;
  logger: FastifyBaseLogger;
  /** Writes the reset and verification e-mails to the outbox. */
  mail: MailService;
  /** The audit trail: every sign-in of an admin is recorded there. */
  audit: AuditRecorder;
  /** How passwords are hashed and checked; better-auth's own scrypt unless given (tests). */
  passwordHasher?: PasswordHasher;
}) {
  const { config, db, repository, secret, logger, mail, audit, passwordHasher } = options;
  const oidcProviders = config.socialProviders.filter((p) => p.discoveryUrl);
  const github = config.socialProviders.find((p) => p.id === 'github');
  // Per address, requests are limited generously: an office or a hotel shares one address, and
  // its people signing in must not lock each other out. Wrong passwords are what is counted
  // tightly, per address and per account (passwordGuard), wherever a password is checked.
  const signInRule = { window: 60, max: GENEROUS_SIGN_INS_PER_MINUTE };
  const signUpRule = { window: 3600, max: config.rateLimits.signUpsPerHour };
  // The guards share one table of attempts: none forgets what another still counts.
  const keepSeconds = Math.max(
    config.rateLimits.accountFailureWindowSeconds,
    config.rateLimits.signInWindowSeconds,
    MAIL_LIMIT_WINDOW_SECONDS,
  );
  const passwordGuard = createPasswordGuard(repository, {
    accountFailureMax: config.rateLimits.accountFailureMax,
    accountFailureWindowSeconds: config.rateLimits.accountFailureWindowSeconds,
    addressFailureMax: config.rateLimits.signInMax,
    addressFailureWindowSeconds: config.rateLimits.signInWindowSeconds,
    keepSeconds,
  });
  // Per recipient, whatever the client address: mail to an address nobody proved is theirs.
  const resetMailGuard = createSignInGuard(repository, {
    maxFailures: RESET_MAILS_PER_ADDRESS_PER_HOUR,
    windowSeconds: MAIL_LIMIT_WINDOW_SECONDS,
    keepSeconds,
  });
  const verificationMailGuard = createSignInGuard(repository, {
    maxFailures: VERIFICATION_MAILS_PER_ADDRESS_PER_HOUR,
    windowSeconds: MAIL_LIMIT_WINDOW_SECONDS,
    keepSeconds,
  });
  const resetStarted = new WeakMap<object, number>();
  // Password checks reserved before the endpoint runs, settled once it has answered.
  const pendingChecks = new WeakMap<object, (wasWrong: boolean) => Promise<void>>();
  const attemptKey = (ctx: { request?: Request; headers?: Headers }) => ctx.request ?? ctx.headers;

  /**
   * The security notice of a password change, to the account's address. It counts towards the
   * account's and the address's mail limits (kinds.ts), as the directory account when there is
   * one; a person who has not used the app yet has only the identity account, which a name-based
   * id stands for (`caused_by` only counts). A notice that cannot be written leaves the change
   * as it is, and is logged.
   */
  async function passwordChangedNotice(
    user: { id: string; email: string },
    via: 'account' | 'reset-link',
  ) {
    try {
      const account = await repository.accountOf(user.id);
      const queued = await mail.passwordChanged(db, {
        email: user.email,
        userId: account?.id ?? identityAccountUuid(user.id),
        role: account?.role,
        via,
      });
      if (queued.limited) {
        logger.info({ userId: user.id }, 'password change notice not written: mail limit reached');
      }
    } catch (error) {
      logger.error({ err: error, userId: user.id }, 'password change notice not written');
    }
  }
  const auth = betterAuth({
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
      requireEmailVerification: config.mail.requireEmailVerification,
      ...(passwordHasher && { password: passwordHasher }),
      // "Forgot password": a single-use link to /reset-password, valid for an hour; a completed
      // reset ends every session of the account and lifts its sign-in pause.
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }, request) => {
        const allowed = await resetMailGuard.reserve(`password-reset:${user.email}`);
        if (!allowed.allowed) {
          logger.warn({ userId: user.id }, 'password reset e-mail limit reached; none written');
          return;
        }
        await mail.passwordReset(db, {
          name: user.name,
          email: user.email,
          token,
          validMinutes: RESET_LINK_MINUTES,
          // Asked for on a Bangla page: written in Bangla (unless the account chose English).
          language: problemLocale(request?.headers.get('accept-language') ?? undefined),
        });
      },
      onPasswordReset: async ({ user }) => {
        // Whoever holds the mailbox is the account's owner: the pause that wrong passwords put
        // on it (anyone can cause one) ends with the reset.
        await repository.forgetAttemptsOf(user.email.trim().toLowerCase());
        await passwordChangedNotice(user, 'reset-link');
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: config.mail.requireEmailVerification,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_LINK_HOURS * 3600,
      // At sign-up, on "send it again" and (with REQUIRE_EMAIL_VERIFICATION) at sign-in: the
      // answer is the same whether the limit let the message through or not.
      sendVerificationEmail: async ({ user, token }, request) => {
        const allowed = await verificationMailGuard.reserve(`email-verification:${user.email}`);
        if (!allowed.allowed) {
          logger.warn({ userId: user.id }, 'verification e-mail limit reached; none written');
          return;
        }
        await mail.emailVerification(db, {
          name: user.name,
          email: user.email,
          token,
          validHours: VERIFICATION_LINK_HOURS,
          language: problemLocale(request?.headers.get('accept-language') ?? undefined),
        });
      },
    },
    session: { expiresIn: 60 * 60 * 24 * 7, updateAge: 60 * 60 * 24 },
    databaseHooks: {
      // Names from a social provider's profile are not checked at the door: made to fit here,
      // as every name the identity service stores.
      user: {
        create: {
          before: async (user) => ({ data: { ...user, name: fitAccountName(user.name) } }),
        },
        update: {
          before: async (user) =>
            typeof user.name === 'string'
              ? { data: { ...user, name: fitAccountName(user.name) } }
              : undefined,
        },
      },
      session: {
        create: {
          // A new identity session is a sign-in (password, social account, the link of a
          // verification e-mail): an admin's is recorded in the audit trail, with its address.
          after: async (session) => {
            const adminId = await repository.adminIdOf(session.userId);
            if (!adminId) return;
            await audit.record({
              actor: { id: adminId },
              address: session.ipAddress ?? null,
              action: 'admin.sign-in',
              targetType: 'user',
              targetId: adminId,
            });
          },
        },
      },
    },
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
      // Every other identity call (the session check of each page load, above all) per client
      // address per minute (AUTH_RATE_LIMIT_MAX).
      window: 60,
      max: config.rateLimits.authMax,
      customRules: {
        '/sign-in/email': signInRule,
        '/sign-up/email': signUpRule,
        '/sign-in/social': signInRule,
        '/request-password-reset': {
          window: 900,
          max: config.mail.passwordResetRateLimitMax,
        },
        '/reset-password': { window: 900, max: 30 },
        '/send-verification-email': { window: 900, max: 10 },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email' || ctx.path === '/update-user') {
          const problem = accountNameProblem((ctx.body as { name?: unknown } | undefined)?.name);
          if (problem)
            throw new APIError('BAD_REQUEST', { code: 'INVALID_NAME', message: problem });
          return;
        }
        if (ctx.path === '/request-password-reset') {
          const key = attemptKey(ctx);
          if (key) resetStarted.set(key, Date.now());
          return;
        }
        const passwordField = PASSWORD_FIELDS[ctx.path];
        const key = attemptKey(ctx);
        if (!passwordField || !key) return;
        const body = ctx.body as Record<string, unknown> | undefined;
        // No password sent: nothing is checked, and the endpoint answers for itself.
        if (typeof body?.[passwordField] !== 'string') return;
        // Whose password: the one named at sign-in, else the signed-in person's (the others
        // refuse a caller without a session themselves).
        const email =
          ctx.path === '/sign-in/email'
            ? body.email
            : (await getSessionFromCtx(ctx).catch(() => null))?.user.email;
        if (typeof email !== 'string') return;
        const address = (ctx.request?.headers ?? ctx.headers)?.get(CLIENT_IP_HEADER) ?? 'unknown';
        const check = await passwordGuard.reserve({ email, address });
        if (!check.allowed) {
          throw new APIError(
            'TOO_MANY_REQUESTS',
            { code: check.code, message: check.message },
            { 'retry-after': String(check.retryAfterSeconds) },
          );
        }
        pendingChecks.set(key, check.settle);
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/request-password-reset') {
          const key = attemptKey(ctx);
          const started = key && resetStarted.get(key);
          if (started) {
            const wait = started + RESET_ANSWER_FLOOR_MS - Date.now();
            if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
          }
          return;
        }
        const key = attemptKey(ctx);
        const settle = key && pendingChecks.get(key);
        if (key && settle) {
          pendingChecks.delete(key);
          await settle(isWrongPassword(ctx.path, ctx.context.returned));
        }
        if (ctx.path === '/change-password') {
          const changed = changedUserOf(ctx.context.returned);
          if (changed) await passwordChangedNotice(changed, 'account');
        }
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
  /**
   * The security notice of an account its holder deleted (`DELETE /account`), to the address it
   * had: written once the deletion is done, so a notice that cannot be written is logged and the
   * deletion stands.
   */
  async function accountDeletedNotice(account: { id: string; email: string; role?: string }) {
    try {
      const queued = await mail.accountDeleted(db, {
        email: account.email,
        userId: account.id,
        role: account.role,
      });
      if (queued.limited) {
        logger.info(
          { userId: account.id },
          'account deletion notice not written: mail limit reached',
        );
      }
    } catch (error) {
      logger.error({ err: error, userId: account.id }, 'account deletion notice not written');
    }
  }
  // Password checks made outside the identity service (deleting one's account, routes.ts) take
  // their place in the same limits.
  return Object.assign(auth, { passwordGuard, accountDeletedNotice });
}

export type IdentityService = ReturnType<typeof createIdentityService>;
