import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useAuth } from '@/features/identity/use-auth';
import { useT } from '@/lib/i18n/catalog';
import { appLayoutMessages } from './messages';

/**
 * Says "Reconnecting..." while the app is trying again after a fault it expects to pass (a 429,
 * a 5xx, no answer): a token exchange being retried, or a read that failed and is being fetched
 * again. Always in the page as a polite live region, so a screen reader hears it come and go.
 */
export function ConnectionStatus() {
  const t = useT(appLayoutMessages);
  const { reconnecting } = useAuth();
  const queryCache = useQueryClient().getQueryCache();
  const subscribe = useCallback((notify: () => void) => queryCache.subscribe(notify), [queryCache]);
  const retrying = useSyncExternalStore(
    subscribe,
    () =>
      queryCache
        .getAll()
        .some(
          (query) => query.state.fetchFailureCount > 0 && query.state.fetchStatus === 'fetching',
        ),
    () => false,
  );
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center"
    >
      {reconnecting || retrying ? (
        // Light on any background (the page, or the dark footer at the bottom of a short page).
        <span className="flex items-center gap-2 rounded-full bg-base-100 px-4 py-2 text-sm font-medium text-base-content shadow-lg ring-1 ring-base-300">
          <span className="loading loading-spinner loading-xs" aria-hidden="true" />
          {t('appLayout.connection.reconnecting')}
        </span>
      ) : null}
    </div>
  );
}
