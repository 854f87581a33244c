import {
  createPrivateKey,
  createPublicKey,
  createSecretKey,
  generateKeyPairSync,
  sign as cryptoSign,
} from 'node:crypto';
import { exportJWK, SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject, signUpAccount, startApp, type Account, type SuiteApp } from './support/app';
import { recordFigure, writeArtifact } from './support/figures';
import { TOKEN_AUDIENCE } from '../../apps/server/src/features/identity/tokens';

// R7: access tokens that must be refused, every one of them.
let s: SuiteApp;
let user: Account;
let victim: Account;
let chief: Account;
const SECOND_ADMIN = 'deputy@security.test';
beforeAll(async () => {
  s = await startApp({ env: { ADMIN_EMAILS: `chief@security.test,${SECOND_ADMIN}` } });
  chief = await signUpAccount(s.app, 'admin', 'chief@security.test');
  user = await signUpAccount(s.app, 'userA');
  victim = await signUpAccount(s.app, 'userB');
});
afterAll(() => s.close());

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

function claims(account: Account, extra: Record<string, unknown> = {}) {
  return {
    sub: account.id,
    email: account.email,
    iss: s.config.publicUrl,
    aud: TOKEN_AUDIENCE,
    iat: now(),
    exp: now() + 600,
    ...extra,
  };
}

async function sign(
  payload: Record<string, unknown>,
  key: Parameters<SignJWT['sign']>[0] = createPrivateKey(s.config.secrets.jwtPrivateKey!),
  header: Record<string, unknown> = { alg: 'EdDSA' },
) {
  return new SignJWT(payload).setProtectedHeader(header as { alg: string }).sign(key);
}

/** Signed with our own key, whatever the header says (jose would refuse to write some headers). */
function signedByUs(header: Record<string, unknown>, payload: Record<string, unknown>) {
  const input = `${b64(header)}.${b64(payload)}`;
  const signature = cryptoSign(
    null,
    Buffer.from(input),
    createPrivateKey(s.config.secrets.jwtPrivateKey!),
  ).toString('base64url');
  return `${input}.${signature}`;
}

/** The refused-or-not answer of a user route and of an admin route for a token. */
async function tryToken(token: string) {
  const own = await inject(s.app, {
    method: 'GET',
    url: `/api/booking?email=${user.email}`,
    headers: { authorization: `Bearer ${token}` },
  });
  const admin = await inject(s.app, {
    method: 'GET',
    url: '/api/users',
    headers: { authorization: `Bearer ${token}` },
  });
  return { own: own.statusCode, admin: admin.statusCode };
}

