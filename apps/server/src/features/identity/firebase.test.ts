import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#config/env';
import { users } from '#db/schema/users';
import { AppError } from '#lib/errors';
import { createFirebaseVerifier } from '#adapters/firebase-id-tokens';
import { createTestApp, inject, signUp, uniqueEmail, type TestApp } from '#test/helpers';

const PROJECT = 'wayfare-test';
const ISSUER = `https://securetoken.google.com/${PROJECT}`;
const KID = 'firebase-test-key-1';

/** The local stand-in for Google's key-set endpoint: `/jwks` answers, `/broken` fails, `/hang` never answers. */
let jwksServer: Server;
let baseUrl: string;
let jwksRequests = 0;
let signingKey: CryptoKey;
let signingJwk: JWK;
/** A port nothing listens on: the key set is "down". */
let closedPort: number;

let t: TestApp;
let down: TestApp;
let plain: TestApp;

async function listen(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  signingKey = privateKey;
  signingJwk = await exportJWK(privateKey);
  // Served without "alg", so only the verifier's own algorithm pinning refuses RS384 and the like.
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid: KID, use: 'sig' }] };
  jwksServer = createServer((request, response) => {
    if (request.url === '/jwks') {
      jwksRequests += 1;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(jwks));
    } else if (request.url === '/broken') {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end('internal error');
    } else if (request.url !== '/hang') {
      response.writeHead(404);
      response.end();
    }
  });
  baseUrl = `http://127.0.0.1:${await listen(jwksServer)}`;
  const closed = createServer();
  closedPort = await listen(closed);
  closed.close();
  await once(closed, 'close');

  t = await createTestApp({
    FIREBASE_PROJECT_ID: PROJECT,
    FIREBASE_JWKS_URL: `${baseUrl}/jwks`,
  });
  down = await createTestApp({
    FIREBASE_PROJECT_ID: PROJECT,
    FIREBASE_JWKS_URL: `http://127.0.0.1:${closedPort}/jwks`,
  });
  plain = await createTestApp();
});

afterAll(async () => {
  await Promise.all([t?.close(), down?.close(), plain?.close()]);
  jwksServer.closeAllConnections();
  jwksServer.close();
});

interface TokenOptions {
  /** Claims to add or replace; `undefined` removes one. */
  claims?: Record<string, unknown>;
  header?: Record<string, unknown>;
  key?: CryptoKey | Uint8Array;
}

/** A Firebase ID token as Google signs them, for `email`, valid unless the options spoil it. */
async function idToken(email: string, { claims = {}, header = {}, key }: TokenOptions = {}) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    iss: ISSUER,
    aud: PROJECT,
    sub: `uid-${email}`.slice(0, 40),
    iat: now - 30,
    exp: now + 3570,
    auth_time: now - 60,
    email,
    email_verified: true,
    firebase: { sign_in_provider: 'password', identities: { email: [email] } },
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT', ...header })
    .sign(key ?? signingKey);
}

function exchange(
  app: TestApp,
  email: string,
  token: string,
  headers: Record<string, string> = {},
) {
  return inject(app.app, {
    method: 'POST',
    url: '/api/jwt',
    headers,
    payload: { email, idToken: token },
  });
}

/** The answer the session path gives a caller without an identity, and no token in it. */
function expectIdentityRequired(response: Awaited<ReturnType<typeof exchange>>) {
  expect(response.statusCode).toBe(401);
  expect(response.headers['content-type']).toContain('application/problem+json');
  expect(response.json()).toMatchObject({ status: 401, code: 'IDENTITY_REQUIRED' });
  expect(response.body).not.toContain('token"');
}

