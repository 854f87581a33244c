import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessClaims, Actor } from '#lib/actor';
import { AppError } from '#lib/errors';

/** What the guard needs to know about tokens, sessions and accounts (the identity and users features). */
export interface AuthGuardOptions {
  /** The claims of a valid access token, or null. */
  verifyToken: (token: string) => Promise<AccessClaims | null>;
  /** Whether the identity session a token was exchanged for still exists. */
  isSessionLive: (sessionId: string) => Promise<boolean>;
  /** The account as it is now, or null when it no longer exists. */
  findAccount: (id: string) => Promise<(Actor & { tokensValidAfter: Date | null }) | null>;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    /** The verified access token's claims (set by requireToken and requireUser). */
    claims: AccessClaims | null;
  }
  interface FastifyInstance {
    /**
     * onRequest: the request must carry a valid access token; the caller is not read here. Only
     * for a route that reads and checks the caller itself in its own statement, then falls back
     * to requireUser when that statement does nothing (POST /api/booking).
     */
    requireToken: (request: FastifyRequest) => Promise<void>;
    /** onRequest: the request must carry a valid access token of an existing user. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** onRequest: as requireUser, and the user must be an admin now (role read from the database). */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

export const authGuardPlugin = fp(
  async (app: FastifyInstance, options: AuthGuardOptions) => {
    const { verifyToken, isSessionLive, findAccount } = options;
    const signedOut = () =>
      new AppError('TOKEN_INVALID', 'You have signed out of this session. Sign in again.');
    app.decorateRequest('actor', null);
    app.decorateRequest('claims', null);

    async function requireToken(request: FastifyRequest) {
      const token = bearerToken(request);
      if (!token) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
      const claims = await verifyToken(token);
      if (!claims)
        throw new AppError(
          'TOKEN_INVALID',
          'Your session has expired or is not valid. Sign in again.',
        );
      // A token exchanged for an identity session lives only as long as that session.
      if (claims.sid !== undefined && !(await isSessionLive(claims.sid))) throw signedOut();
      request.claims = claims;
    }

    async function requireUser(request: FastifyRequest) {
      if (!request.claims) await requireToken(request);
      const claims = request.claims!;
      // Role and existence come from the database on every request, so changes apply at once.
      const row = await findAccount(claims.sub);
      if (!row || row.email !== claims.email) {
        throw new AppError('TOKEN_INVALID', 'This account no longer exists. Sign in again.');
      }
      // "Sign out everywhere" refuses every token issued before it.
      if (row.tokensValidAfter && claims.iat * 1000 < row.tokensValidAfter.getTime()) {
        throw signedOut();
      }
      request.actor = { id: row.id, email: row.email, name: row.name, role: row.role };
    }

    app.decorate('requireToken', requireToken);
    app.decorate('requireUser', requireUser);
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      await requireUser(request);
      if (request.actor?.role !== 'admin')
        throw new AppError('FORBIDDEN', 'This needs an administrator.');
    });
  },
  { name: 'auth-guard' },
);

/** The verified token of a route guarded by requireToken. */
export function claimsOf(request: FastifyRequest): AccessClaims {
  if (!request.claims) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  return request.claims;
}

/** The signed-in actor of a route guarded by requireUser/requireAdmin. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError('UNAUTHENTICATED', 'Sign in to continue.');
  return request.actor;
}
