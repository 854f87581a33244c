import type { UpdateAccountRequest } from '@wayfare/contract/account';
import type { AuthConfigResponse, TokenResponse } from '@wayfare/contract/identity';
import type { FirebaseVerifier } from '#adapters/firebase-id-tokens';
import type { Config } from '#config/env';
import type { UsersService } from '#features/users';
import { AppError } from '#lib/errors';
import type { Actor } from '#lib/actor';
import { fitAccountName } from './account-name';
import type { IdentityService } from './better-auth';
import type { TokenService } from './tokens';

/*
 * What the identity API routes do, behind them: the token exchange, the sign-in settings the
 * pages read, and the signed-in person's own account. The routes authenticate, validate and
 * answer; this decides.
 */

export interface IdentityApiDependencies {
  identity: IdentityService;
  tokens: TokenService;
  users: UsersService;
  /** Set when FIREBASE_PROJECT_ID is: Firebase ID tokens are then accepted at /jwt. */
  firebase: FirebaseVerifier | undefined;
  /** What `GET /auth-config` answers (password limits, social providers). */
  authConfig: AuthConfigResponse;
}

/** What `GET /auth-config` answers, from the settings: password limits and social providers. */
export function authConfigOf(
  config: Pick<Config, 'password' | 'socialProviders' | 'mail'>,
): AuthConfigResponse {
  return {
    passwordMinLength: config.password.minLength,
    passwordMaxLength: config.password.maxLength,
    socialProviders: config.socialProviders.map(({ id, name }) => ({ id, name })),
    // Said only when on: the spec's answer stays as it was by default.
    ...(config.mail.requireEmailVerification ? { emailVerificationRequired: true } : {}),
  };
}

const identityRequired = () =>
  new AppError(
    'IDENTITY_REQUIRED',
    'Sign in with your e-mail and password (or a social account) first.',
  );
const emailMismatch = () =>
  new AppError('EMAIL_MISMATCH', 'The e-mail does not match the account you are signed in with.');

export function createIdentityApiService({
  identity,
  tokens,
  users,
  firebase,
  authConfig,
}: IdentityApiDependencies) {
  return {
    /**
     * Token exchange (docs/product.md §7). Unlike the specification's server, an e-mail alone
     * proves nothing: the caller must present a live identity session (cookie or bearer session
     * token, in `headers`) for that very e-mail, or, when FIREBASE_PROJECT_ID is set, a Firebase ID
     * token (`idToken`) for it. An ID token is judged alone (a session beside it does not count)
     * and is never trusted without FIREBASE_PROJECT_ID.
     */
    async exchange(input: {
      email: string;
      idToken?: string;
      headers: Headers;
    }): Promise<TokenResponse> {
      if (input.idToken !== undefined) {
        const proven = firebase ? await firebase.verify(input.idToken) : null;
        if (!proven) throw identityRequired();
        if (input.email !== proven.email) throw emailMismatch();
        const user = await users.upsertProvenUser({
          email: proven.email,
          name: fitAccountName(proven.name ?? ''),
        });
        return tokens.issue({ sub: user.id, email: user.email });
      }
      const session = await identity.api.getSession({ headers: input.headers });
      if (!session) throw identityRequired();
      const email = session.user.email.toLowerCase();
      if (input.email !== email) throw emailMismatch();
      const user = await users.upsertVerifiedUser({
        email,
        name: fitAccountName(session.user.name),
        authUserId: session.user.id,
      });
      return tokens.issue({ sub: user.id, email: user.email, sid: session.session.id });
    },

    authConfig: (): AuthConfigResponse => authConfig,

    account: (actor: Actor) => users.account({ actor }),

    updateAccount: (actor: Actor, changes: UpdateAccountRequest) =>
      users.updateAccount({ actor, ...changes }),

    /**
     * Deletes the signed-in person's own account. The password is checked here: its wrong guesses
     * count in sign-in's limits (per account and per client `address`); over them, a
     * RATE_LIMITED refusal says when to try again.
     */
    async deleteOwnAccount(input: { actor: Actor; password?: string; address: string }) {
      const { actor, address } = input;
      const context = await identity.$context;
      await users.deleteOwnAccount({
        actor,
        password: input.password,
        verifyPassword: async (password, hash) => {
          const check = await identity.passwordGuard.reserve({ email: actor.email, address });
          if (!check.allowed) {
            throw new AppError('RATE_LIMITED', check.message, undefined, {
              retryAfterSeconds: check.retryAfterSeconds,
            });
          }
          const right = await context.password.verify({ password, hash });
          await check.settle(!right);
          return right;
        },
        address,
      });
      await identity.accountDeletedNotice({ id: actor.id, email: actor.email, role: actor.role });
    },
  };
}

export type IdentityApiService = ReturnType<typeof createIdentityApiService>;
