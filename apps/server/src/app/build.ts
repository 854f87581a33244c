import { randomUUID } from 'node:crypto';
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
import type { Database } from '#db/client';
import { processorRoutes } from '#emulators/processor';
import { auditRoutes } from '#features/audit';
import { bookingsRoutes } from '#features/bookings';
import { contactsRoutes } from '#features/contacts';
import { healthRoutes } from '#features/health';
import { authHandlerRoutes, identityApiRoutes, type PasswordHasher } from '#features/identity';
import { imagesRoutes } from '#features/images';
import { mailRoutes } from '#features/mail';
import { newsletterRoutes } from '#features/newsletter';
import { packagesRoutes } from '#features/packages';
import { reportsRoutes } from '#features/reports';
import { paymentsRoutes, webhookRoutes } from '#features/payments';
import { reviewsRoutes } from '#features/reviews';
import { seatHoldsRoutes } from '#features/seat-holds';
import { tripRequestsRoutes } from '#features/trip-requests';
import { departuresRoutes } from '#features/departures';
import { exportsRoutes, manifestCsvReply } from '#features/exports';
import { usersRoutes } from '#features/users';
import { installFieldErrorMessages } from '#lib/field-errors';
import { redactUrl } from '#lib/redact-url';
import { authGuardPlugin } from '#plugins/auth-guard';
import { errorsPlugin } from '#plugins/errors';
import { etagPlugin } from '#plugins/etag';
import { inputGuardPlugin } from '#plugins/input-guard';
import { openApiPlugin } from '#plugins/openapi';
import { rateLimitsPlugin } from '#plugins/rate-limits';
import { securityHeadersPlugin } from '#plugins/security-headers';
import { webAppPlugin } from '#plugins/web-app';
import { composeServices, type Services } from './compose';
import { prepareDatabase } from './prepare';
import { publicReads } from './public-reads';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** What the composition root made (compose.ts); for the CLI and tests, not for features. */
    services: Services;
  }
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

// Validation messages as a person reads them ("Title can have at most 120 characters").
installFieldErrorMessages();

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
  /**
   * Hashes and checks passwords instead of better-auth's scrypt: the server suite's cheaper one
   * (test/helpers.ts). Production passes nothing.
   */
  passwordHasher?: PasswordHasher;
  /** The database was prepared already (a worker whose primary process did it): skip that step. */
  databasePrepared?: boolean;
}

function createServer({ config, logger, logStream }: BuildAppOptions) {
  return Fastify({
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
    // Graceful stop (docs/lifecycle.md): close() closes idle keep-alive connections at once, and a
    // request still arriving on a busy one is served (with Connection: close), not refused.
    forceCloseConnections: 'idle',
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
}

/**
 * Builds the whole server: the database prepared, the services composed (compose.ts), the
 * cross-cutting plugins, then each feature's routes with the service it needs.
 */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = createServer(options);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    done(null, payload);
  });
  app.addHook('onClose', () => database.close());

  if (!options.databasePrepared) await prepareDatabase(config, database, app.log);
  const services = composeServices({
    config,
    database,
    app,
    processorFetch: options.processorFetch,
    passwordHasher: options.passwordHasher,
  });
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('services', services);
  app.addHook('onClose', () => services.close());
  // onClose hooks run last-added first: the job runner stops (finishing or handing back its
  // jobs) before the services and the database close.
  app.addHook('onReady', () => services.jobs.start());
  app.addHook('onClose', () => services.jobs.stop(config.shutdown.timeoutMs / 2));

  // Cross-cutting: problem answers, storable input, headers, limits, conditional answers, guards.
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityHeadersPlugin, {
    publicUrl: config.publicUrl,
    stripe: Boolean(config.stripe),
  });
  await app.register(rateLimitsPlugin, {
    apiMax: config.rateLimits.apiMax,
    redisUrl: config.redisUrl,
  });
  await app.register(etagPlugin);
  await app.register(authGuardPlugin, {
    verifyToken: (token) => services.tokens.verify(token),
    isSessionLive: (sessionId) => services.sessions.isLive(sessionId),
    findAccount: (id) => services.users.findAccount(id),
  });
  // The API reference collects the routes as they are added: registered before any of them.
  await app.register(openApiPlugin, {
    password: { min: config.password.minLength, max: config.password.maxLength },
  });

  // The features: each routes plugin gets its service, nothing else.
  await app.register(
    async (api) => {
      await api.register(authHandlerRoutes, {
        prefix: '/auth',
        identity: services.identity,
        trustedOrigins: config.trustedOrigins,
      });
      await api.register(healthRoutes, { service: services.health });
      await api.register(identityApiRoutes, {
        service: services.identityApi,
        tokenRateLimitMax: config.rateLimits.tokenMax,
      });
      await api.register(usersRoutes, { service: services.users });
      await api.register(imagesRoutes, { service: services.images, uploads: config.uploads });
      await api.register(packagesRoutes, { service: services.packages });
      await api.register(bookingsRoutes, { service: services.bookings });
      await api.register(departuresRoutes, {
        service: services.departures,
        sendManifestCsv: manifestCsvReply({
          service: services.exports,
          onExport: services.recordExport,
        }),
      });
      await api.register(seatHoldsRoutes, { service: services.seatHolds });
      await api.register(newsletterRoutes, { service: services.newsletter });
      await api.register(paymentsRoutes, { service: services.payments });
      await api.register(webhookRoutes, { service: services.payments });
      await api.register(reviewsRoutes, { service: services.reviews });
      await api.register(tripRequestsRoutes, { service: services.tripRequests });
      await api.register(contactsRoutes, { service: services.contacts });
      await api.register(mailRoutes, { service: services.mail });
      await api.register(reportsRoutes, { service: services.reports });
      await api.register(exportsRoutes, {
        service: services.exports,
        onExport: services.recordExport,
      });
      await api.register(auditRoutes, { service: services.audit });
    },
    { prefix: '/api' },
  );

  const processor = services.processor;
  if (processor) {
    await app.register(processorRoutes, {
      prefix: '/api/processor',
      service: processor.service,
      secretKey: processor.keys.secretKey,
      publishableKey: processor.keys.publishableKey,
    });
    app.addHook('onReady', () => processor.dispatcher.start());
    app.addHook('onClose', () => processor.dispatcher.stop());
  }

  await app.register(webAppPlugin, {
    distDir: config.webDistDir,
    pageRateLimitMax: config.rateLimits.pageMax,
    readApi: publicReads(services),
    timeZone: config.tripTimeZone,
  });
  return app;
}
