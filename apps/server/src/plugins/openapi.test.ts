import { rmSync } from 'node:fs';
import { Validator } from '@seriousme/openapi-schema-validator';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createBookingRequest } from '@wayfare/contract/bookings';
import { problemDetails } from '@wayfare/contract/errors';
import { buildApp } from '#app';
import type { Config } from '#config/env';
import {
  inject,
  openTestDatabase,
  signUpAdmin,
  signUpWithToken,
  testConfig,
  uniqueEmail,
} from '#test/helpers';

/**
 * Routes of the route table that the document leaves out, each with its reason (the document's
 * description says the same): the reference page's own files and its copy of the document, the
 * built-in processor (a stand-in for Stripe's API), and better-auth's wildcard (its calls are
 * documented one by one instead).
 */
const LEFT_OUT: [RegExp, string][] = [
  [/^\/api\/docs\/.+/, "the reference page's own files"],
  [/^\/api\/processor\//, 'the built-in processor mimics Stripe'],
  [/^\/api\/auth\/\*$/, "better-auth's wildcard, documented call by call"],
];

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, unknown>;
  required?: string[];
  $ref?: string;
  [key: string]: unknown;
};
type Operation = {
  parameters?: { in: string; name: string; required?: boolean }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  security?: Record<string, string[]>[];
  'x-access'?: string;
};
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    securitySchemes: Record<string, { type: string; scheme?: string }>;
  };
};

type Spec = Parameters<Validator['validate']>[0];

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

function openapiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const result = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  delete result.$schema;
  return result;
}

/** The property names and required names of an object schema (what a client must send/read). */
function shape(schema: JsonSchema | undefined) {
  return {
    properties: Object.keys(schema?.properties ?? {}).sort(),
    required: [...(schema?.required ?? [])].sort(),
  };
}

function isZod(value: unknown): value is z.ZodType {
  return value instanceof z.ZodType;
}

let app: FastifyInstance;
let config: Config;
const routes: RouteOptions[] = [];
let document: Document;

beforeAll(async () => {
  config = testConfig();
  const database = await openTestDatabase();
  app = await buildApp({
    config,
    database,
    logger: false,
    onRoute: (route) => {
      if (route.method !== 'HEAD') routes.push(route);
    },
  });
  await app.ready();
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json<Document>();
});

afterAll(async () => {
  await app?.close();
  rmSync(config.dataDir, { recursive: true, force: true });
});