describe('POST /api/jwt with a Firebase ID token', () => {
  it('issues a Wayfare token that works on a guarded route, and records the person once', async () => {
    const email = uniqueEmail('firebase');
    const response = await exchange(
      t,
      email,
      await idToken(email, { claims: { name: 'Ada Lovelace' } }),
    );
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; expiresAt: number }>();
    expect(body.expiresAt).toBeGreaterThan(Date.now() / 1000 + 60);
    const claims = await t.app.services.tokens.verify(body.token);
    expect(claims?.email).toBe(email);

    const guarded = await inject(t.app, {
      method: 'GET',
      url: `/api/users/admin/${email}`,
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(guarded.statusCode).toBe(200);
    expect(guarded.json()).toEqual({ admin: false });

    const rows = await t.app.database.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Ada Lovelace', role: 'user', authUserId: null });

    // A second sign-in finds the same person.
    const again = await exchange(t, email, await idToken(email));
    expect(again.statusCode).toBe(200);
    const againClaims = await t.app.services.tokens.verify(again.json<{ token: string }>().token);
    expect(againClaims?.sub).toBe(claims?.sub);
  });

  it('compares e-mails without regard to letter case', async () => {
    const email = uniqueEmail('mixed');
    const response = await exchange(
      t,
      email.toUpperCase(),
      await idToken(email.replace(/^m/, 'M').replace('example', 'Example')),
    );
    expect(response.statusCode).toBe(200);
    const claims = await t.app.services.tokens.verify(response.json<{ token: string }>().token);
    expect(claims?.email).toBe(email);
  });

  it('refuses a token for another project (audience)', async () => {
    const email = uniqueEmail();
    expectIdentityRequired(
      await exchange(t, email, await idToken(email, { claims: { aud: 'other-project' } })),
    );
  });

  it('refuses a token from another issuer', async () => {
    const email = uniqueEmail();
    for (const iss of [
      'https://securetoken.google.com/other-project',
      'https://accounts.google.com',
    ]) {
      expectIdentityRequired(await exchange(t, email, await idToken(email, { claims: { iss } })));
    }
  });

  it('refuses an expired token', async () => {
    const email = uniqueEmail();
    const now = Math.floor(Date.now() / 1000);
    const expired = await idToken(email, {
      claims: { iat: now - 7200, auth_time: now - 7200, exp: now - 3600 },
    });
    expectIdentityRequired(await exchange(t, email, expired));
  });

  it('refuses a token issued, or signed in, in the future', async () => {
    const email = uniqueEmail();
    const now = Math.floor(Date.now() / 1000);
    expectIdentityRequired(
      await exchange(t, email, await idToken(email, { claims: { iat: now + 600 } })),
    );
    expectIdentityRequired(
      await exchange(t, email, await idToken(email, { claims: { auth_time: now + 600 } })),
    );
    expectIdentityRequired(
      await exchange(t, email, await idToken(email, { claims: { auth_time: undefined } })),
    );
  });

  it('refuses a token without a subject', async () => {
    const email = uniqueEmail();
    expectIdentityRequired(await exchange(t, email, await idToken(email, { claims: { sub: '' } })));
    expectIdentityRequired(
      await exchange(t, email, await idToken(email, { claims: { sub: undefined } })),
    );
  });

  it('refuses an e-mail that Firebase has not verified, or no e-mail at all', async () => {
    const email = uniqueEmail();
    for (const emailVerified of [false, 'true', undefined]) {
      const token = await idToken(email, { claims: { email_verified: emailVerified } });
      expectIdentityRequired(await exchange(t, email, token));
    }
    // An anonymous Firebase sign-in carries no e-mail.
    expectIdentityRequired(
      await exchange(
        t,
        email,
        await idToken(email, { claims: { email: undefined, email_verified: undefined } }),
      ),
    );
  });

  it('accepts RS256 only: HS256, none and RS384 with the very same key are refused', async () => {
    const email = uniqueEmail();
    // The classic confusion: the public key used as an HMAC secret.
    const hs256 = await idToken(email, {
      header: { alg: 'HS256' },
      key: new TextEncoder().encode(JSON.stringify(signingJwk.n)),
    });
    expectIdentityRequired(await exchange(t, email, hs256));

    const valid = await idToken(email);
    const [, payload] = valid.split('.');
    const none = [
      Buffer.from(JSON.stringify({ alg: 'none', kid: KID, typ: 'JWT' })).toString('base64url'),
      payload,
      '',
    ].join('.');
    expectIdentityRequired(await exchange(t, email, none));

    // Signed by the key the set holds, so only the algorithm pinning can refuse it.
    const rs384 = await idToken(email, {
      header: { alg: 'RS384' },
      key: (await importJWK(signingJwk, 'RS384')) as CryptoKey,
    });
    expectIdentityRequired(await exchange(t, email, rs384));
    // The same claims with RS256 pass: the algorithm alone made the difference.
    expect((await exchange(t, email, valid)).statusCode).toBe(200);
  });

  it('refuses a token signed by a key that is not in the key set, or naming no key', async () => {
    const email = uniqueEmail();
    const { privateKey: otherKey } = await generateKeyPair('RS256');
    expectIdentityRequired(
      await exchange(t, email, await idToken(email, { key: otherKey, header: { kid: 'unknown' } })),
    );
    // The key id of a real key, but another key's signature.
    expectIdentityRequired(await exchange(t, email, await idToken(email, { key: otherKey })));
    // The right key, but no kid: Firebase always names its key.
    expectIdentityRequired(
      await exchange(t, email, await idToken(email, { header: { kid: undefined } })),
    );
  });

  it('refuses a token whose payload was tampered with', async () => {
    const email = uniqueEmail('honest');
    const [header, payload, signature] = (await idToken(email)).split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const victim = uniqueEmail('victim');
    claims.email = victim;
    const tampered = [
      header,
      Buffer.from(JSON.stringify(claims)).toString('base64url'),
      signature,
    ].join('.');
    expectIdentityRequired(await exchange(t, victim, tampered));
  });

  it('answers 403 EMAIL_MISMATCH when the token proves another e-mail', async () => {
    const mallory = uniqueEmail('mallory');
    const response = await exchange(t, uniqueEmail('victim'), await idToken(mallory));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'EMAIL_MISMATCH' });
    expect(response.body).not.toContain('token"');
  });

  it('refuses an ID token beyond the contract length with 400', async () => {
    const response = await exchange(t, uniqueEmail(), 'x'.repeat(8193));
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: { path: string }[] }>().errors[0]?.path).toBe('body.idToken');
  });

  it('answers 503 at once when the key set cannot be reached, never 500', async () => {
    const email = uniqueEmail();
    const started = Date.now();
    const response = await exchange(down, email, await idToken(email));
    expect(Date.now() - started).toBeLessThan(1500);
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 503, code: 'IDENTITY_PROVIDER_UNAVAILABLE' });
    expect(response.json<{ detail: string }>().detail).toMatch(/Firebase/);
    expect(response.body).not.toContain('token"');
  });

  it('never trusts an ID token when FIREBASE_PROJECT_ID is not set, even beside a session', async () => {
    const email = uniqueEmail();
    expectIdentityRequired(await exchange(plain, email, await idToken(email)));

    const cookie = await signUp(plain.app, email);
    expectIdentityRequired(await exchange(plain, email, await idToken(email), { cookie }));
    // The session alone still works there.
    const session = await inject(plain.app, {
      method: 'POST',
      url: '/api/jwt',
      headers: { cookie },
      payload: { email },
    });
    expect(session.statusCode).toBe(200);
  });
});

