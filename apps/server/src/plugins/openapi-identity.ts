import { z } from 'zod';
import { jsonSchemaOf } from './openapi-schema';

/*
 * The identity endpoints' hand-written documentation for the API reference (plugins/openapi.ts):
 * better-auth's calls, which the server answers through one wildcard route and so cannot
 * describe from route schemas, and the session-for-token exchange, whose handler checks the
 * caller itself instead of naming a guard.
 */

export const BETTER_AUTH_DOCS = 'https://www.better-auth.com/docs/concepts/api';

/** The document's tag for better-auth's calls (a new object for each document). */
export function betterAuthTag() {
  return {
    name: 'better-auth',
    description: "better-auth's calls that the web app makes",
    externalDocs: { url: BETTER_AUTH_DOCS },
  };
}

/** How callers prove who they are: the API token, and better-auth's session cookie. */
export function identitySecuritySchemes() {
  return {
    bearerAuth: {
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'JWT',
      description: 'The API token from `POST /api/jwt` (EdDSA-signed JWT).',
    },
    sessionCookie: {
      type: 'apiKey',
      in: 'cookie',
      name: 'better-auth.session_token',
      description:
        "better-auth's session cookie, set by sign-in (named `__Secure-better-auth.session_token` on https).",
    },
  } as const;
}

/** `POST /api/jwt`: no guard, the handler reads the better-auth session itself (or a Firebase ID token). */
export function jwtExchange() {
  return {
    summary: 'Exchange the signed-in session for an API token',
    description:
      'Needs the better-auth session cookie for that e-mail (or, when Firebase sign-in is on, its ID token in `idToken`).',
    security: [{ sessionCookie: [] }, {}],
  };
}

/** better-auth's error answers (not problem details: the library writes them). */
export const betterAuthError = z.object({ code: z.string().optional(), message: z.string() });

interface AuthCall {
  method: 'get' | 'post';
  path: string;
  summary: string;
  body?: z.ZodType;
  session?: boolean;
}

/** The better-auth calls the web app makes (apps/web/src/features/identity). */
function authCalls(password: { min: number; max: number }): AuthCall[] {
  const newPassword = z.string().min(password.min).max(password.max);
  const callbackURL = z.string().optional().describe('A path on this site, such as /dashboard.');
  return [
    {
      method: 'post',
      path: '/api/auth/sign-up/email',
      summary: 'Create an account with e-mail and password (sets the session cookie)',
      body: z.object({ name: z.string(), email: z.email(), password: newPassword, callbackURL }),
    },
    {
      method: 'post',
      path: '/api/auth/sign-in/email',
      summary: 'Sign in with e-mail and password (sets the session cookie)',
      body: z.object({
        email: z.email(),
        password: z.string(),
        rememberMe: z.boolean().optional(),
        callbackURL,
      }),
    },
    {
      method: 'post',
      path: '/api/auth/sign-in/social',
      summary: 'Start a social sign-in (answers the provider address to open)',
      body: z.object({ provider: z.string(), callbackURL }),
    },
    {
      method: 'post',
      path: '/api/auth/sign-out',
      summary: 'Sign out (ends the session)',
      session: true,
    },
    {
      method: 'get',
      path: '/api/auth/get-session',
      summary: 'The signed-in session and user, or null',
      session: true,
    },
    {
      method: 'post',
      path: '/api/auth/request-password-reset',
      summary:
        'E-mail a password-reset link (answers the same whether or not the address is known)',
      body: z.object({ email: z.email(), redirectTo: callbackURL }),
    },
    {
      method: 'post',
      path: '/api/auth/reset-password',
      summary: 'Set a new password with the token from the reset link',
      body: z.object({ newPassword, token: z.string() }),
    },
    {
      method: 'post',
      path: '/api/auth/send-verification-email',
      summary: 'Send the e-mail address verification link again',
      body: z.object({ email: z.email(), callbackURL }),
    },
    {
      method: 'post',
      path: '/api/auth/change-password',
      summary: 'Change the password (and sign out the other sessions)',
      body: z.object({
        currentPassword: z.string(),
        newPassword,
        revokeOtherSessions: z.boolean().optional(),
      }),
      session: true,
    },
    {
      method: 'post',
      path: '/api/auth/revoke-other-sessions',
      summary: 'Sign out every other session of this account',
      session: true,
    },
    {
      method: 'post',
      path: '/api/auth/update-user',
      summary: "Change the signed-in person's name",
      body: z.object({ name: z.string() }),
      session: true,
    },
  ];
}

/** The documented better-auth calls, as path items (the document lists them after the routes). */
export function authPaths(password: { min: number; max: number }) {
  const paths: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const call of authCalls(password)) {
    const operation = {
      tags: ['better-auth'],
      summary: call.summary,
      description: `better-auth's own call (${BETTER_AUTH_DOCS}).${call.session ? ' Needs the session cookie that sign-in sets.' : ''}`,
      externalDocs: { url: BETTER_AUTH_DOCS },
      ...(call.session ? { security: [{ sessionCookie: [] }] } : {}),
      ...(call.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchemaOf(call.body, 'input') } },
            },
          }
        : {}),
      responses: {
        '200': {
          description: "Done; the body is better-auth's answer (see its reference).",
          content: { 'application/json': { schema: {} } },
        },
        '400': {
          description:
            'A redirect parameter that leaves the site (problem details, `INVALID_CALLBACK_URL`).',
          content: {
            'application/problem+json': { schema: { $ref: '#/components/schemas/Problem' } },
          },
        },
        default: {
          description: "better-auth's error answer: a `code` and a `message`.",
          content: {
            'application/json': { schema: { $ref: '#/components/schemas/BetterAuthError' } },
          },
        },
      },
    };
    (paths[call.path] ??= {})[call.method] = operation;
  }
  return paths;
}