/** Each route of the API's route table as (method, url), HEAD and the left-out ones aside. */
function apiRoutes() {
  return routes
    .filter((route) => route.url.startsWith('/api/'))
    .flatMap((route) =>
      (Array.isArray(route.method) ? route.method : [route.method]).map((method) => ({
        method: method.toLowerCase(),
        url: route.url,
        route,
      })),
    )
    .filter(({ url }) => !LEFT_OUT.some(([pattern]) => pattern.test(url)));
}

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    // The validator does refuse a broken document (a path parameter that is not required).
    const broken = structuredClone(document);
    broken.paths['/api/booking/{id}']!.delete!.parameters![0]!.required = false;
    expect((await new Validator().validate(broken as unknown as Spec)).valid).toBe(false);
  });

  it('lists every route of the route table, and nothing the server does not answer', async () => {
    const listed = apiRoutes();
    expect(listed.length).toBeGreaterThan(50);
    const missing = listed.filter(
      ({ method, url }) => document.paths[openapiPath(url)]?.[method] === undefined,
    );
    expect(missing.map(({ method, url }) => `${method} ${url}`)).toEqual([]);

    // Every documented operation is a route here, or one of better-auth's calls that it answers.
    const known = new Set(listed.map(({ method, url }) => `${method} ${openapiPath(url)}`));
    for (const [path, item] of Object.entries(document.paths)) {
      for (const method of Object.keys(item).filter((m) => METHODS.includes(m))) {
        if (known.has(`${method} ${path}`)) continue;
        expect(path, `${method} ${path} is not a route`).toMatch(/^\/api\/auth\//);
        const answer = await inject(app, {
          method: method.toUpperCase(),
          url: path,
          ...(method === 'post' ? { payload: {} } : {}),
        });
        expect(answer.statusCode, `better-auth has no ${method} ${path}`).not.toBe(404);
      }
    }
  });

  it('leaves out only what it says it leaves out', () => {
    const leftOut = routes
      .filter((route) => route.url.startsWith('/api/'))
      .filter((route) => LEFT_OUT.some(([pattern]) => pattern.test(route.url)))
      .map((route) => route.url);
    // The processor exists in this configuration (no STRIPE_* keys), and so do the others.
    expect(leftOut).toContain('/api/auth/*');
    expect(leftOut.some((url) => url.startsWith('/api/processor/'))).toBe(true);
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/processor'))).toEqual(
      [],
    );
    expect(Object.keys(document.paths)).not.toContain('/api/auth/{*}');
    // Only the API: the web app's pages (present with a web build) are not listed.
    expect(Object.keys(document.paths).filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });

  it("agrees with each route's zod schemas: parameters, bodies and answers", () => {
    let compared = 0;
    for (const { method, url, route } of apiRoutes()) {
      const operation = document.paths[openapiPath(url)]![method]!;
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      for (const [where, key] of [
        ['query', 'querystring'],
        ['path', 'params'],
      ] as const) {
        const zodSchema = schema[key];
        if (!isZod(zodSchema)) continue;
        const expected = shape(jsonSchema(zodSchema, 'input'));
        const parameters = (operation.parameters ?? []).filter((p) => p.in === where);
        expect(parameters.map((p) => p.name).sort(), `${method} ${url} ${where}`).toEqual(
          expected.properties,
        );
        expect(
          parameters
            .filter((p) => p.required)
            .map((p) => p.name)
            .sort(),
          `${method} ${url} required ${where}`,
        ).toEqual(where === 'path' ? expected.properties : expected.required);
        compared += 1;
      }
      if (isZod(schema.body)) {
        const body = operation.requestBody?.content['application/json']?.schema;
        expect(shape(body), `${method} ${url} body`).toEqual(
          shape(jsonSchema(schema.body, 'input')),
        );
        compared += 1;
      }
      for (const [status, zodSchema] of Object.entries(
        (schema.response ?? {}) as Record<string, unknown>,
      )) {
        if (!isZod(zodSchema)) continue;
        const expected = jsonSchema(zodSchema, 'output');
        if (expected.type === 'null') {
          // No body (204): the document says so by giving it no content.
          expect(operation.responses[status], `${method} ${url} ${status}`).toBeDefined();
          expect(operation.responses[status]?.content).toBeUndefined();
          continue;
        }
        const answer = operation.responses[status]?.content?.['application/json']?.schema;
        expect(answer, `${method} ${url} ${status}`).toBeDefined();
        expect(shape(answer), `${method} ${url} ${status}`).toEqual(shape(expected));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(80);
  });

  it('describes POST /api/booking and the departures calls from the contract', () => {
    const booking = document.paths['/api/booking']!.post!;
    const body = booking.requestBody!.content['application/json']!.schema;
    expect(body).toEqual(jsonSchema(createBookingRequest, 'input'));
    expect(body.required).toEqual(['packageId', 'name', 'email']);
    expect(booking.security).toEqual([{ bearerAuth: [] }]);

    const departures = document.paths['/api/packages/{id}/departures']!;
    expect(departures.get!.security).toBeUndefined();
    expect(departures.get!.parameters).toContainEqual(
      expect.objectContaining({ in: 'path', name: 'id', required: true }),
    );
    expect(departures.post!['x-access']).toBe('admin');
    expect(departures.post!.requestBody).toBeDefined();
    expect(Object.keys(document.paths['/api/departures/{id}']!)).toContain('patch');
  });

  it('gives every error answer the problem-details schema of the contract', async () => {
    expect(document.components.schemas.Problem).toEqual(jsonSchema(problemDetails, 'output'));
    const problem = { $ref: '#/components/schemas/Problem' };
    const booking = document.paths['/api/booking']!.post!;
    for (const status of ['400', '401', 'default']) {
      expect(booking.responses[status]?.content?.['application/problem+json']?.schema).toEqual(
        problem,
      );
    }
    // And the server does answer that shape.
    const answer = await inject(app, { method: 'POST', url: '/api/booking', payload: {} });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['content-type']).toContain('application/problem+json');
    expect(problemDetails.safeParse(answer.json()).success).toBe(true);
  });

  it('marks who may call each route, and the server keeps to it', async () => {
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    // A fresh traveller for each route: some calls end the caller's own sessions or account.
    const someone = () => signUpWithToken(app, uniqueEmail('openapi'));
    const reader = await someone();
    const admin = await signUpAdmin(app, uniqueEmail('openapi-admin'));
    const counts = { public: 0, user: 0, admin: 0 };
    for (const { method, url } of apiRoutes()) {
      const operation = document.paths[openapiPath(url)]![method]!;
      const access = operation['x-access'] as 'public' | 'user' | 'admin';
      counts[access] += 1;
      const target = url.replace(/:(\w+)/g, 'no-such-$1');
      const call = (headers: Record<string, string> = {}) =>
        inject(app, {
          method: method.toUpperCase(),
          url: target,
          headers,
          ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
        });
      if (access === 'public') {
        expect(operation.security ?? [], `${method} ${url}`).not.toContainEqual({
          bearerAuth: [],
        });
        // POST /api/jwt reads a session itself (documented with the session cookie).
        if (!operation.security?.some((scheme) => 'sessionCookie' in scheme)) {
          expect((await call()).statusCode, `${method} ${url} without a token`).not.toBe(401);
        }
        continue;
      }
      expect(operation.security, `${method} ${url}`).toEqual([{ bearerAuth: [] }]);
      expect((await call()).statusCode, `${method} ${url} without a token`).toBe(401);
      const traveller = method === 'get' ? reader : await someone();
      if (access === 'admin') {
        expect((await call(traveller.auth)).statusCode, `${method} ${url} as a traveller`).toBe(
          403,
        );
        expect((await call(admin.auth)).statusCode, `${method} ${url} as an admin`).not.toBe(403);
      } else {
        expect((await call(traveller.auth)).statusCode, `${method} ${url} signed in`).not.toBe(401);
      }
    }
    expect(counts.public).toBeGreaterThan(5);
    expect(counts.user).toBeGreaterThan(5);
    expect(counts.admin).toBeGreaterThan(5);
  }, 120_000);
});