describe('Firebase ID token verifier', () => {
  it('fetches the key set once for many tokens', async () => {
    const verifier = createFirebaseVerifier({ projectId: PROJECT, jwksUrl: `${baseUrl}/jwks` });
    const before = jwksRequests;
    for (let i = 0; i < 5; i += 1) {
      const email = uniqueEmail();
      expect(await verifier.verify(await idToken(email))).toMatchObject({ email });
    }
    expect(jwksRequests - before).toBe(1);
  });

  it('answers 503 when the key set endpoint fails or does not answer in time', async () => {
    const token = await idToken(uniqueEmail());
    for (const [path, timeout] of [
      ['/broken', 3000],
      ['/hang', 200],
    ] as const) {
      const verifier = createFirebaseVerifier({
        projectId: PROJECT,
        jwksUrl: `${baseUrl}${path}`,
        jwksTimeoutMs: timeout,
      });
      const failure = await verifier.verify(token).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(AppError);
      expect((failure as AppError).status).toBe(503);
    }
  });
});

describe('Firebase configuration', () => {
  it('is off by default, defaults the key set to Google’s, and refuses bad values', () => {
    expect(loadConfig({}).firebase).toBeUndefined();
    expect(loadConfig({ FIREBASE_PROJECT_ID: 'my-app-1a2b3' }).firebase).toEqual({
      projectId: 'my-app-1a2b3',
      jwksUrl:
        'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
    });
    expect(() => loadConfig({ FIREBASE_PROJECT_ID: 'My_Project' })).toThrow(/FIREBASE_PROJECT_ID/);
    expect(() => loadConfig({ FIREBASE_JWKS_URL: 'https://keys.example/jwks' })).toThrow(
      /FIREBASE_PROJECT_ID: required when FIREBASE_JWKS_URL/,
    );
    expect(() =>
      loadConfig({ FIREBASE_PROJECT_ID: 'my-app-1a2b3', FIREBASE_JWKS_URL: 'ftp://keys.example' }),
    ).toThrow(/FIREBASE_JWKS_URL/);
  });
});
