import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLIENT_IP_HEADER, type IdentityService } from '../features/identity/better-auth';

/** Copies a Fastify request into a Fetch API Request for the identity service. */
export function toWebRequest(request: FastifyRequest, body?: Buffer): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  // The only client address the identity service sees is the one Fastify derived (trustProxy-aware).
  headers.set(CLIENT_IP_HEADER, request.ip);
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const hasBody =
    body !== undefined && body.length > 0 && !['GET', 'HEAD'].includes(request.method);
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? new Uint8Array(body) : undefined,
  });
}

/** Mounts better-auth's standard routes under /api/auth, body untouched. */
async function identityRoutes(app: FastifyInstance, options: { identity: IdentityService }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 64 * 1024 }, (_req, body, done) => {
    done(null, body);
  });
  app.route({
    method: ['GET', 'POST'],
    url: '/*',
    config: { rateLimit: false },
    async handler(request, reply) {
      const response = await options.identity.handler(
        toWebRequest(request, request.body as Buffer | undefined),
      );
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

export default fp(
  async (app: FastifyInstance, options: { identity: IdentityService }) => {
    await app.register(identityRoutes, { ...options, prefix: '/api/auth' });
  },
  { name: 'identity' },
);
