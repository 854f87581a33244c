import {
  createRemoteJWKSet,
  errors as joseErrors,
  jwtVerify,
  type JWTHeaderParameters,
  type FlattenedJWSInput,
} from 'jose';
import { AppError } from '#lib/errors';

/** What a verified Firebase ID token proves: the verified e-mail of who signed in at Firebase. */
export interface FirebaseIdentity {
  /** Verified by Firebase; lower-cased as every e-mail in Wayfare. */
  email: string;
  /** The `name` claim, when Firebase has a display name for the person. */
  name: string | undefined;
}

export interface FirebaseVerifierOptions {
  projectId: string;
  jwksUrl: string;
  /** How long one fetch of the key set may take. */
  jwksTimeoutMs?: number;
}

/** The one signing algorithm of Firebase ID tokens; any other is refused before a key is looked up. */
const ALGORITHM = 'RS256';
/** Leeway for the difference between Google's clock and ours (exp, iat, auth_time). */
const CLOCK_TOLERANCE_SECONDS = 5;
/** Firebase user ids are at most 128 characters (as the Admin SDKs check). */
const MAX_UID_LENGTH = 128;

/** The key set could not be fetched: nothing can be said about the token, so no 401 either. */
class KeySetUnavailable extends Error {
  constructor(cause: unknown) {
    super('the Firebase key set could not be fetched', { cause });
    this.name = 'KeySetUnavailable';
  }
}

/**
 * Verifies Firebase ID tokens as Firebase documents for third-party back ends: RS256, signed by a
 * key of Google's key set named by `kid`, issuer `https://securetoken.google.com/<project>`,
 * audience the project, not expired, issued and authenticated in the past, a non-empty `sub`, and
 * a verified e-mail. The key set is fetched on first use, kept 10 minutes, and fetched again at
 * most every 30 seconds when a token names a key it does not hold (Google rotates its keys).
 */
export function createFirebaseVerifier({
  projectId,
  jwksUrl,
  jwksTimeoutMs = 3000,
}: FirebaseVerifierOptions) {
  const remoteKeys = createRemoteJWKSet(new URL(jwksUrl), { timeoutDuration: jwksTimeoutMs });
  const issuer = `https://securetoken.google.com/${projectId}`;

  /** A key for the token: failures to reach the key set are told apart from unknown keys. */
  async function keyFor(header: JWTHeaderParameters, token: FlattenedJWSInput) {
    if (typeof header.kid !== 'string' || header.kid === '') {
      throw new joseErrors.JWSInvalid('a Firebase ID token names its key (kid)');
    }
    try {
      return await remoteKeys(header, token);
    } catch (error) {
      // The token's own fault: a key the set does not hold, or an algorithm no key is for.
      if (
        error instanceof joseErrors.JWKSNoMatchingKey ||
        error instanceof joseErrors.JWKSMultipleMatchingKeys ||
        error instanceof joseErrors.JOSENotSupported
      ) {
        throw error;
      }
      // Connection refused, timeout, an answer other than 200, or not a key set.
      throw new KeySetUnavailable(error);
    }
  }

  return {
    /**
     * The identity the ID token proves, or null for a token that must not be trusted (forged,
     * expired, for another project, without a verified e-mail). Throws a 503 AppError when
     * Google's key set cannot be fetched.
     */
    async verify(idToken: string): Promise<FirebaseIdentity | null> {
      let payload;
      try {
        ({ payload } = await jwtVerify(idToken, keyFor, {
          algorithms: [ALGORITHM],
          issuer,
          audience: projectId,
          requiredClaims: ['exp', 'iat', 'sub', 'auth_time'],
          clockTolerance: CLOCK_TOLERANCE_SECONDS,
        }));
      } catch (error) {
        if (error instanceof KeySetUnavailable) {
          throw new AppError(
            'IDENTITY_PROVIDER_UNAVAILABLE',
            'Firebase sign-in cannot be checked right now (its signing keys are out of reach). Please try again in a moment.',
          );
        }
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
      const now = Math.floor(Date.now() / 1000);
      const { sub, iat, auth_time: authTime, email, email_verified: emailVerified } = payload;
      if (typeof sub !== 'string' || sub === '' || sub.length > MAX_UID_LENGTH) return null;
      if (typeof iat !== 'number' || iat > now + CLOCK_TOLERANCE_SECONDS) return null;
      if (typeof authTime !== 'number' || authTime > now + CLOCK_TOLERANCE_SECONDS) return null;
      if (typeof email !== 'string' || email === '' || emailVerified !== true) return null;
      const name = typeof payload.name === 'string' ? payload.name.trim() : '';
      return { email: email.trim().toLowerCase(), name: name || undefined };
    },
  };
}
export type FirebaseVerifier = ReturnType<typeof createFirebaseVerifier>;
