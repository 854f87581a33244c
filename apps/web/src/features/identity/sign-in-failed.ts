import { dialog, errorMessage } from '@/lib/alerts';

/**
 * A refused sign-in, by password or by a social provider (docs/product.md §8): "Error!" with the
 * reason, dismissed with "Try Again". Resolves once the traveller has dismissed it.
 */
export function showSignInFailed(error: unknown) {
  return dialog.fire({
    icon: 'error',
    title: 'Error!',
    text: errorMessage(error),
    confirmButtonText: 'Try Again',
  });
}
