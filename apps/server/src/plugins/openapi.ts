import { createRequire } from 'node:module';
import path from 'node:path';
import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import type { FastifyInstance, RouteOptions } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { problemDetails } from '@wayfare/contract/errors';
import {
  authPaths,
  betterAuthError,
  betterAuthTag,
  BETTER_AUTH_DOCS,
  identitySecuritySchemes,
  jwtExchange,
} from './openapi-identity';
import { jsonSchemaOf } from './openapi-schema';
import { SWAGGER_UI_THEME } from './openapi-theme';

/**
 * The API reference: an OpenAPI 3.1 document made from the routes' own zod schemas at
 * `GET /api/openapi.json`, and Swagger UI at `GET /api/docs`, its files served from this origin
 * under the app's CSP. Register it after the auth guard and before any route: it collects the
 * routes as they are added (onRoute).
 */

const OPENAPI_PATH = '/api/openapi.json';
const DOCS_PREFIX = '/api/docs';

/** better-auth's own routes: one wildcard route here, documented call by call (openapi-identity.ts). */
const AUTH_WILDCARD = '/api/auth/*';
/** The built-in card processor (an emulator of Stripe's API, present without STRIPE_* keys). */
const PROCESSOR_PREFIX = '/api/processor/';

/** Who may call a route, read from the guard its onRequest hook names (plugins/auth-guard.ts). */
type Access = 'public' | 'user' | 'admin';

/**
 * The access a route needs: `requireAdmin` means an administrator; `requireUser` or
 * `requireToken` (POST /api/booking checks the caller itself, then falls back to requireUser)
 * mean a signed-in person's API token; no guard means anyone.
 */
function accessOf(
  app: Pick<FastifyInstance, 'requireAdmin' | 'requireUser' | 'requireToken'>,
  route: Pick<RouteOptions, 'onRequest' | 'preValidation' | 'preHandler'>,
): Access {
  const hooks = [route.onRequest, route.preValidation, route.preHandler].flatMap((hook) =>
    hook === undefined ? [] : Array.isArray(hook) ? hook : [hook],
  ) as unknown[];
  if (hooks.includes(app.requireAdmin)) return 'admin';
  if (hooks.includes(app.requireUser) || hooks.includes(app.requireToken)) return 'user';
  return 'public';
}

/**
 * Routes left out of the document, each for a reason given in its description: the web app's
 * pages (not the API), the reference's
 * own files (Swagger UI's assets, its copy of this document), the built-in processor (it mimics
 * Stripe's API, whose reference is Stripe's), better-auth's wildcard (documented call by call).
 */
function isLeftOut(url: string): boolean {
  return (
    // The web app's pages and files (plugins/web-app.ts) are not the API.
    !url.startsWith('/api/') ||
    (url.startsWith(`${DOCS_PREFIX}/`) && url !== `${DOCS_PREFIX}/`) ||
    url.startsWith(PROCESSOR_PREFIX) ||
    url === AUTH_WILDCARD
  );
}

/** The tag of a path: its feature, from its first segment after /api. */
function tagOf(url: string): string {
  if (url.includes('/departures')) return 'departures';
  const segment = url.split('/')[2] ?? '';
  const byFirstSegment: Record<string, string> = {
    allBooking: 'bookings',
    booking: 'bookings',
    addPackages: 'packages',
    updatePackage: 'packages',
    packages: 'packages',
    allReviews: 'reviews',
    destination: 'trip-requests',
    'admin-invitations': 'users',
    'sign-out-everywhere': 'identity',
    'create-payment-intent': 'payments',
    'payment-config': 'payments',
    payments: 'payments',
    webhooks: 'payments',
    jwt: 'identity',
    'auth-config': 'identity',
    account: 'identity',
    auth: 'better-auth',
    'openapi.json': 'reference',
    docs: 'reference',
  };
  return byFirstSegment[segment] ?? segment;
}

const ACCESS_TEXT: Record<Access, string> = {
  public: 'Anyone may call this.',
  user: 'Needs a signed-in person: `Authorization: Bearer <token>` with the API token from `POST /api/jwt`.',
  admin:
    'Needs an administrator: `Authorization: Bearer <token>` of an account whose role is admin (checked on every request).',
};

/** Request bodies the routes read themselves (no zod body schema): described here. */
const OWN_BODIES: Record<string, { description: string; content: Record<string, unknown> }> = {
  'post /api/images': {
    description: 'One image file in the form field `image` (JPEG, PNG, WebP, GIF or AVIF).',
    content: {
      'multipart/form-data': {
        schema: {
          type: 'object',
          required: ['image'],
          properties: { image: { type: 'string', contentMediaType: 'application/octet-stream' } },
        },
      },
    },
  },
  'post /api/webhooks/stripe': {
    description:
      'A Stripe event, byte for byte as Stripe sent it, with its `Stripe-Signature` header.',
    content: { 'application/json': { schema: { type: 'object' } } },
  },
};

type Operation = {
  parameters?: unknown[];
  requestBody?: unknown;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
  'x-access'?: Access;
  [key: string]: unknown;
};

const problemResponse = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } } },
});

