import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from '#config/env';
import { builtInProcessorKeys, resolveSecrets } from '#config/secrets';
import type { Database } from '#db/client';
import { prepareDatabase } from '#db/prepare';
import { healthRoutes } from '#features/health';
import { imagesRoutes } from '#features/images';
import { authHandlerPlugin, createIdentityService, type IdentityService } from '#features/identity';
import { identityApiRoutes } from '#features/identity';
import { createIdentityRepository } from '#features/identity';
import { createSessionCheck } from '#features/identity';
import { TokenService } from '#features/identity';
import { createPackagesRepository } from '#features/packages';
import { packagesRoutes } from '#features/packages';
import { createPackagesService } from '#features/packages';
import { createBookingsRepository } from '#features/bookings';
import { bookingsRoutes } from '#features/bookings';
import { createBookingsService } from '#features/bookings';
import { newsletterRoutes } from '#features/newsletter';
import { createCardProcessor } from '#adapters/card-processor';
import { createPaymentsRepository } from '#features/payments';
import { paymentsRoutes, webhookRoutes } from '#features/payments';
import { createPaymentsService } from '#features/payments';
import { createWebhookDispatcher, type WebhookDispatcher } from '#emulators/processor';
import { createProcessorRepository } from '#emulators/processor';
import { processorRoutes } from '#emulators/processor';
import { createProcessorService } from '#emulators/processor';
import { contactsRoutes } from '#features/contacts';
import { reviewsRoutes } from '#features/reviews';
import { tripRequestsRoutes } from '#features/trip-requests';
import { createUsersRepository } from '#features/users';
import { usersRoutes } from '#features/users';
import { createUsersService } from '#features/users';
import { connectRateLimitRedis, RATE_LIMIT_NAMESPACE } from '#lib/rate-limit-redis';
import { redactUrl } from '#lib/redact-url';
import authGuard from '#plugins/auth-guard';
import errors from '#plugins/errors';
import securityHeaders from '#plugins/security-headers';
import inputGuard from '#plugins/input-guard';
import webApp, { isInternalRenderRequest } from '#plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    identity: IdentityService;
    tokens: TokenService;
    dispatcher: WebhookDispatcher;
  }
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Whether the route the router matched is an API route (not the raw URL, which may be encoded). */
function isApiRoute(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && (route === '/api' || route.startsWith('/api/'));
}

export interface BuildAppOptions {
  config: Config;
  /** The opened database; the app migrates it, and closes it when the app closes. */
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Where the production log configuration writes (tests read it back); stdout by default. */
  logStream?: { write(line: string): void };
  /** Called for every route as it is added (the security suite builds its matrix from it). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Wraps the fetch the card processor's SDK uses, e.g. to make the processor slow or failing in
   * fault tests. Production passes nothing: the SDK's own transport is used unchanged.
   */
  processorFetch?: (fetch: typeof globalThis.fetch) => typeof globalThis.fetch;
  /** The database was prepared already (a worker whose primary process did it): skip that step. */
  databasePrepared?: boolean;
}

