import type { FastifyInstance } from 'fastify';
import { createCardProcessor } from '#adapters/card-processor';
import { createFirebaseVerifier } from '#adapters/firebase-id-tokens';
import { createImageStore } from '#adapters/image-storage';
import { createMailTransport } from '#adapters/mail-transport';
import type { Config } from '#config/env';
import { builtInProcessorKeys, resolveSecrets } from '#config/secrets';
import type { Database } from '#db/client';
import {
  createProcessorRepository,
  createProcessorService,
  createWebhookDispatcher,
} from '#emulators/processor';
import {
  BOOKING_HOLDS_QUEUE,
  createBookingsRepository,
  createBookingsService,
  createHoldSweep,
  createPaymentHolds,
} from '#features/bookings';
import { createAuditRepository, createAuditService } from '#features/audit';
import { createContactsRepository, createContactsService } from '#features/contacts';
import {
  createDeparturesRepository,
  createDeparturesService,
  DEPARTURE_CANCEL_QUEUE,
  type DepartureCancelJob,
} from '#features/departures';
import {
  createExportsRepository,
  createExportsService,
  exportAuditRecorder,
} from '#features/exports';
import { createHealthService } from '#features/health';
import {
  createIdentityRepository,
  createIdentityService,
  createSessionCheck,
  type PasswordHasher,
  TokenService,
  createIdentityApiService,
  authConfigOf,
} from '#features/identity';
import {
  createImageSweep,
  createImagesRepository,
  createImagesService,
  IMAGE_SWEEP_QUEUE,
} from '#features/images';
import {
  createMailDelivery,
  createMailEvents,
  createMailRepository,
  createMailService,
  MAIL_COMPOSE_QUEUE,
  MAIL_DELIVER_QUEUE,
} from '#features/mail';
import { createNewsletterRepository, createNewsletterService } from '#features/newsletter';
import { createPackagesRepository, createPackagesService } from '#features/packages';
import { createPaymentsRepository, createPaymentsService } from '#features/payments';
import {
  createReportCompaction,
  createReportsRepository,
  createReportsService,
  REPORT_COMPACT_QUEUE,
} from '#features/reports';
import { createReviewsRepository, createReviewsService } from '#features/reviews';
import { createSeatHoldsRepository, createSeatHoldsService } from '#features/seat-holds';
import { createTripRequestsRepository, createTripRequestsService } from '#features/trip-requests';
import { createUsersRepository, createUsersService } from '#features/users';
import { createJobRunner, type JobContext, type JobHandlers } from '#jobs';

export interface ComposeOptions {
  config: Config;
  database: Database;
  /** The app being built: its logger, and the built-in processor's HTTP API (see below). */
  app: FastifyInstance;
  /** Wraps the card processor SDK's transport (fault tests); production passes nothing. */
  processorFetch?: (fetch: typeof globalThis.fetch) => typeof globalThis.fetch;
  /** Hashes passwords instead of better-auth's scrypt (the server suite); production passes none. */
  passwordHasher?: PasswordHasher;
}

/**
 * A recurring job: a chain of jobs on the durable runner, each run scheduling the next slot
 * first (a failed run does not end the chain), and every instance scheduling one when it starts.
 * The feature's `scheduleNext` holds the interval and the slot's dedupe key, so however many
 * instances run there is one job a slot.
 */
interface RecurringJob {
  queue: string;
  /** What it is, for the log line when scheduling it at start fails. */
  name: string;
  scheduleNext(): Promise<unknown>;
  run(context: JobContext): Promise<unknown>;
}

/**
 * The services the operator's commands use (`npm run admin`, db:seed, the admin setup links the
 * database's preparation prints): the audit trail, the outbox and the people, made as the
 * server's are. composeServices starts from these; the CLI and prepare.ts use them alone, so
 * that nothing outside this file makes a repository or a service. Nothing here is started.
 */
export function composeOperatorServices({
  config,
  database,
}: Pick<ComposeOptions, 'config' | 'database'>) {
  const { db } = database;
  // The audit trail: the features that make admins' changes record them here.
  const audit = createAuditService({
    audit: createAuditRepository(db),
    timeZone: config.tripTimeZone,
  });
  // E-mail (decision 008): features write messages to the outbox in their own transactions;
  // the `mail.deliver` jobs hand them to SMTP_URL's server, or keep them (no SMTP_URL). One
  // repository, bound to each caller's transaction by the service.
  const mailTransport = createMailTransport(config.mail);
  const mailRepository = createMailRepository(db);
  const mail = createMailService({
    repository: mailRepository,
    config: config.mail,
    publicUrl: config.publicUrl,
    timeZone: config.tripTimeZone,
    transport: mailTransport.kind,
  });
  const users = createUsersService({
    users: createUsersRepository(db),
    publicUrl: config.publicUrl,
    requireEmailVerification: config.mail.requireEmailVerification,
    timeZone: config.tripTimeZone,
    audit,
    mail,
  });
  return {
    audit,
    mailTransport,
    mailRepository,
    mail,
    users,
    close() {
      mailTransport.close();
    },
  };
}

