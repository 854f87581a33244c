import path from 'node:path';
import { z } from 'zod';
import { isTimeZone } from '#lib/trip-time';
import { REPO_ROOT, WEB_DIST_DIR } from './paths';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const csvEmails = z
  .string()
  .default('')
  .transform((v, ctx) => {
    const list = v
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean);
    for (const email of list) {
      if (!z.email().safeParse(email).success) {
        ctx.addIssue({ code: 'custom', message: `"${email}" is not an e-mail address` });
      }
    }
    return list;
  });
/** Google's public keys for Firebase ID tokens, as a JSON Web Key Set. */
const FIREBASE_JWKS_URL =
  'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com';
const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() ? v.trim() : undefined));

/** `Name <address@example.com>` or a bare address, as a From or Reply-To header holds it. */
const mailbox = z
  .string()
  .trim()
  .refine((value) => parseMailbox(value) !== undefined, {
    message: 'must be an e-mail address or "Name <address@example.com>"',
  });

/** The address and display name of a mailbox (`Wayfare <hello@example.com>`); undefined if bad. */
export function parseMailbox(value: string): { name: string; address: string } | undefined {
  const match = /^(?:"?([^"<>]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))$/.exec(value.trim());
  const address = (match?.[2] ?? match?.[3])?.toLowerCase();
  if (!address || !z.email().safeParse(address).success) return undefined;
  return { name: match?.[1]?.trim() ?? '', address };
}

/** Every environment variable the server reads, checked once at start. README documents each. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  JOB_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(10_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).default(0),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  JWT_PRIVATE_KEY: z
    .string()
    .refine((v) => v.includes('BEGIN PRIVATE KEY'), 'must be a PKCS#8 PEM Ed25519 private key')
    .optional(),
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  ADMIN_EMAILS: csvEmails,
  TRIP_TIME_ZONE: z
    .string()
    .default('Asia/Dhaka')
    .refine(isTimeZone, 'must be an IANA time zone name such as Asia/Dhaka'),
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(64).default(8),
  PASSWORD_MAX_LENGTH: z.coerce.number().int().min(64).max(1024).default(128),
  SIGN_IN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  SIGN_IN_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  SIGN_UP_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  SIGN_IN_ACCOUNT_MAX_FAILURES: z.coerce.number().int().min(1).default(100),
  SIGN_IN_ACCOUNT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  API_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  TOKEN_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(120),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  PAGE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(300),
  SEED_DEMO_DATA: flag.default(true),
  REVIEWS_REQUIRE_APPROVAL: flag.default(false),
  BOOKING_HOLD_MINUTES: z.coerce.number().int().min(1).max(43_200).default(30),
  BOOKING_PAYMENT_HOLD_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  BOOKING_HOLD_COOLDOWN_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  BOOKING_HOLD_ACCOUNT_SEATS: z.coerce.number().int().min(1).max(1000).default(20),
  BOOKING_HOLD_ADDRESS_SEATS: z.coerce.number().int().min(1).max(1_000_000).default(60),
  BOOKING_HOLD_DEPARTURE_PERCENT: z.coerce.number().int().min(1).max(100).default(50),
  TRUST_PROXY: flag.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GITHUB_CLIENT_ID: optionalText,
  GITHUB_CLIENT_SECRET: optionalText,
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_NAME: z.string().default('Single sign-on'),
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z][a-z0-9-]{4,28}[a-z0-9]$/, 'must be a Firebase project id (e.g. my-app-1a2b3)')
    .optional(),
  FIREBASE_JWKS_URL: z.url({ protocol: /^https?$/ }).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_/, 'must start with sk_test_ or sk_live_')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_/, 'must start with pk_test_ or pk_live_')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must start with whsec_')
    .optional(),
  WEB_DIST_DIR: z.string().default(WEB_DIST_DIR),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(1024).max(104_857_600).default(10_485_760),
  UPLOAD_MAX_PIXELS: z.coerce.number().int().min(1_000_000).max(268_402_689).default(50_000_000),
  UPLOAD_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(30),
  UPLOAD_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  IMAGE_SWEEP_GRACE_HOURS: z.coerce.number().int().min(1).max(8760).default(24),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag.default(false),
  S3_PREFIX: z
    .string()
    .regex(/^[\w./-]*$/, 'may hold letters, digits, ".", "_", "-" and "/" only')
    .default('images/'),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: mailbox.optional(),
  MAIL_REPLY_TO: mailbox.optional(),
  DKIM_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain name such as example.com')
    .optional(),
  DKIM_SELECTOR: z
    .string()
    .regex(/^[\w-]+(\.[\w-]+)*$/, 'must be a DNS label such as wayfare')
    .optional(),
  DKIM_PRIVATE_KEY: z
    .string()
    .transform((v) => v.replaceAll('\\n', '\n'))
    .refine((v) => /-----BEGIN (RSA )?PRIVATE KEY-----/.test(v), 'must be a PEM private key')
    .optional(),
  AGENCY_NAME: z.string().trim().min(1).max(120).default('Wayfare'),
  AGENCY_ADDRESS: z.string().trim().max(300).optional(),
  NOTIFY_EMAILS: csvEmails,
  REQUIRE_EMAIL_VERIFICATION: flag.default(false),
  PASSWORD_RESET_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  MAIL_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(60).max(604_800).default(3600),
  MAIL_ACCOUNT_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  MAIL_RECIPIENT_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  CONTACT_NOTIFY_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
});
export type Env = z.infer<typeof envSchema>;

export interface SocialProviderConfig {
  id: string;
  name: string;
  clientId: string;
  clientSecret: string;
  /** OpenID Connect discovery document; absent for plain OAuth 2 providers (GitHub). */
  discoveryUrl?: string;
}

