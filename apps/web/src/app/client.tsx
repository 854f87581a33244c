import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { settleFirstSession, startSessionRead } from '@/features/identity/session';
import { loadDefinedCatalogs } from '@/lib/i18n/catalog';
import { localeOfPath } from '@/lib/i18n/locale';
import { nextTask } from '@/lib/idle';
import { createQueryClient } from '@/lib/query-client';
import { Hydrated } from './hydrated';
import { AppProvider } from './provider';
import { createRoutes } from './router';
import { SSR_STATE_ID, type SsrState } from './ssr-state';

/** Loads the lazy routes the current URL matches, so hydration renders what the server did. */
async function resolveLazyMatches(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Starts the app: hydrates a server-rendered page, or renders into the empty shell. `onCommitted`
 * runs as the first render commits, before it is painted; `onHydrated` once the page is live.
 */
export async function startApp({
  onHydrated,
  onCommitted,
}: {
  onHydrated: () => void;
  onCommitted?: () => void;
}) {
  // Who is signed in is asked now, while the page hydrates, not after.
  startSessionRead();
  const container = document.getElementById('root')!;
  const queryClient = createQueryClient();
  const stateElement = document.getElementById(SSR_STATE_ID);
  const routes = createRoutes(queryClient);
  if (stateElement?.textContent) {
    const state = JSON.parse(stateElement.textContent) as SsrState;
    hydrate(queryClient, state.queries);
    await resolveLazyMatches(routes);
  } else {
    // A page rendered here (the dashboard) draws its screen in the first render, knowing who is
    // signed in when that answer is already in, instead of rendering nothing while the router
    // loads the screen's code (fetched since the page's first script), then "Loading…" while
    // the session is taken, then the page: each a render of its own on a slow phone (decision 009).
    await Promise.all([resolveLazyMatches(routes), settleFirstSession()]);
  }
  // A Bangla page's messages, in before the first render (its catalogues are chunks of their
  // own, defined as the matched routes' modules load): the render never waits for them.
  await loadDefinedCatalogs(localeOfPath(window.location.pathname));
  // Matching the URL, creating the router and rendering each take a task of their own, so that
  // none keeps a tap waiting long on a slow phone (decision 009; docs/benchmarks.md P7).
  await nextTask();
  const router = createBrowserRouter(routes);
  await nextTask();
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
        <Hydrated onReady={onHydrated} onCommit={onCommitted} />
      </AppProvider>
    </StrictMode>
  );
  // Hydrating as a transition lets React work in slices of a few milliseconds, giving the
  // browser the main thread between them (a tap is never kept waiting behind the whole page).
  if (stateElement) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}