export async function buildApp({
  config,
  database,
  logger,
  logStream,
  onRoute,
  processorFetch,
  databasePrepared = false,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
      serializers: {
        // Fastify's own fields, with credentials in the query string (client secrets, OAuth
        // codes) left out of the log.
        req: (request: FastifyRequest) => ({
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
          remotePort: request.socket?.remotePort,
        }),
      },
      ...(logStream ? { stream: logStream } : {}),
    },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // genReqId reads X-Request-Id itself, so a malformed one is replaced instead of echoed.
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  if (onRoute) app.addHook('onRoute', onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    done(null, payload);
  });
  app.addHook('onClose', () => database.close());

  if (!databasePrepared) await prepareDatabase(config, database, app.log);
  const secrets = resolveSecrets(config);
  const usersRepository = createUsersRepository(database.db);

  const identity = createIdentityService({
    config,
    db: database.db,
    secret: secrets.betterAuthSecret,
    logger: app.log,
  });
  const tokens = new TokenService(secrets.jwtPrivateKey, config.publicUrl, config.tokenTtlSeconds);
  const usersService = createUsersService({ users: usersRepository, publicUrl: config.publicUrl });
  const sessions = createSessionCheck(createIdentityRepository(database.db));
  const processorKeys = builtInProcessorKeys(secrets.betterAuthSecret);
  const processorRepo = createProcessorRepository(database.db);
  // The built-in processor delivers its webhook events to our own endpoint, in process.
  const dispatcher = createWebhookDispatcher({
    repo: processorRepo,
    secret: processorKeys.webhookSecret,
    logger: app.log,
    deliver: async (payload, signature) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/webhooks/stripe',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        })
      ).statusCode,
  });
  const processorService = createProcessorService({
    repo: processorRepo,
    onEvent: () => void dispatcher.kick(),
  });
  const cardProcessor = createCardProcessor({
    app,
    stripe: config.stripe,
    builtIn: processorKeys,
    wrapFetch: processorFetch,
  });
  app.decorate('config', config);
  app.decorate('dispatcher', dispatcher);
  app.decorate('database', database);
  app.decorate('identity', identity);
  app.decorate('tokens', tokens);

  // Stripe Elements loads from Stripe's own hosts; nothing else is allowed in.
  const stripeHosts = config.stripe
    ? {
        script: ['https://js.stripe.com'],
        connect: ['https://api.stripe.com'],
        frame: ['https://js.stripe.com', 'https://hooks.stripe.com'],
      }
    : { script: [], connect: [], frame: [] };
  await app.register(errors);
  await app.register(inputGuard);
  await app.register(securityHeaders, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...stripeHosts.script],
        // SweetAlert2 and React set inline style attributes; no inline script is ever allowed.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...stripeHosts.connect],
        frameSrc: ["'self'", ...stripeHosts.frame],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.publicUrl.startsWith('https://') ? [] : null,
      },
    },
    strictTransportSecurity: config.publicUrl.startsWith('https://')
      ? { maxAge: 31536000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
    // Social sign-in runs in a window this page opens: the page must keep its handle on it while
    // it visits the provider (Helmet's default, same-origin, would cut it off).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  // With REDIS_URL the counts live in Redis: one count per client across workers and instances.
  const sharedCounts = config.redisUrl
    ? await connectRateLimitRedis(config.redisUrl, app.log)
    : undefined;
  if (sharedCounts) app.addHook('onClose', () => sharedCounts.close());
  await app.register(rateLimit, {
    global: true,
    max: config.rateLimits.apiMax,
    timeWindow: '1 minute',
    // Counted by the route the router matched, never by the raw URL (which `/%61pi/` or
    // `/API/` would spell differently); pages have their own limit (web-app.ts). The page
    // renderer's in-process reads of public lists are the server's own traffic.
    allowList: (request) => !isApiRoute(request) || isInternalRenderRequest(request),
    ...(sharedCounts && {
      redis: sharedCounts.redis,
      nameSpace: RATE_LIMIT_NAMESPACE,
      // Redis unreachable or slow: the request goes through uncounted (fail open).
      skipOnError: true,
    }),
  });
  await app.register(authGuard, { tokens, users: usersRepository, sessions });
  await app.register(authHandlerPlugin, { identity, trustedOrigins: config.trustedOrigins });
  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(identityApiRoutes, { config, identity, tokens, users: usersService });
      await api.register(usersRoutes, { service: usersService });
      await api.register(imagesRoutes, { uploads: config.uploads });
      const packages = createPackagesRepository(database.db);
      await api.register(packagesRoutes, {
        packages,
        service: createPackagesService({ packages }),
      });
      const bookings = createBookingsRepository(database.db);
      await api.register(bookingsRoutes, {
        bookings,
        service: createBookingsService({ bookings, packages, users: usersRepository }),
      });
      await api.register(newsletterRoutes, { db: database.db });
      const paymentsRepo = createPaymentsRepository(database.db);
      const paymentsService = createPaymentsService({
        repo: paymentsRepo,
        processor: cardProcessor,
        logger: app.log,
      });
      await api.register(paymentsRoutes, { service: paymentsService });
      await api.register(webhookRoutes, { service: paymentsService });
      await api.register(reviewsRoutes, { db: database.db });
      await api.register(tripRequestsRoutes, {
        db: database.db,
        users: usersRepository,
        timeZone: config.tripTimeZone,
      });
      await api.register(contactsRoutes, { db: database.db });
    },
    { prefix: '/api' },
  );
  if (!config.stripe) {
    await app.register(processorRoutes, {
      prefix: '/api/processor',
      service: processorService,
      secretKey: processorKeys.secretKey,
      publishableKey: processorKeys.publishableKey,
    });
    app.addHook('onReady', () => dispatcher.start());
    app.addHook('onClose', () => dispatcher.stop());
  }
  await app.register(webApp, {
    distDir: config.webDistDir,
    pageRateLimitMax: config.rateLimits.pageMax,
  });
  return app;
}
