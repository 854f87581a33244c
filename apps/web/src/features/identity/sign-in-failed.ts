import { dialog } from '@/lib/alerts';
import type { Translate } from '@/lib/i18n/catalog';
import type { IdentityKey } from './messages';

/**
 * A refused sign-in, by password or by a social provider (docs/product.md §8): "Error!" with the
 * reason (`errorText`, from useIdentityErrorText), dismissed with "Try Again". Resolves once the
 * traveller has dismissed it.
 */
export function showSignInFailed(
  error: unknown,
  t: Translate<IdentityKey>,
  errorText: (error: unknown) => string,
) {
  return dialog.fire(
    {
      icon: 'error',
      title: t('identity.signInFailed.title'),
      text: errorText(error),
      confirmButtonText: t('identity.signInFailed.retry'),
    },
    t.locale,
  );
}
