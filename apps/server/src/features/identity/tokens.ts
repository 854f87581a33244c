import { createPrivateKey, createPublicKey, randomUUID, type KeyObject } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { AccessClaims } from '#lib/actor';

export const TOKEN_AUDIENCE = 'wayfare-api';
const ALGORITHM = 'EdDSA';

/** How many verified tokens are remembered (a few hundred bytes each). */
const VERIFIED_MEMO_SIZE = 10_000;

/** Short-lived API access tokens: EdDSA JWTs checked for signature, algorithm, issuer, audience, expiry. */
export class TokenService {
  private readonly privateKey: KeyObject;
  private readonly publicKey: KeyObject;
  /**
   * Tokens whose signature and claims were checked, with their expiry: a client sends the same
   * token with every call for its whole life, and checking an Ed25519 signature is most of the
   * cost of a small authenticated call. Only the exact string that passed is remembered, and it
   * is refused again once it expires. When full, the first remembered is dropped first.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();

  constructor(
    privateKeyPem: string,
    private readonly issuer: string,
    private readonly ttlSeconds: number,
  ) {
    this.privateKey = createPrivateKey(privateKeyPem);
    if (this.privateKey.asymmetricKeyType !== 'ed25519') {
      throw new Error('JWT_PRIVATE_KEY must be an Ed25519 key');
    }
    this.publicKey = createPublicKey(this.privateKey);
  }

  async issue(claims: Omit<AccessClaims, 'iat'>): Promise<{ token: string; expiresAt: number }> {
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + this.ttlSeconds;
    const token = await new SignJWT({
      email: claims.email,
      ...(claims.sid !== undefined && { sid: claims.sid }),
    })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(claims.sub)
      .setIssuer(this.issuer)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .setJti(randomUUID())
      .sign(this.privateKey);
    return { token, expiresAt };
  }

  /** The token's claims, or null for any token that must not be accepted. */
  async verify(token: string): Promise<AccessClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now() / 1000) return known.claims;
      this.verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, this.publicKey, {
        algorithms: [ALGORITHM],
        issuer: this.issuer,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
      if (payload.sid !== undefined && typeof payload.sid !== 'string') return null;
      const claims: AccessClaims = {
        sub: payload.sub,
        email: payload.email,
        iat: payload.iat!,
        ...(typeof payload.sid === 'string' && { sid: payload.sid }),
      };
      if (this.verified.size >= VERIFIED_MEMO_SIZE) {
        this.verified.delete(this.verified.keys().next().value!);
      }
      this.verified.set(token, { claims, expiresAt: payload.exp! });
      return claims;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
  }
}
