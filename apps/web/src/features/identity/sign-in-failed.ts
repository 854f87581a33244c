import { dialog } from '@/lib/alerts';
import type { Translate } from '@/lib/i18n/catalog';
import { identityErrorText } from './error-text';
import type { IdentityKey } from './messages';

/**
 * A refused sign-in, by password or by a social provider (docs/product.md §8): "Error!" with the
 * reason, dismissed with "Try Again". Resolves once the traveller has dismissed it.
 */
export function showSignInFailed(error: unknown, t: Translate<IdentityKey>) {
  return dialog.fire(
    {
      icon: 'error',
      title: t('identity.signInFailed.title'),
      text: identityErrorText(error, t),
      confirmButtonText: t('identity.signInFailed.retry'),
    },
    t.locale,
  );
}