export type OperatorServices = ReturnType<typeof composeOperatorServices>;

/**
 * The composition root: every repository, service and adapter is made here, once, from the
 * configuration and the database, and handed to what needs it (docs/architecture.md). Nothing
 * else creates a service; features never reach for each other's parts.
 */
export function composeServices({
  config,
  database,
  app,
  processorFetch,
  passwordHasher,
}: ComposeOptions) {
  const { db } = database;
  const log = app.log;
  const secrets = resolveSecrets(config);

  const operator = composeOperatorServices({ config, database });
  const { audit, mail, users, mailTransport, mailRepository } = operator;
  const identityRepository = createIdentityRepository(db);
  const identity = createIdentityService({
    config,
    db,
    repository: identityRepository,
    secret: secrets.betterAuthSecret,
    logger: log,
    mail,
    audit,
    passwordHasher,
  });
  const tokens = new TokenService(secrets.jwtPrivateKey, config.publicUrl, config.tokenTtlSeconds);
  const sessions = createSessionCheck(identityRepository);

  const imageStore = createImageStore(config.uploads);
  const imagesRepository = createImagesRepository(db);
  const imageSweep = createImageSweep({
    repo: imagesRepository,
    store: imageStore,
    graceHours: config.uploads.sweepGraceHours,
    logger: log,
  });
  const processorKeys = builtInProcessorKeys(secrets.betterAuthSecret);
  // The Stripe SDK, pointed at Stripe or at the built-in processor's HTTP API (served by this
  // app: the SDK's requests stand for the network hop to Stripe).
  const cardProcessor = createCardProcessor({
    app,
    stripe: config.stripe,
    builtIn: processorKeys,
    wrapFetch: processorFetch,
  });
  const bookingsRepository = createBookingsRepository(db);
  const payments = createPaymentsService({
    repo: createPaymentsRepository(db),
    processor: cardProcessor,
    logger: log,
    timeZone: config.tripTimeZone,
    audit,
    holds: createPaymentHolds({
      bookings: bookingsRepository,
      paymentMinutes: config.holds.paymentMinutes,
    }),
  });

  const packages = createPackagesService({
    packages: createPackagesRepository(db),
    timeZone: config.tripTimeZone,
    audit,
  });
  const bookings = createBookingsService({
    bookings: bookingsRepository,
    accounts: users,
    timeZone: config.tripTimeZone,
    refunds: payments,
    holds: config.holds,
    audit,
  });
  const departures = createDeparturesService({
    departures: createDeparturesRepository(db),
    timeZone: config.tripTimeZone,
    audit,
  });
  const holdSweep = createHoldSweep({ repo: bookingsRepository, bookings, logger: log });
  const reportsRepository = createReportsRepository(db);
  const reportCompaction = createReportCompaction({
    repo: reportsRepository,
    bookings: bookingsRepository,
    logger: log,
  });
  // The recurring jobs, one entry each (in the order each instance schedules them at start).
  const recurringJobs: RecurringJob[] = [
    {
      // Hourly (images/sweep.ts): uploads nothing refers to any more leave the image store.
      queue: IMAGE_SWEEP_QUEUE,
      name: 'the image sweep',
      scheduleNext: () => imageSweep.scheduleNext(),
      run: ({ signal }) => imageSweep.sweep(signal),
    },
    {
      // Every 15 seconds (bookings/hold-sweep.ts): unpaid bookings whose seat hold ran out
      // expire and give their seats back.
      queue: BOOKING_HOLDS_QUEUE,
      name: 'the seat-hold sweep',
      scheduleNext: () => holdSweep.scheduleNext(),
      run: () => holdSweep.sweep(),
    },
    {
      // Every minute (reports/compaction.ts): the hourly report rows the triggers appended are
      // merged, one per hour.
      queue: REPORT_COMPACT_QUEUE,
      name: 'the report compaction',
      scheduleNext: () => reportCompaction.scheduleNext(),
      run: () => reportCompaction.compact(),
    },
  ];
  // The durable job runner (decision 007): each feature that hands work to it adds its queues'
  // handlers here. Every process runs one; on PostgreSQL they share the jobs (SKIP LOCKED).
  const jobHandlers: JobHandlers = {
    ...Object.fromEntries(
      recurringJobs.map((job) => [
        job.queue,
        async (_payload: unknown, context: JobContext) => {
          await job.scheduleNext();
          await job.run(context);
        },
      ]),
    ),
    // A cancelled departure's bookings end (paid ones refunded); retried while the processor fails.
    [DEPARTURE_CANCEL_QUEUE]: async (payload) => {
      await departures.runCancelJob(payload as DepartureCancelJob, bookings);
    },
    // E-mail (decision 008): the messages of bookings, payments and departures (written by
    // triggers in those changes' transactions), then each message's delivery, retried.
    [MAIL_COMPOSE_QUEUE]: createMailEvents({ db, repo: mailRepository, mail, logger: log }),
    [MAIL_DELIVER_QUEUE]: createMailDelivery({
      repo: mailRepository,
      transport: mailTransport,
      logger: log,
    }),
  };
  const runner = createJobRunner({
    db,
    logger: log,
    handlers: jobHandlers,
    pollMs: config.jobs.pollMs,
    concurrency: config.jobs.concurrency,
  });
  const jobs = {
    ...runner,
    // Also schedules each recurring job's next run (a promise the app's onReady hook waits for).
    async start() {
      runner.start();
      for (const job of recurringJobs) {
        await job.scheduleNext().catch((error: unknown) => {
          log.warn({ err: error }, `scheduling ${job.name} failed; the next start tries again`);
        });
      }
    },
  };
  const services = {
    health: createHealthService({ database }),
    users,
    identity,
    tokens,
    sessions,
    identityApi: createIdentityApiService({
      identity,
      tokens,
      users,
      // Set when FIREBASE_PROJECT_ID is: Firebase ID tokens are accepted at POST /api/jwt.
      firebase: config.firebase ? createFirebaseVerifier(config.firebase) : undefined,
      authConfig: authConfigOf(config),
    }),
    packages,
    bookings,
    departures,
    /** Each departure's unpaid seat holds, and an admin's release of one. */
    seatHolds: createSeatHoldsService({
      holds: createSeatHoldsRepository(db),
      timeZone: config.tripTimeZone,
      mail,
      audit,
    }),
    /** CSV exports of the admin lists, read from the database in chunks as they are sent. */
    exports: createExportsService({
      repo: createExportsRepository(db),
      timeZone: config.tripTimeZone,
    }),
    /** The sweep that expires unpaid bookings whose seat hold ran out (queue bookings.expire-holds). */
    holdSweep,
    payments,
    reviews: createReviewsService({
      reviews: createReviewsRepository(db),
      trips: bookings,
      catalogue: packages,
      requireApproval: config.reviewsRequireApproval,
      audit,
    }),
    contacts: createContactsService({ contacts: createContactsRepository(db), mail, audit }),
    tripRequests: createTripRequestsService({
      tripRequests: createTripRequestsRepository(db),
      accounts: users,
      timeZone: config.tripTimeZone,
      mail,
      audit,
    }),
    newsletter: createNewsletterService({
      subscribers: createNewsletterRepository(db),
      mail,
      publicUrl: config.publicUrl,
      secret: secrets.betterAuthSecret,
    }),
    /** The operator's reports (aggregates over bookings, payments, departures, people). */
    reports: createReportsService({
      reports: reportsRepository,
      timeZone: config.tripTimeZone,
    }),
    /** The outbox: messages to write (features call it in their transactions), the admins' view. */
    mail,
    /** The audit trail: admins' changes and sign-ins, append-only (docs/architecture.md). */
    audit,
    /** Each CSV export, recorded in the trail when it ends (features/exports/audit-record.ts). */
    recordExport: exportAuditRecorder(audit),
    images: createImagesService({
      store: imageStore,
      uploads: imagesRepository,
      maxBytes: config.uploads.maxBytes,
      maxPixels: config.uploads.maxPixels,
    }),
    /** Without STRIPE_* keys: the built-in processor, its keys, and its webhook deliveries. */
    processor: config.stripe ? undefined : composeBuiltInProcessor(),
    /** The scheduled removal of uploaded images nothing refers to (queue `images.sweep`). */
    imageSweep,
    /** Started when the app is ready, stopped (unfinished jobs handed back) before the database closes. */
    jobs,
    close() {
      packages.close();
      imageStore.close();
      operator.close();
    },
  };
  return services;

  function composeBuiltInProcessor() {
    const repo = createProcessorRepository(db);
    // Events go to the payments feature as Stripe's would, signed; retried until taken.
    const dispatcher = createWebhookDispatcher({
      repo,
      secret: processorKeys.webhookSecret,
      logger: log,
      deliver: async (payload, signature) => {
        await payments.handleWebhook({ rawBody: payload, signature });
      },
    });
    return {
      keys: processorKeys,
      service: createProcessorService({ repo, onEvent: () => void dispatcher.kick() }),
      dispatcher,
    };
  }
}

export type Services = ReturnType<typeof composeServices>;
