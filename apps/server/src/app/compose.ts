import type { FastifyInstance } from 'fastify';
import { createCardProcessor } from '#adapters/card-processor';
import { createFirebaseVerifier } from '#adapters/firebase-id-tokens';
import { createImageStore } from '#adapters/image-storage';
import type { Config } from '#config/env';
import { builtInProcessorKeys, resolveSecrets } from '#config/secrets';
import type { Database } from '#db/client';
import {
  createProcessorRepository,
  createProcessorService,
  createWebhookDispatcher,
} from '#emulators/processor';
import { createBookingsRepository, createBookingsService } from '#features/bookings';
import { createContactsRepository, createContactsService } from '#features/contacts';
import { createHealthService } from '#features/health';
import {
  createIdentityRepository,
  createIdentityService,
  createSessionCheck,
  TokenService,
} from '#features/identity';
import {
  createImageSweep,
  createImagesRepository,
  createImagesService,
  IMAGE_SWEEP_QUEUE,
} from '#features/images';
import { createNewsletterRepository, createNewsletterService } from '#features/newsletter';
import { createPackagesRepository, createPackagesService } from '#features/packages';
import { createPaymentsRepository, createPaymentsService } from '#features/payments';
import { createReviewsRepository, createReviewsService } from '#features/reviews';
import { createTripRequestsRepository, createTripRequestsService } from '#features/trip-requests';
import { createUsersRepository, createUsersService } from '#features/users';
import { createJobRunner, type JobHandlers } from '#jobs';

export interface ComposeOptions {
  config: Config;
  database: Database;
  /** The app being built: its logger, and the built-in processor's HTTP API (see below). */
  app: FastifyInstance;
  /** Wraps the card processor SDK's transport (fault tests); production passes nothing. */
  processorFetch?: (fetch: typeof globalThis.fetch) => typeof globalThis.fetch;
}

/**
 * The composition root: every repository, service and adapter is made here, once, from the
 * configuration and the database, and handed to what needs it (docs/architecture.md). Nothing
 * else creates a service; features never reach for each other's parts.
 */
export function composeServices({ config, database, app, processorFetch }: ComposeOptions) {
  const { db } = database;
  const log = app.log;
  const secrets = resolveSecrets(config);

  const users = createUsersService({
    users: createUsersRepository(db),
    publicUrl: config.publicUrl,
  });
  const identityRepository = createIdentityRepository(db);
  const identity = createIdentityService({
    config,
    db,
    repository: identityRepository,
    secret: secrets.betterAuthSecret,
    logger: log,
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
  const payments = createPaymentsService({
    repo: createPaymentsRepository(db),
    processor: cardProcessor,
    logger: log,
  });

  const packages = createPackagesService({ packages: createPackagesRepository(db) });
  const bookings = createBookingsService({
    bookings: createBookingsRepository(db),
    accounts: users,
    timeZone: config.tripTimeZone,
    refunds: payments,
  });
  // The durable job runner (decision 007): each feature that hands work to it adds its queues'
  // handlers here. Every process runs one; on PostgreSQL they share the jobs (SKIP LOCKED).
  const jobHandlers: JobHandlers = {
    // Hourly: each sweep schedules the next one first (a failed sweep does not end the chain),
    // and every instance schedules one when it starts.
    [IMAGE_SWEEP_QUEUE]: async (_payload, { signal }) => {
      await imageSweep.scheduleNext();
      await imageSweep.sweep(signal);
    },
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
    // Also schedules the next image sweep (a promise the app's onReady hook waits for).
    async start() {
      runner.start();
      await imageSweep.scheduleNext().catch((error: unknown) => {
        log.warn({ err: error }, 'scheduling the image sweep failed; the next start tries again');
      });
    },
  };
  const services = {
    health: createHealthService({ database }),
    users,
    identity,
    tokens,
    sessions,
    /** Set when FIREBASE_PROJECT_ID is: Firebase ID tokens are accepted at POST /api/jwt. */
    firebase: config.firebase ? createFirebaseVerifier(config.firebase) : undefined,
    packages,
    bookings,
    payments,
    reviews: createReviewsService({
      reviews: createReviewsRepository(db),
      trips: bookings,
      catalogue: packages,
      requireApproval: config.reviewsRequireApproval,
    }),
    contacts: createContactsService({ contacts: createContactsRepository(db) }),
    tripRequests: createTripRequestsService({
      tripRequests: createTripRequestsRepository(db),
      accounts: users,
      timeZone: config.tripTimeZone,
    }),
    newsletter: createNewsletterService({ subscribers: createNewsletterRepository(db) }),
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
