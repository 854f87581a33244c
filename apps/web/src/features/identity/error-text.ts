import { errorMessage } from '@/lib/alerts';
import { useT, type Translate } from '@/lib/i18n/catalog';
import { ProviderError } from './auth-errors';
import { identityMessages, type IdentityKey } from './messages';
import { PopupBlockedError } from './social-popup';

/**
 * An error as the page shows it, in the page's language: the web app's own words where it words
 * the error itself (a provider's refusal it maps, a blocked window, no answer from the server),
 * else the server's message as the server sent it (docs/i18n.md).
 */
export function identityErrorText(error: unknown, t: Translate<IdentityKey>): string {
  if (error instanceof ProviderError && error.textKey) return t(error.textKey);
  if (error instanceof PopupBlockedError) return t('identity.errors.popupBlocked');
  if (error instanceof Error && error.message) return errorMessage(error, t.locale);
  return t('identity.errors.generic');
}

/** `identityErrorText` in the page's language, for pages outside the identity feature. */
export function useIdentityErrorText(): (error: unknown) => string {
  const t = useT(identityMessages);
  return (error) => identityErrorText(error, t);
}