export interface Config {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  publicUrl: string;
  trustedOrigins: string[];
  dataDir: string;
  databaseUrl: string | undefined;
  /** Worker processes serving requests (WEB_CONCURRENCY); more than one only with PostgreSQL. */
  workers: number;
  /** The durable job runner each process runs (decision 007): how often it looks, how many at once. */
  jobs: { pollMs: number; concurrency: number };
  /** Redis holding the rate-limit counts that every worker and instance shares; absent: in process. */
  redisUrl: string | undefined;
  /**
   * SIGTERM: readiness answers 503 for `drainMs` (a balancer notices), then the server stops
   * accepting and finishes what it holds; after `timeoutMs` in all, the process exits anyway.
   */
  shutdown: { timeoutMs: number; drainMs: number };
  /** PostgreSQL's statement_timeout for every query (0: none; the embedded database ignores it). */
  databaseStatementTimeoutMs: number;
  secrets: { betterAuthSecret: string | undefined; jwtPrivateKey: string | undefined };
  tokenTtlSeconds: number;
  adminEmails: string[];
  /** Where trips happen: a time typed without an offset is local to this zone, and shown in it. */
  tripTimeZone: string;
  password: { minLength: number; maxLength: number };
  rateLimits: {
    /** Wrong passwords per client address per window. */
    signInMax: number;
    signInWindowSeconds: number;
    /** Sign-ups per client address per hour (enough for a group registering together). */
    signUpsPerHour: number;
    /** Password failures that may reach one account per window, from any number of addresses. */
    accountFailureMax: number;
    accountFailureWindowSeconds: number;
    apiMax: number;
    /** Token exchanges (`POST /api/jwt`) per client address per minute. */
    tokenMax: number;
    /** The identity service's other calls per client address per minute. */
    authMax: number;
    /** Server-rendered pages per client address per minute. */
    pageMax: number;
  };
  seedDemoData: boolean;
  /** A new review waits for an admin's approval before it is public (REVIEWS_REQUIRE_APPROVAL). */
  reviewsRequireApproval: boolean;
  /** How unpaid bookings of departures hold seats, and how much of them (decision 010). */
  holds: HoldTerms;
  trustProxy: boolean;
  logLevel: Env['LOG_LEVEL'];
  socialProviders: SocialProviderConfig[];
  /** Firebase Authentication, when configured: its ID tokens prove an identity at `POST /jwt`. */
  firebase: { projectId: string; jwksUrl: string } | undefined;
  /** Stripe, when configured; otherwise the built-in test-mode processor takes card payments. */
  stripe: { secretKey: string; publishableKey: string; webhookSecret: string } | undefined;
  webDistDir: string;
  mail: MailConfig;
  uploads: {
    maxBytes: number;
    maxPixels: number;
    rateLimitMax: number;
    rateLimitWindowSeconds: number;
    /** An unreferenced image is removed only once its last upload is this old (IMAGE_SWEEP_GRACE_HOURS). */
    sweepGraceHours: number;
    /** Local directory of the embedded image store (used when `s3` is absent). */
    dir: string;
    /** S3-compatible object store for images; absent means the local directory. */
    s3: S3Config | undefined;
  };
}