describe('GET /api/docs', () => {
  it('answers the reference page, its scripts and styles from this origin under the CSP', async () => {
    const page = await inject(app, { method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);

    const scripts = [...page.body.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    const styles = [...page.body.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(styles.length).toBeGreaterThan(0);
    const sources = scripts.map(([, attributes, content]) => {
      // No inline script: the CSP would refuse it.
      expect(content!.trim()).toBe('');
      return /src="([^"]+)"/.exec(attributes!)![1]!;
    });
    for (const source of [...sources, ...styles]) {
      expect(source, 'served from this origin').toMatch(/^\/api\/docs\/static\//);
      const asset = await inject(app, { method: 'GET', url: source });
      expect(asset.statusCode, source).toBe(200);
      expect(asset.headers['content-type'], source).toMatch(/javascript|css/);
    }
    // The settings script points Swagger UI at this server only (no remote validator).
    const settings = await inject(app, {
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(settings.body).toContain('validatorUrl: null');
    expect(settings.body).toContain("url: resolveUrl('./json')");
    expect(settings.body).not.toContain('data:image');
  });

  it('serves the same document to the page', async () => {
    const copy = await inject(app, { method: 'GET', url: '/api/docs/json' });
    expect(copy.statusCode).toBe(200);
    expect(copy.json()).toEqual(document);
  });
});