/** The problem-details answers a route can give, from its inputs and its guard. */
function addProblemResponses(operation: Operation) {
  const responses = operation.responses;
  const add = (status: string, description: string) => {
    responses[status] ??= problemResponse(description);
  };
  if (operation.parameters?.length || operation.requestBody) {
    add(
      '400',
      'The request is not valid (`VALIDATION_FAILED`; `errors` names each field and what is wrong).',
    );
  }
  if (operation['x-access'] === 'user' || operation['x-access'] === 'admin') {
    add(
      '401',
      'No API token, or one that is no longer valid (`UNAUTHENTICATED`, `TOKEN_INVALID`).',
    );
  }
  if (operation['x-access'] === 'admin')
    add('403', 'The caller is not an administrator (`FORBIDDEN`).');
  add(
    'default',
    'Any other failure (not found, conflict, too many requests, server error): problem details whose `code` says which.',
  );
}

const DESCRIPTION = `The Wayfare HTTP API. Every route of the server under \`/api\` is listed, with the
zod schemas it validates its input and answers with (packages/contract).

**Signing in.** Most calls need an API token: sign in with better-auth (\`POST /api/auth/sign-in/email\`
sets a session cookie), then exchange the session for a token with \`POST /api/jwt\` and send it as
\`Authorization: Bearer <token>\`. Each operation says who may call it (public, a signed-in person, an
administrator); the server checks it on every request.

**Errors.** Every error answer of the API is an RFC 9457 problem (\`application/problem+json\`, the
\`Problem\` schema) with a stable \`code\`; better-auth's own calls answer errors in its own shape.

**Left out, on purpose.** \`/api/auth/*\` is better-auth's: the calls the web app makes are listed here,
the rest are in better-auth's reference (${BETTER_AUTH_DOCS}). \`/api/processor/v1/*\` is the built-in
card processor, a stand-in for Stripe's API that exists only without STRIPE_* keys: it is not part of
this API (Stripe's reference describes it). The files of this reference page (\`/api/docs/*\`) are not
listed either.`;

/** An operation as the document lists it: its own request body in place, its problem answers. */
function completeOperation(operation: Operation) {
  const own = operation['x-own-body'];
  if (own && typeof own === 'object') {
    operation.requestBody = { required: true, ...own };
    delete operation['x-own-body'];
  }
  if (!(operation.tags as string[] | undefined)?.includes('reference')) {
    addProblemResponses(operation);
  }
}

interface OpenApiOptions {
  password: { min: number; max: number };
}

export const openApiPlugin = fp(
  async (app: FastifyInstance, options: OpenApiOptions) => {
    const zodTransform = createJsonSchemaTransform({ skipList: [] });
    const zodTransformObject = createJsonSchemaTransformObject({});

    const transform: SwaggerTransform = (document) => {
      const { url, route } = document;
      if (isLeftOut(url)) return { schema: { hide: true }, url };
      const { schema } = zodTransform(document) as unknown as { schema?: Record<string, unknown> };
      const access = accessOf(app, route);
      const method = (Array.isArray(route.method) ? route.method[0] : route.method)!.toLowerCase();
      const own = OWN_BODIES[`${method} ${url}`];
      const documented: Record<string, unknown> = {
        ...schema,
        hide: false,
        tags: [tagOf(url)],
        description: ACCESS_TEXT[access],
        'x-access': access,
        ...(access === 'public' ? {} : { security: [{ bearerAuth: [] }] }),
      };
      if (url === DOCS_PREFIX || url === `${DOCS_PREFIX}/`) {
        documented.summary = 'This interactive reference (HTML)';
        documented.produces = ['text/html'];
        documented.response = { 200: { description: 'The reference page', type: 'string' } };
      }
      if (url === OPENAPI_PATH) documented.summary = 'This OpenAPI 3.1 document';
      if (url === '/api/jwt') Object.assign(documented, jwtExchange());
      if (own) documented['x-own-body'] = own;
      return { schema: documented, url };
    };

    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: { title: 'Wayfare API', version: '1.0.0', description: DESCRIPTION },
        tags: [{ name: 'identity' }, betterAuthTag()],
        components: { securitySchemes: identitySecuritySchemes() },
      },
      transform,
      transformObject: (document) => {
        const object = zodTransformObject(document) as {
          paths: Record<string, Record<string, Operation>>;
          components: { schemas: Record<string, unknown> };
        };
        object.components.schemas.Problem = jsonSchemaOf(problemDetails, 'output');
        object.components.schemas.BetterAuthError = jsonSchemaOf(betterAuthError, 'output');
        for (const item of Object.values(object.paths)) {
          for (const operation of Object.values(item)) completeOperation(operation);
        }
        Object.assign(object.paths, authPaths(options.password));
        return object;
      },
    });

    app.get(
      OPENAPI_PATH,
      { schema: { response: { 200: z.record(z.string(), z.unknown()) } } },
      async () => app.swagger(),
    );

    // Swagger UI's files, read from its package in node_modules: the production bundle
    // (scripts/build.mjs) inlines the plugin's code, where its own file lookup does not work.
    const swaggerUiFiles = path.join(
      path.dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')),
      'static',
    );
    await app.register(fastifySwaggerUi, {
      routePrefix: DOCS_PREFIX,
      baseDir: swaggerUiFiles,
      theme: SWAGGER_UI_THEME,
      // No logo: the page has no top bar (BaseLayout). The plugin reads null as "none" (its
      // types only know a logo or undefined, which means its own).
      logo: null as unknown as undefined,
      uiConfig: {
        layout: 'BaseLayout',
        deepLinking: true,
        tryItOutEnabled: true,
        // The token stays in the page only: nothing is written to the browser's storage.
        persistAuthorization: false,
        displayRequestDuration: true,
      },
    });
  },
  { name: 'openapi', dependencies: ['auth-guard'] },
);
