import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/alerts';
import { useT, type Translate } from '@/lib/i18n/catalog';
import { ProviderError } from './auth-errors';
import { identityMessages, type IdentityKey } from './messages';
import {
  identityProviderMessages,
  providerCodeKey,
  providerCodeText,
  type IdentityProviderKey,
} from './provider-messages';
import { PopupBlockedError } from './social-popup';

/**
 * An error as the page shows it, in the page's language: the web app's own words where it words
 * the error itself (a provider's refusal it maps, a blocked window, no answer from the server).
 * Otherwise, on an English page, the identity service's message as it sent it (docs/product.md
 * §8); on a Bangla page, its code's message (provider-messages.ts) or, for a code it does not
 * word, the general one: never the service's English (docs/i18n.md).
 */
export function identityErrorText(
  error: unknown,
  t: Translate<IdentityKey>,
  providerT: Translate<IdentityProviderKey>,
): string {
  if (error instanceof ProviderError) {
    if (error.textKey) return t(error.textKey);
    if (t.locale === 'en' && error.message) return error.message;
    const key = providerCodeKey(error.code);
    return key ? providerCodeText(key, providerT) : t('identity.errors.generic');
  }
  if (error instanceof PopupBlockedError) return t('identity.errors.popupBlocked');
  if (error instanceof Error && error.message) {
    // The server's answers come in the page's language; another error's text is English only.
    if (t.locale === 'en' || error instanceof ApiError) return errorMessage(error, t.locale);
  }
  return t('identity.errors.generic');
}

/** `identityErrorText` in the page's language, for the forms and pages that show the errors. */
export function useIdentityErrorText(): (error: unknown) => string {
  const t = useT(identityMessages);
  const providerT = useT(identityProviderMessages);
  return (error) => identityErrorText(error, t, providerT);
}
