import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER, type IdentityService } from './better-auth';
import { sendProblem } from '#plugins/errors';

/** Copies a Fastify request into a Fetch API Request for the identity service. */
export function toWebRequest(request: FastifyRequest, body?: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // The only client address the identity service sees is the one Fastify derived (trustProxy-aware).
  headers.set(CLIENT_IP_HEADER, request.ip);
  const url = identityUrl(request);
  const hasBody =
    body !== undefined && body.length > 0 && !['GET', 'HEAD'].includes(request.method);
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
  });
}

/**
 * The identity service's endpoints served over HTTP, under /api/auth: what the web app calls and
 * the standard ones a script needs (docs/security.md, "Identity endpoints"). better-auth has more
 * (verify-password, delete-user, update-session, link-social, list-accounts, ...); they answer 404
 * as any unknown API route does. `:name` stands for one path segment of letters, digits, `.`,
 * `_` or `-`.
 */
export const IDENTITY_ENDPOINTS = [
  // Accounts and sessions.
  'POST /sign-up/email',
  'POST /sign-in/email',
  'POST /sign-out',
  'GET /get-session',
  'GET /list-sessions',
  'POST /revoke-session',
  'POST /revoke-other-sessions',
  // The account page: the display name and the password.
  'POST /update-user',
  'POST /change-password',
  // Forgotten password (the e-mailed link opens the web app's /reset-password).
  'POST /request-password-reset',
  'POST /reset-password',
  // E-mail verification: the link again, and the e-mailed link itself.
  'POST /send-verification-email',
  'GET /verify-email',
  // Social sign-in: the start, the provider's return (a query or a form post), and the identity
  // service's own error page for a return it cannot match to a sign-in.
  'POST /sign-in/social',
  'GET /callback/:id',
  'POST /callback/:id',
  'GET /error',
] as const;

const AUTH_BASE_PATH = '/api/auth';
const PATH_PARAMETER = /^[A-Za-z0-9._-]+$/;
const allowedEndpoints = IDENTITY_ENDPOINTS.map((entry) => {
  const [method, path] = entry.split(' ') as [string, string];
  return { method, segments: path.split('/') };
});

/**
 * Whether the identity service serves this method and path over HTTP. Judged on the path exactly
 * as the identity service will read it (the URL's pathname, dot segments resolved, nothing
 * decoded), so no spelling reaches an endpoint the list leaves out.
 */
export function isIdentityEndpoint(method: string, url: URL): boolean {
  if (!url.pathname.startsWith(`${AUTH_BASE_PATH}/`)) return false;
  const segments = url.pathname.slice(AUTH_BASE_PATH.length).split('/');
  return allowedEndpoints.some(
    (endpoint) =>
      endpoint.method === method &&
      endpoint.segments.length === segments.length &&
      endpoint.segments.every((part, i) =>
        part.startsWith(':') ? PATH_PARAMETER.test(segments[i]!) : part === segments[i],
      ),
  );
}

/** The URL the identity service is handed for this request. */
function identityUrl(request: FastifyRequest): URL {
  return new URL(request.url, `${request.protocol}://${request.host}`);
}

/** Parameters through which the identity service is told where to send the browser afterwards. */
const REDIRECT_PARAMS = new Set(
  ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo', 'redirectURL'].map((p) =>
    p.toLowerCase(),
  ),
);

/** Encoded dots, slashes, backslashes and percent signs: a path that hides its shape. */
const HIDDEN_SHAPE = /%(2e|2f|5c|25)/i;

/** A path that means what it says: one leading slash, no empty, `.` or `..` segment. */
function isPlainPath(pathname: string): boolean {
  if (!pathname.startsWith('/') || pathname.startsWith('//')) return false;
  return !pathname
    .slice(1)
    .split('/')
    .some(
      (segment, i, all) =>
        segment === '.' || segment === '..' || (segment === '' && i < all.length - 1),
    );
}

/**
 * Whether a redirect target stays on this site: a plain path (`/dashboard?x=1`) or an absolute
 * URL of a trusted origin with a plain path. Checked here, before the identity library sees it:
 * its own check once accepted `/..//evil.example` and then sent the browser to `//evil.example`.
 */
export function isSafeRedirect(value: unknown, trustedOrigins: readonly string[]): boolean {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  const controlOrBackslash = [...value].some((c) => {
    const code = c.charCodeAt(0);
    return code < 0x20 || code === 0x7f || c === '\\';
  });
  if (controlOrBackslash || HIDDEN_SHAPE.test(value)) return false;
  const pathPart = (text: string) => text.split(/[?#]/, 1)[0]!;
  if (value.startsWith('/')) return isPlainPath(pathPart(value));
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (!trustedOrigins.includes(url.origin)) return false;
  const afterOrigin = value.slice(url.origin.length) || '/';
  return isPlainPath(pathPart(afterOrigin));
}

/** The first redirect parameter of the query or JSON body that leaves the site, if any. */
function unsafeRedirect(
  request: FastifyRequest,
  body: Buffer | undefined,
  trustedOrigins: readonly string[],
): string | null {
  const candidates: [string, unknown][] = Object.entries(
    (request.query ?? {}) as Record<string, unknown>,
  );
  const type = String(request.headers['content-type'] ?? '');
  if (body?.length && type.includes('json')) {
    try {
      const parsed = JSON.parse(body.toString('utf8')) as unknown;
      if (parsed && typeof parsed === 'object') candidates.push(...Object.entries(parsed));
    } catch {
      // Not JSON: the identity service answers it itself.
    }
  }
  for (const [name, value] of candidates) {
    if (!REDIRECT_PARAMS.has(name.toLowerCase())) continue;
    for (const one of Array.isArray(value) ? value : [value]) {
      if (!isSafeRedirect(one, trustedOrigins)) return name;
    }
  }
  return null;
}

/** better-auth's standard routes (mounted at /api/auth), the body handed over untouched. */
export async function authHandlerRoutes(
  app: FastifyInstance,
  options: { identity: IdentityService; trustedOrigins: readonly string[] },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, body);
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/*',
    // The identity service limits its endpoints itself (better-auth.ts); a path it does not serve
    // counts against the API's limit per address, as other unknown API routes do.
    config: {
      rateLimit: {
        allowList: (request) => isIdentityEndpoint(request.method, identityUrl(request)),
      },
    },
    async handler(request, reply) {
      if (!isIdentityEndpoint(request.method, identityUrl(request))) {
        const pathname = request.url.split('?')[0] ?? '';
        return sendProblem(
          request,
          reply,
          'ROUTE_NOT_FOUND',
          `There is no API route ${request.method} ${pathname}.`,
        );
      }
      const body = request.body as Buffer | undefined;
      const unsafe = unsafeRedirect(request, body, options.trustedOrigins);
      if (unsafe) {
        return sendProblem(
          request,
          reply,
          'INVALID_CALLBACK_URL',
          `${unsafe} must be a path on this site, such as /dashboard.`,
        );
      }
      const response = await options.identity.handler(toWebRequest(request, body));
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}