/**
 * The seat-hold model (decision 010): an unpaid booking of a departure holds its seats for
 * `minutes`, never past the departure's start; once per booking, a payment the processor reports
 * under way holds them up to `paymentMinutes` from that report. What unpaid holds may take counts
 * every hold running now and every one that ended unpaid in the last `cooldownMinutes`.
 */
export interface HoldTerms {
  /** BOOKING_HOLD_MINUTES: the short hold every unpaid booking of a departure gets. */
  minutes: number;
  /** BOOKING_PAYMENT_HOLD_MINUTES: the longer hold while the processor reports a payment under way. */
  paymentMinutes: number;
  /** BOOKING_HOLD_COOLDOWN_MINUTES: how long a hold that ended unpaid still counts. */
  cooldownMinutes: number;
  /** BOOKING_HOLD_ACCOUNT_SEATS: seats one account holds unpaid, all departures together. */
  accountSeats: number;
  /** BOOKING_HOLD_ADDRESS_SEATS: seats one client address's new accounts hold unpaid together. */
  addressSeats: number;
  /** BOOKING_HOLD_DEPARTURE_PERCENT: the share of a departure's seats one account or address holds unpaid. */
  departurePercent: number;
}

/** E-mail (issue 17, decision 008). */
export interface MailConfig {
  /** SMTP server (nodemailer URL, TLS and auth in it); absent: the embedded outbox keeps every message. */
  smtpUrl: string | undefined;
  /** The From header, `Name <address>`. */
  from: string;
  replyTo: string | undefined;
  /** DKIM signing of every message, when all three DKIM_* are set. */
  dkim: { domainName: string; keySelector: string; privateKey: string } | undefined;
  /** Printed on receipts and at the foot of every message. */
  agency: { name: string; address: string | undefined };
  /** Who hears of contact messages; empty: every administrator. */
  notifyEmails: string[];
  /** Password sign-in waits until the address is verified through the e-mailed link. */
  requireEmailVerification: boolean;
  /** Password-reset requests per client address per 15 minutes. */
  passwordResetRateLimitMax: number;
  /**
   * How much mail one account's actions may cause, and to one address, in a window; how many
   * contact notifications an agency address gets one by one before a digest (features/mail/kinds).
   */
  limits: {
    windowSeconds: number;
    perAccount: number;
    perRecipient: number;
    agencyNotifications: number;
  };
}

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  /** Absent: the AWS SDK's default credential chain (instance role, AWS_* variables, ...). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  prefix: string;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function pairedProvider(
  problems: string[],
  prefix: string,
  id: string | undefined,
  secret: string | undefined,
): id is string {
  if (Boolean(id) !== Boolean(secret)) {
    problems.push(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
    return false;
  }
  return Boolean(id);
}

/** Reads and checks the environment; throws ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`FOO=`) means unset, as in most shells' habits and .env files.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(environment)'}: ${i.message}`),
    );
  }
  const env = parsed.data;
  const problems: string[] = [];
  if (env.DATABASE_URL) {
    // Several instances may share one PostgreSQL: secrets generated per machine would not match.
    if (!env.BETTER_AUTH_SECRET)
      problems.push('BETTER_AUTH_SECRET: required when DATABASE_URL is set');
    if (!env.JWT_PRIVATE_KEY) problems.push('JWT_PRIVATE_KEY: required when DATABASE_URL is set');
  }
  if (env.SHUTDOWN_DRAIN_MS >= env.SHUTDOWN_TIMEOUT_MS) {
    problems.push('SHUTDOWN_DRAIN_MS: must be less than SHUTDOWN_TIMEOUT_MS');
  }
  if (!env.DATABASE_URL && env.WEB_CONCURRENCY > 1) {
    problems.push(
      'WEB_CONCURRENCY: above 1 needs DATABASE_URL (the embedded database serves one process)',
    );
  }
  const socialProviders: SocialProviderConfig[] = [];
  if (pairedProvider(problems, 'GOOGLE', env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET)) {
    socialProviders.push({
      id: 'google',
      name: 'Google',
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET!,
      discoveryUrl: 'https://accounts.google.com/.well-known/openid-configuration',
    });
  }
  if (pairedProvider(problems, 'GITHUB', env.GITHUB_CLIENT_ID, env.GITHUB_CLIENT_SECRET)) {
    socialProviders.push({
      id: 'github',
      name: 'GitHub',
      clientId: env.GITHUB_CLIENT_ID,
      clientSecret: env.GITHUB_CLIENT_SECRET!,
    });
  }
  if (pairedProvider(problems, 'OIDC', env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET)) {
    if (!env.OIDC_ISSUER) problems.push('OIDC_ISSUER: required when OIDC_CLIENT_ID is set');
    else {
      socialProviders.push({
        id: 'oidc',
        name: env.OIDC_NAME,
        clientId: env.OIDC_CLIENT_ID,
        clientSecret: env.OIDC_CLIENT_SECRET!,
        discoveryUrl: new URL(
          '.well-known/openid-configuration',
          env.OIDC_ISSUER.replace(/\/?$/, '/'),
        ).href,
      });
    }
  }
  if (env.FIREBASE_JWKS_URL && !env.FIREBASE_PROJECT_ID) {
    problems.push('FIREBASE_PROJECT_ID: required when FIREBASE_JWKS_URL is set');
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_ACCESS_KEY_ID)) {
    problems.push('S3_BUCKET: required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set');
  }
  const stripeKeys = [env.STRIPE_SECRET_KEY, env.STRIPE_PUBLISHABLE_KEY, env.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    problems.push(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    );
  }
  if (env.SMTP_URL && !env.MAIL_FROM) {
    problems.push('MAIL_FROM: required when SMTP_URL is set (the address messages are sent from)');
  }
  const dkimKeys = [env.DKIM_DOMAIN, env.DKIM_SELECTOR, env.DKIM_PRIVATE_KEY];
  if (dkimKeys.some(Boolean) && !dkimKeys.every(Boolean)) {
    problems.push('DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY must be set together');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const trustedOrigins = [
    ...new Set([
      new URL(publicUrl).origin,
      `http://127.0.0.1:${env.PORT}`,
      `http://localhost:${env.PORT}`,
    ]),
  ];
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    trustedOrigins,
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    workers: env.WEB_CONCURRENCY,
    jobs: { pollMs: env.JOB_POLL_MS, concurrency: env.JOB_CONCURRENCY },
    redisUrl: env.REDIS_URL,
    shutdown: { timeoutMs: env.SHUTDOWN_TIMEOUT_MS, drainMs: env.SHUTDOWN_DRAIN_MS },
    databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    secrets: { betterAuthSecret: env.BETTER_AUTH_SECRET, jwtPrivateKey: env.JWT_PRIVATE_KEY },
    tokenTtlSeconds: env.TOKEN_TTL_SECONDS,
    adminEmails: env.ADMIN_EMAILS,
    tripTimeZone: env.TRIP_TIME_ZONE,
    password: { minLength: env.PASSWORD_MIN_LENGTH, maxLength: env.PASSWORD_MAX_LENGTH },
    rateLimits: {
      signInMax: env.SIGN_IN_RATE_LIMIT_MAX,
      signInWindowSeconds: env.SIGN_IN_RATE_LIMIT_WINDOW_SECONDS,
      signUpsPerHour: env.SIGN_UP_RATE_LIMIT_MAX,
      accountFailureMax: env.SIGN_IN_ACCOUNT_MAX_FAILURES,
      accountFailureWindowSeconds: env.SIGN_IN_ACCOUNT_WINDOW_SECONDS,
      apiMax: env.API_RATE_LIMIT_MAX,
      tokenMax: env.TOKEN_RATE_LIMIT_MAX,
      authMax: env.AUTH_RATE_LIMIT_MAX,
      pageMax: env.PAGE_RATE_LIMIT_MAX,
    },
    seedDemoData: env.SEED_DEMO_DATA,
    reviewsRequireApproval: env.REVIEWS_REQUIRE_APPROVAL,
    holds: {
      minutes: env.BOOKING_HOLD_MINUTES,
      paymentMinutes: env.BOOKING_PAYMENT_HOLD_MINUTES,
      cooldownMinutes: env.BOOKING_HOLD_COOLDOWN_MINUTES,
      accountSeats: env.BOOKING_HOLD_ACCOUNT_SEATS,
      addressSeats: env.BOOKING_HOLD_ADDRESS_SEATS,
      departurePercent: env.BOOKING_HOLD_DEPARTURE_PERCENT,
    },
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    socialProviders,
    firebase: env.FIREBASE_PROJECT_ID
      ? {
          projectId: env.FIREBASE_PROJECT_ID,
          jwksUrl: env.FIREBASE_JWKS_URL ?? FIREBASE_JWKS_URL,
        }
      : undefined,
    stripe:
      env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: env.STRIPE_SECRET_KEY,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          }
        : undefined,
    webDistDir: path.resolve(REPO_ROOT, env.WEB_DIST_DIR),
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `${env.AGENCY_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
      replyTo: env.MAIL_REPLY_TO,
      dkim:
        env.DKIM_DOMAIN && env.DKIM_SELECTOR && env.DKIM_PRIVATE_KEY
          ? {
              domainName: env.DKIM_DOMAIN,
              keySelector: env.DKIM_SELECTOR,
              privateKey: env.DKIM_PRIVATE_KEY,
            }
          : undefined,
      agency: { name: env.AGENCY_NAME, address: env.AGENCY_ADDRESS },
      notifyEmails: env.NOTIFY_EMAILS,
      requireEmailVerification: env.REQUIRE_EMAIL_VERIFICATION,
      passwordResetRateLimitMax: env.PASSWORD_RESET_RATE_LIMIT_MAX,
      limits: {
        windowSeconds: env.MAIL_LIMIT_WINDOW_SECONDS,
        perAccount: env.MAIL_ACCOUNT_LIMIT_MAX,
        perRecipient: env.MAIL_RECIPIENT_LIMIT_MAX,
        agencyNotifications: env.CONTACT_NOTIFY_LIMIT_MAX,
      },
    },
    uploads: {
      maxBytes: env.UPLOAD_MAX_BYTES,
      maxPixels: env.UPLOAD_MAX_PIXELS,
      rateLimitMax: env.UPLOAD_RATE_LIMIT_MAX,
      rateLimitWindowSeconds: env.UPLOAD_RATE_LIMIT_WINDOW_SECONDS,
      sweepGraceHours: env.IMAGE_SWEEP_GRACE_HOURS,
      dir: path.join(path.resolve(REPO_ROOT, env.DATA_DIR), 'uploads'),
      s3: env.S3_BUCKET
        ? {
            bucket: env.S3_BUCKET,
            endpoint: env.S3_ENDPOINT,
            region: env.S3_REGION,
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
                : undefined,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            prefix: env.S3_PREFIX,
          }
        : undefined,
    },
  };
}