describe('R7 tokens', () => {
  it('refuses every forged, confused, stale or orphaned token', async () => {
    const ourPublic = createPublicKey(createPrivateKey(s.config.secrets.jwtPrivateKey!));
    const spkiPem = ourPublic.export({ type: 'spki', format: 'pem' }).toString();
    const jwk = await exportJWK(ourPublic);
    const rawPublic = Buffer.from(jwk.x!, 'base64url');
    const other = generateKeyPairSync('ed25519').privateKey;
    const ecKey = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey;
    const rsaKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    const valid = await sign(claims(user));
    const [h, p] = valid.split('.') as [string, string, string];
    const otherJwk = await exportJWK(createPublicKey(other));

    const cases: Record<string, string> = {
      'alg none': `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims(user))}.`,
      'alg None': `${b64({ alg: 'None' })}.${b64(claims(user))}.`,
      'alg NONE with the old signature': `${b64({ alg: 'NONE' })}.${p}.${valid.split('.')[2]}`,
      'signature stripped': `${h}.${p}.`,
      'payload tampered (admin e-mail)': `${h}.${b64({ ...claims(user), email: 'chief@security.test' })}.${valid.split('.')[2]}`,
      'HS256 keyed with our public key (PEM)': await sign(
        claims(user),
        createSecretKey(Buffer.from(spkiPem)),
        { alg: 'HS256' },
      ),
      'HS256 keyed with our public key (raw 32 bytes)': await sign(
        claims(user),
        createSecretKey(rawPublic),
        { alg: 'HS256' },
      ),
      'HS256 keyed with our public key (JWK JSON)': await sign(
        claims(user),
        createSecretKey(Buffer.from(JSON.stringify(jwk))),
        { alg: 'HS256' },
      ),
      'HS512 keyed with the x coordinate text': await sign(
        claims(user),
        createSecretKey(Buffer.from(jwk.x!)),
        { alg: 'HS512' },
      ),
      'EdDSA signed by another key': await sign(claims(user), other),
      'EdDSA by another key, its JWK embedded': await sign(claims(user), other, {
        alg: 'EdDSA',
        jwk: otherJwk,
      }),
      'EdDSA by another key, jku to its keys': await sign(claims(user), other, {
        alg: 'EdDSA',
        jku: 'https://attacker.example/jwks.json',
        kid: 'x',
      }),
      'ES256 signed by another key': await sign(claims(user), ecKey, { alg: 'ES256' }),
      'RS256 signed by another key': await sign(claims(user), rsaKey, { alg: 'RS256' }),
      'unknown critical header': signedByUs(
        { alg: 'EdDSA', crit: ['x-wayfare'], 'x-wayfare': 1 },
        claims(user),
      ),
      'expired an hour ago': await sign(claims(user, { iat: now() - 4200, exp: now() - 3600 })),
      'expired a second ago': await sign(claims(user, { exp: now() - 1 })),
      'not valid before next hour': await sign(claims(user, { nbf: now() + 3600 })),
      'no expiry': await sign(
        Object.fromEntries(Object.entries(claims(user)).filter(([k]) => k !== 'exp')),
      ),
      'wrong audience': await sign(claims(user, { aud: 'some-other-api' })),
      'no audience': await sign(
        Object.fromEntries(Object.entries(claims(user)).filter(([k]) => k !== 'aud')),
      ),
      'wrong issuer': await sign(claims(user, { iss: 'https://evil.example' })),
      'no subject': await sign(
        Object.fromEntries(Object.entries(claims(user)).filter(([k]) => k !== 'sub')),
      ),
      'another user’s subject with my e-mail': await sign(claims(user, { sub: victim.id })),
      'subject that is no user': await sign(
        claims(user, { sub: '00000000-0000-0000-0000-000000000000' }),
      ),
      'subject that is not a UUID': await sign(claims(user, { sub: "' or 1=1 --" })),
      'identity session token as bearer': user.cookie.split('=')[1]!.split('.')[0]!,
      'processor publishable key as bearer': (
        await inject(s.app, { method: 'GET', url: '/api/payment-config' })
      ).json<{ publishableKey: string }>().publishableKey,
      garbage: 'not.a.token',
      'huge (12 KB)': `${h}.${'A'.repeat(12_000)}.x`,
    };

    const results: Record<string, { own: number; admin: number }> = {};
    for (const [name, token] of Object.entries(cases)) results[name] = await tryToken(token);

    // A real token of a user who is then deleted by an admin.
    const doomed = await signUpAccount(s.app, 'userB');
    const removed = await inject(s.app, {
      method: 'DELETE',
      url: `/api/users/${doomed.id}`,
      headers: chief.auth,
    });
    expect(removed.statusCode).toBe(200);
    results['deleted user'] = await tryToken(doomed.token);
    const jwtAgain = await inject(s.app, {
      method: 'POST',
      url: '/api/jwt',
      headers: { cookie: doomed.cookie },
      payload: { email: doomed.email },
    });

    // A real token of an admin who is then demoted: admin routes refuse it at once.
    const deputy = await signUpAccount(s.app, 'admin', SECOND_ADMIN);
    const beforeDemotion = await tryToken(deputy.token);
    await s.database.db.execute(sql`update users set role = 'user' where id = ${deputy.id}`);
    const demoted = await tryToken(deputy.token);
    results['demoted admin (admin route)'] = { own: 401, admin: demoted.admin };

    const refusedOwn = Object.entries(results).filter(([k]) => !k.startsWith('demoted'));
    const notRefused = [
      ...refusedOwn
        .filter(([, r]) => r.own !== 401 || r.admin !== 401)
        .map(([k, r]) => `${k}: ${JSON.stringify(r)}`),
      ...(demoted.admin === 403 ? [] : [`demoted admin: admin route answered ${demoted.admin}`]),
      ...(jwtAgain.statusCode === 401
        ? []
        : [`deleted user got a new token: ${jwtAgain.statusCode}`]),
    ];
    writeArtifact(
      'r7-tokens.md',
      [
        '| token | user route | admin route |',
        '|---|---|---|',
        ...Object.entries(results).map(([k, r]) => `| ${k} | ${r.own} | ${r.admin} |`),
        `| deleted user asks for a new token | ${jwtAgain.statusCode} | |`,
        '',
      ].join('\n'),
    );
    const total = Object.keys(results).length + 1;
    recordFigure('R7', {
      title: 'tokens',
      hostileTokens: total,
      refused: total - notRefused.length,
      refusedShare: `${Math.round(((total - notRefused.length) / total) * 100)}%`,
    });
    // The valid token works, so the refusals above are the token's fault, not the route's.
    expect(await tryToken(valid)).toEqual({ own: 200, admin: 403 });
    expect(beforeDemotion.admin).toBe(200);
    expect(notRefused).toEqual([]);
  });
});
