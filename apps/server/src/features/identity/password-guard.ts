import type { IdentityRepository } from './repository';
import { createSignInGuard } from './sign-in-guard';

export interface PasswordGuardLimits {
  /** Wrong passwords per account per window, whatever the client address. */
  accountFailureMax: number;
  accountFailureWindowSeconds: number;
  /** Wrong passwords per client address per window, whatever the accounts they aim at. */
  addressFailureMax: number;
  addressFailureWindowSeconds: number;
  /** The longest window of any guard sharing the attempts table (see SignInGuardOptions). */
  keepSeconds: number;
}

export type PasswordCheck =
  | {
      allowed: true;
      /** After the check: a wrong password keeps its place in both windows, anything else not. */
      settle: (wasWrong: boolean) => Promise<void>;
    }
  | {
      allowed: false;
      code: 'TOO_MANY_REQUESTS' | 'ACCOUNT_SIGN_IN_PAUSED';
      message: string;
      retryAfterSeconds: number;
    };

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/**
 * One pair of limits on wrong passwords for every place a password is checked (password sign-in,
 * change of password, deleting one's account, and any other endpoint of the identity service
 * that takes the current password): per account and per client address. A guess is a guess
 * wherever it is made, so each of them counts against the same windows.
 */
export function createPasswordGuard(repository: IdentityRepository, limits: PasswordGuardLimits) {
  const accountGuard = createSignInGuard(repository, {
    maxFailures: limits.accountFailureMax,
    windowSeconds: limits.accountFailureWindowSeconds,
    keepSeconds: limits.keepSeconds,
  });
  const addressGuard = createSignInGuard(repository, {
    maxFailures: limits.addressFailureMax,
    windowSeconds: limits.addressFailureWindowSeconds,
    keepSeconds: limits.keepSeconds,
  });

  return {
    /**
     * Reserves one password check of `email`'s account from `address`, before the password is
     * compared: a burst of simultaneous guesses cannot all pass before the first is counted.
     */
    async reserve(input: { email: string; address: string }): Promise<PasswordCheck> {
      const fromAddress = await addressGuard.reserve(`address ${input.address}`);
      if (!fromAddress.allowed) {
        return {
          allowed: false,
          code: 'TOO_MANY_REQUESTS',
          message: `Too many wrong passwords from your network. Try again in ${waitText(fromAddress.retryAfterSeconds)}.`,
          retryAfterSeconds: fromAddress.retryAfterSeconds,
        };
      }
      const forAccount = await accountGuard.reserve(input.email);
      if (!forAccount.allowed) {
        await fromAddress.release();
        return {
          allowed: false,
          code: 'ACCOUNT_SIGN_IN_PAUSED',
          message: `Too many wrong passwords for this account. Try again in ${waitText(forAccount.retryAfterSeconds)}, or continue with another sign-in method.`,
          retryAfterSeconds: forAccount.retryAfterSeconds,
        };
      }
      return {
        allowed: true,
        settle: async (wasWrong) => {
          if (wasWrong) return;
          await Promise.all([forAccount.release(), fromAddress.release()]);
        },
      };
    },
  };
}
