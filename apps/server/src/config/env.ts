import path from 'node:path';
import { z } from 'zod';
import { isTimeZone } from '#lib/trip-time';
import { REPO_ROOT, WEB_DIST_DIR } from './paths';

/**
 * Every setting is declared once, below, as `key: setting('ENV_NAME', schema)`: the key is where
 * the value lands in `Config`, the schema checks it and gives its default, the doc comment says
 * what it means. `Config` is the zod output of that tree (plus the few values derived from several
 * settings in `configSchema`'s transform). README documents each variable.
 */

const envNames = new Set<string>();

/** One environment variable, read from the flat environment wherever it sits in the tree. */
function setting<const N extends string, S extends z.ZodType>(name: N, schema: S) {
  if (envNames.has(name)) throw new Error(`${name} is declared twice`);
  envNames.add(name);
  return z
    .object({ [name]: schema } as Record<N, S>)
    .transform((env) => (env as Record<N, z.output<S>>)[name]);
}

/** A group of settings: each member sees the whole environment and picks its own variable. */
function group<T extends z.core.$ZodShape>(shape: T) {
  const keys = Object.keys(shape);
  return z.preprocess((env) => Object.fromEntries(keys.map((key) => [key, env])), z.object(shape));
}

/** Every environment variable the server reads (README has a row for each). */
export function environmentVariables(): string[] {
  return [...envNames];
}

const int = (min: number, max?: number) => {
  const base = z.coerce.number().int().min(min);
  return max === undefined ? base : base.max(max);
};
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
const httpUrl = z.url({ protocol: /^https?$/ });
const fromRepoRoot = (dir: string) => path.resolve(REPO_ROOT, dir);

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

/** A client id and secret (checked in pairs by `configSchema`). */
const clientCredentials = (prefix: string) => ({
  clientId: setting(`${prefix}_CLIENT_ID`, optionalText),
  clientSecret: setting(`${prefix}_CLIENT_SECRET`, optionalText),
});

