import { translate } from '@/lib/i18n/catalog';
import { identityMessages, type IdentityKey } from './messages';

type ProviderAnswer = { message?: string; code?: string; status?: number } | null | undefined;

/**
 * The message the web app words itself for an identity provider's error, or undefined when the
 * provider's own text is shown (docs/product.md §8).
 */
function ownMessage(error: ProviderAnswer): IdentityKey | undefined {
  if (!error) return 'identity.errors.generic';
  if (error.status === 429) return 'identity.errors.tooManyAttempts';
  if (error.message || error.code) return undefined;
  return 'identity.errors.generic';
}

/** The identity provider's error as a message a person can read, in English (docs/product.md §8). */
export function providerMessage(error: ProviderAnswer): string {
  const own = ownMessage(error);
  if (own) return translate(identityMessages, 'en', own);
  if (error?.message) return error.message;
  return (error?.code ?? '').replaceAll('_', ' ').toLowerCase();
}

export class ProviderError extends Error {
  /** The identity service's code (`ACCOUNT_SIGN_IN_PAUSED`, `EMAIL_NOT_VERIFIED`, ...) and status. */
  readonly code?: string;
  readonly status?: number;
  /** The catalogue's message when the web app words the error itself (shown in the page's language). */
  readonly textKey?: IdentityKey;
  constructor(error: ProviderAnswer, textKey?: IdentityKey) {
    const own = textKey ?? ownMessage(error);
    super(own ? translate(identityMessages, 'en', own) : providerMessage(error));
    this.name = 'ProviderError';
    this.code = error?.code;
    this.status = error?.status;
    this.textKey = own;
  }
}
