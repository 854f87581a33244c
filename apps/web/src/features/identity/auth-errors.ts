/** The identity provider's error as a message a person can read (docs/product.md §8). */
export function providerMessage(
  error: { message?: string; code?: string; status?: number } | null | undefined,
): string {
  if (!error) return 'Something went wrong. Please try again.';
  if (error.status === 429) return 'Too many attempts. Please wait a minute and try again.';
  if (error.message) return error.message;
  if (error.code) return error.code.replaceAll('_', ' ').toLowerCase();
  return 'Something went wrong. Please try again.';
}

export class ProviderError extends Error {
  /** The identity service's code (`ACCOUNT_SIGN_IN_PAUSED`, `EMAIL_NOT_VERIFIED`, ...) and status. */
  readonly code?: string;
  readonly status?: number;
  constructor(error: { message?: string; code?: string; status?: number } | null | undefined) {
    super(providerMessage(error));
    this.name = 'ProviderError';
    this.code = error?.code;
    this.status = error?.status;
  }
}