/** Every setting, where it lands in Config (before the derived values). */
const settingsSchema = group({
  env: setting('NODE_ENV', z.enum(['development', 'production', 'test']).default('development')),
  host: setting('HOST', z.string().default('0.0.0.0')),
  port: setting('PORT', int(0, 65535).default(3000)),
  /** Where browsers reach the server; default `http://localhost:PORT`, without a trailing slash. */
  publicUrl: setting('PUBLIC_URL', httpUrl.optional()),
  dataDir: setting('DATA_DIR', z.string().default('data').transform(fromRepoRoot)),
  databaseUrl: setting('DATABASE_URL', z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  /** Worker processes serving requests (WEB_CONCURRENCY); more than one only with PostgreSQL. */
  workers: setting('WEB_CONCURRENCY', int(1, 64).default(1)),
  /** The durable job runner each process runs (decision 007): how often it looks, how many at once. */
  jobs: group({
    pollMs: setting('JOB_POLL_MS', int(10, 60_000).default(1000)),
    concurrency: setting('JOB_CONCURRENCY', int(1, 64).default(2)),
  }),
  /** Redis holding the rate-limit counts that every worker and instance shares; absent: in process. */
  redisUrl: setting('REDIS_URL', z.url({ protocol: /^rediss?$/ }).optional()),
  /**
   * SIGTERM: readiness answers 503 for `drainMs` (a balancer notices), then the server stops
   * accepting and finishes what it holds; after `timeoutMs` in all, the process exits anyway.
   */
  shutdown: group({
    timeoutMs: setting('SHUTDOWN_TIMEOUT_MS', int(1000, 600_000).default(10_000)),
    drainMs: setting('SHUTDOWN_DRAIN_MS', int(0, 300_000).default(0)),
  }),
  /** PostgreSQL's statement_timeout for every query (0: none; the embedded database ignores it). */
  databaseStatementTimeoutMs: setting(
    'DATABASE_STATEMENT_TIMEOUT_MS',
    int(0, 3_600_000).default(15_000),
  ),
  secrets: group({
    betterAuthSecret: setting(
      'BETTER_AUTH_SECRET',
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    jwtPrivateKey: setting(
      'JWT_PRIVATE_KEY',
      z
        .string()
        .refine((v) => v.includes('BEGIN PRIVATE KEY'), 'must be a PKCS#8 PEM Ed25519 private key')
        .optional(),
    ),
  }),
  tokenTtlSeconds: setting('TOKEN_TTL_SECONDS', int(60, 86_400).default(900)),
  adminEmails: setting('ADMIN_EMAILS', csvEmails),
  /** Where trips happen: a time typed without an offset is local to this zone, and shown in it. */
  tripTimeZone: setting(
    'TRIP_TIME_ZONE',
    z
      .string()
      .default('Asia/Dhaka')
      .refine(isTimeZone, 'must be an IANA time zone name such as Asia/Dhaka'),
  ),
  password: group({
    minLength: setting('PASSWORD_MIN_LENGTH', int(6, 64).default(8)),
    maxLength: setting('PASSWORD_MAX_LENGTH', int(64, 1024).default(128)),
  }),
  rateLimits: group({
    /** Wrong passwords per client address per window. */
    signInMax: setting('SIGN_IN_RATE_LIMIT_MAX', int(1).default(10)),
    signInWindowSeconds: setting('SIGN_IN_RATE_LIMIT_WINDOW_SECONDS', int(1).default(60)),
    /** Sign-ups per client address per hour (enough for a group registering together). */
    signUpsPerHour: setting('SIGN_UP_RATE_LIMIT_MAX', int(1).default(30)),
    /** Password failures that may reach one account per window, from any number of addresses. */
    accountFailureMax: setting('SIGN_IN_ACCOUNT_MAX_FAILURES', int(1).default(100)),
    accountFailureWindowSeconds: setting('SIGN_IN_ACCOUNT_WINDOW_SECONDS', int(1).default(3600)),
    apiMax: setting('API_RATE_LIMIT_MAX', int(1).default(600)),
    /** Token exchanges (`POST /api/jwt`) per client address per minute. */
    tokenMax: setting('TOKEN_RATE_LIMIT_MAX', int(1).default(120)),
    /** The identity service's other calls per client address per minute. */
    authMax: setting('AUTH_RATE_LIMIT_MAX', int(1).default(300)),
    /** Server-rendered pages per client address per minute. */
    pageMax: setting('PAGE_RATE_LIMIT_MAX', int(1).default(300)),
  }),
  seedDemoData: setting('SEED_DEMO_DATA', flag.default(true)),
  /** A new review waits for an admin's approval before it is public (REVIEWS_REQUIRE_APPROVAL). */
  reviewsRequireApproval: setting('REVIEWS_REQUIRE_APPROVAL', flag.default(false)),
  /**
   * The seat-hold model (decision 010): an unpaid booking of a departure holds its seats for
   * `minutes`, never past the departure's start; once per booking, a payment the processor reports
   * under way holds them up to `paymentMinutes` from that report. What unpaid holds may take counts
   * every hold running now and every one that ended unpaid in the last `cooldownMinutes`.
   */
  holds: group({
    /** The short hold every unpaid booking of a departure gets. */
    minutes: setting('BOOKING_HOLD_MINUTES', int(1, 43_200).default(30)),
    /** The longer hold while the processor reports a payment under way. */
    paymentMinutes: setting('BOOKING_PAYMENT_HOLD_MINUTES', int(1, 1440).default(60)),
    /** How long a hold that ended unpaid still counts. */
    cooldownMinutes: setting('BOOKING_HOLD_COOLDOWN_MINUTES', int(1, 1440).default(30)),
    /** Seats one account holds unpaid, all departures together. */
    accountSeats: setting('BOOKING_HOLD_ACCOUNT_SEATS', int(1, 1000).default(20)),
    /** Seats one client address's new accounts hold unpaid together. */
    addressSeats: setting('BOOKING_HOLD_ADDRESS_SEATS', int(1, 1_000_000).default(60)),
    /** The share of a departure's seats one account or address holds unpaid. */
    departurePercent: setting('BOOKING_HOLD_DEPARTURE_PERCENT', int(1, 100).default(50)),
  }),
  trustProxy: setting('TRUST_PROXY', flag.default(false)),
  logLevel: setting(
    'LOG_LEVEL',
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  /** Sign-in through other services; each one configured becomes a `socialProviders` entry. */
  social: group({
    google: group(clientCredentials('GOOGLE')),
    github: group(clientCredentials('GITHUB')),
    oidc: group({
      issuer: setting('OIDC_ISSUER', z.url().optional()),
      ...clientCredentials('OIDC'),
      name: setting('OIDC_NAME', z.string().default('Single sign-on')),
    }),
  }),
  /** Firebase Authentication, when configured: its ID tokens prove an identity at `POST /jwt`. */
  firebase: group({
    projectId: setting(
      'FIREBASE_PROJECT_ID',
      z
        .string()
        .regex(
          /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/,
          'must be a Firebase project id (e.g. my-app-1a2b3)',
        )
        .optional(),
    ),
    jwksUrl: setting('FIREBASE_JWKS_URL', httpUrl.optional()),
  }),
  /** Stripe, when configured; otherwise the built-in test-mode processor takes card payments. */
  stripe: group({
    secretKey: setting(
      'STRIPE_SECRET_KEY',
      z
        .string()
        .regex(/^sk_(test|live)_/, 'must start with sk_test_ or sk_live_')
        .optional(),
    ),
    publishableKey: setting(
      'STRIPE_PUBLISHABLE_KEY',
      z
        .string()
        .regex(/^pk_(test|live)_/, 'must start with pk_test_ or pk_live_')
        .optional(),
    ),
    webhookSecret: setting(
      'STRIPE_WEBHOOK_SECRET',
      z
        .string()
        .regex(/^whsec_/, 'must start with whsec_')
        .optional(),
    ),
  }),
  webDistDir: setting('WEB_DIST_DIR', z.string().default(WEB_DIST_DIR).transform(fromRepoRoot)),
  uploads: group({
    maxBytes: setting('UPLOAD_MAX_BYTES', int(1024, 104_857_600).default(10_485_760)),
    maxPixels: setting('UPLOAD_MAX_PIXELS', int(1_000_000, 268_402_689).default(50_000_000)),
    rateLimitMax: setting('UPLOAD_RATE_LIMIT_MAX', int(1).default(30)),
    rateLimitWindowSeconds: setting('UPLOAD_RATE_LIMIT_WINDOW_SECONDS', int(1).default(600)),
    /** An unreferenced image is removed only once its last upload is this old (IMAGE_SWEEP_GRACE_HOURS). */
    sweepGraceHours: setting('IMAGE_SWEEP_GRACE_HOURS', int(1, 8760).default(24)),
    /** S3-compatible object store for images, when S3_BUCKET is set; absent means the local directory. */
    s3: group({
      bucket: setting('S3_BUCKET', optionalText),
      endpoint: setting('S3_ENDPOINT', httpUrl.optional()),
      region: setting('S3_REGION', z.string().default('us-east-1')),
      /** Absent: the AWS SDK's default credential chain (instance role, AWS_* variables, ...). */
      credentials: group({
        accessKeyId: setting('S3_ACCESS_KEY_ID', optionalText),
        secretAccessKey: setting('S3_SECRET_ACCESS_KEY', optionalText),
      }),
      forcePathStyle: setting('S3_FORCE_PATH_STYLE', flag.default(false)),
      prefix: setting(
        'S3_PREFIX',
        z
          .string()
          .regex(/^[\w./-]*$/, 'may hold letters, digits, ".", "_", "-" and "/" only')
          .default('images/'),
      ),
    }),
  }),
  /** E-mail (decision 008). */
  mail: group({
    /** SMTP server (nodemailer URL, TLS and auth in it); absent: the embedded outbox keeps every message. */
    smtpUrl: setting(
      'SMTP_URL',
      z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    ),
    /** The From header, `Name <address>`; default `AGENCY_NAME <no-reply@host of PUBLIC_URL>`. */
    from: setting('MAIL_FROM', mailbox.optional()),
    replyTo: setting('MAIL_REPLY_TO', mailbox.optional()),
    /** DKIM signing of every message, when all three DKIM_* are set. */
    dkim: group({
      domainName: setting(
        'DKIM_DOMAIN',
        z
          .string()
          .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'must be a domain name such as example.com')
          .optional(),
      ),
      keySelector: setting(
        'DKIM_SELECTOR',
        z
          .string()
          .regex(/^[\w-]+(\.[\w-]+)*$/, 'must be a DNS label such as wayfare')
          .optional(),
      ),
      privateKey: setting(
        'DKIM_PRIVATE_KEY',
        z
          .string()
          .transform((v) => v.replaceAll('\\n', '\n'))
          .refine((v) => /-----BEGIN (RSA )?PRIVATE KEY-----/.test(v), 'must be a PEM private key')
          .optional(),
      ),
    }),
    /** Printed on receipts and at the foot of every message. */
    agency: group({
      name: setting('AGENCY_NAME', z.string().trim().min(1).max(120).default('Wayfare')),
      address: setting('AGENCY_ADDRESS', z.string().trim().max(300).optional()),
    }),
    /** Who hears of contact messages; empty: every administrator. */
    notifyEmails: setting('NOTIFY_EMAILS', csvEmails),
    /** Password sign-in waits until the address is verified through the e-mailed link. */
    requireEmailVerification: setting('REQUIRE_EMAIL_VERIFICATION', flag.default(false)),
    /** Password-reset requests per client address per 15 minutes. */
    passwordResetRateLimitMax: setting('PASSWORD_RESET_RATE_LIMIT_MAX', int(1).default(10)),
    /**
     * How much mail one account's actions may cause, and to one address, in a window; how many
     * contact notifications an agency address gets one by one before a digest (features/mail/kinds).
     */
    limits: group({
      windowSeconds: setting('MAIL_LIMIT_WINDOW_SECONDS', int(60, 604_800).default(3600)),
      perAccount: setting('MAIL_ACCOUNT_LIMIT_MAX', int(1).default(10)),
      perRecipient: setting('MAIL_RECIPIENT_LIMIT_MAX', int(1).default(10)),
      agencyNotifications: setting('CONTACT_NOTIFY_LIMIT_MAX', int(1).default(20)),
    }),
  }),
});
type Settings = z.output<typeof settingsSchema>;

/** What must hold between settings; each problem names the variables. */
function crossProblems(s: Settings): string[] {
  const problems: string[] = [];
  if (s.databaseUrl) {
    // Several instances may share one PostgreSQL: secrets generated per machine would not match.
    if (!s.secrets.betterAuthSecret)
      problems.push('BETTER_AUTH_SECRET: required when DATABASE_URL is set');
    if (!s.secrets.jwtPrivateKey)
      problems.push('JWT_PRIVATE_KEY: required when DATABASE_URL is set');
  }
  if (s.shutdown.drainMs >= s.shutdown.timeoutMs) {
    problems.push('SHUTDOWN_DRAIN_MS: must be less than SHUTDOWN_TIMEOUT_MS');
  }
  if (!s.databaseUrl && s.workers > 1) {
    problems.push(
      'WEB_CONCURRENCY: above 1 needs DATABASE_URL (the embedded database serves one process)',
    );
  }
  for (const [prefix, pair] of [
    ['GOOGLE', s.social.google],
    ['GITHUB', s.social.github],
    ['OIDC', s.social.oidc],
  ] as const) {
    if (Boolean(pair.clientId) !== Boolean(pair.clientSecret)) {
      problems.push(`${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET must be set together`);
    } else if (prefix === 'OIDC' && pair.clientId && !s.social.oidc.issuer) {
      problems.push('OIDC_ISSUER: required when OIDC_CLIENT_ID is set');
    }
  }
  if (s.firebase.jwksUrl && !s.firebase.projectId) {
    problems.push('FIREBASE_PROJECT_ID: required when FIREBASE_JWKS_URL is set');
  }
  const s3 = s.uploads.s3;
  if (Boolean(s3.credentials.accessKeyId) !== Boolean(s3.credentials.secretAccessKey)) {
    problems.push('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  if (!s3.bucket && (s3.endpoint || s3.credentials.accessKeyId)) {
    problems.push('S3_BUCKET: required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set');
  }
  const stripeKeys = Object.values(s.stripe);
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    problems.push(
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET must be set together',
    );
  }
  if (s.mail.smtpUrl && !s.mail.from) {
    problems.push('MAIL_FROM: required when SMTP_URL is set (the address messages are sent from)');
  }
  const dkimKeys = Object.values(s.mail.dkim);
  if (dkimKeys.some(Boolean) && !dkimKeys.every(Boolean)) {
    problems.push('DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY must be set together');
  }
  return problems;
}

/** `group` when every member is set, else undefined (the checks above refused a partial one). */
function whole<T extends object>(members: T): { [K in keyof T]-?: NonNullable<T[K]> } | undefined {
  return Object.values(members).every(Boolean)
    ? (members as { [K in keyof T]-?: NonNullable<T[K]> })
    : undefined;
}

/** A sign-in service, when its client id is set; OpenID Connect ones have a discovery document. */
function socialProvider(
  id: string,
  name: string,
  pair: { clientId: string | undefined; clientSecret: string | undefined },
  /** OpenID Connect discovery document; absent for plain OAuth 2 providers (GitHub). */
  discoveryUrl?: string,
) {
  if (!pair.clientId || !pair.clientSecret) return [];
  const { clientId, clientSecret } = pair;
  return [
    discoveryUrl
      ? { id, name, clientId, clientSecret, discoveryUrl }
      : { id, name, clientId, clientSecret },
  ];
}

/** The settings checked together, then the values derived from several of them added. */
const configSchema = settingsSchema.transform((s, ctx) => {
  const problems = crossProblems(s);
  if (problems.length > 0) {
    for (const message of problems) ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  }
  const { social, firebase, stripe, ...settings } = s;
  const publicUrl = (s.publicUrl ?? `http://localhost:${s.port}`).replace(/\/$/, '');
  const { oidc } = social;
  return {
    ...settings,
    publicUrl,
    trustedOrigins: [
      ...new Set([
        new URL(publicUrl).origin,
        `http://127.0.0.1:${s.port}`,
        `http://localhost:${s.port}`,
      ]),
    ],
    socialProviders: [
      ...socialProvider(
        'google',
        'Google',
        social.google,
        'https://accounts.google.com/.well-known/openid-configuration',
      ),
      ...socialProvider('github', 'GitHub', social.github),
      ...socialProvider(
        'oidc',
        oidc.name,
        oidc,
        oidc.issuer &&
          new URL('.well-known/openid-configuration', oidc.issuer.replace(/\/?$/, '/')).href,
      ),
    ],
    firebase: firebase.projectId
      ? { projectId: firebase.projectId, jwksUrl: firebase.jwksUrl ?? FIREBASE_JWKS_URL }
      : undefined,
    stripe: whole(stripe),
    mail: {
      ...s.mail,
      from: s.mail.from ?? `${s.mail.agency.name} <no-reply@${new URL(publicUrl).hostname}>`,
      dkim: whole(s.mail.dkim),
    },
    uploads: {
      ...s.uploads,
      /** Local directory of the embedded image store (used when `s3` is absent). */
      dir: path.join(s.dataDir, 'uploads'),
      s3: s.uploads.s3.bucket
        ? {
            ...s.uploads.s3,
            bucket: s.uploads.s3.bucket,
            credentials: whole(s.uploads.s3.credentials),
          }
        : undefined,
    },
  };
});

export type Config = z.output<typeof configSchema>;
export type HoldTerms = Config['holds'];
export type MailConfig = Config['mail'];
export type S3Config = NonNullable<Config['uploads']['s3']>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment; throws ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`FOO=`) means unset, as in most shells' habits and .env files.
  const present = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v.trim() !== ''),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    // A setting's issue ends its path with the variable's name; a check between settings has none.
    throw new ConfigError(
      parsed.error.issues.map((i) =>
        i.path.length ? `${String(i.path.at(-1))}: ${i.message}` : i.message,
      ),
    );
  }
  return parsed.data;
}
