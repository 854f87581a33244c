/** Who is calling: the signed-in account as the database says it is now (set by the auth guard). */
export interface Actor {
  id: string;
  email: string;
  name: string;
  role: 'admin' | 'user';
}

/** The claims of a verified API access token. */
export interface AccessClaims {
  sub: string;
  email: string;
  /** The identity session the token was exchanged for; absent for a Firebase ID token's. */
  sid?: string;
  /** Issued at, in seconds (checked against the user's "tokens valid after"). */
  iat: number;
}
