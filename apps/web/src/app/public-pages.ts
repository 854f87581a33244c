/*
 * The code of the pages the server renders (decision 004), by path. The router loads a page's
 * code when it is opened (router.tsx); on a page's own load, the page's first script starts
 * fetching it beside the app's (main.tsx), so hydration does not wait a round trip after the app
 * has run to ask for it. Home is one of them: none of its code (its sections, the newsletter
 * form and its form library) is in the app that every page, the dashboard's too, loads (issue 21).
 */

import { savesData } from '@/lib/idle';

export type PageModule = { Component: React.ComponentType };

export const publicPages = {
  home: () => import('./routes/home').then((m): PageModule => ({ Component: m.HomePage })),
  about: () => import('./routes/about'),
  search: () => import('./routes/search'),
  package: () => import('./routes/package'),
  booking: () => import('./routes/trip-booking'),
  login: () => import('./routes/login').then((m): PageModule => ({ Component: m.LoginPage })),
} satisfies Record<string, () => Promise<PageModule>>;

/** Which of them `pathname` opens, if any. */
function pageAt(pathname: string): keyof typeof publicPages | null {
  if (pathname === '/') return 'home';
  if (/^\/packages\/[^/]+\/?$/.test(pathname)) return 'package';
  const name = /^\/(about|search|booking|login)\/?$/.exec(pathname)?.[1];
  return (name as keyof typeof publicPages | undefined) ?? null;
}

/**
 * Starts fetching the code of the server-rendered page at `pathname`, if it is one (the router
 * takes the same import when it hydrates the page). A failed fetch is tried again then.
 */
export function fetchPageOf(pathname: string) {
  const page = pageAt(pathname);
  if (!page || savesData()) return;
  void publicPages[page]().catch(() => undefined);
}
