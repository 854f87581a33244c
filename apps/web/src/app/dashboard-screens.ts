/*
 * The dashboard's menu screens: their code, by path under /dashboard. The router loads a screen
 * when it is opened (router.tsx); once the dashboard is shown, the screens of its menu are
 * fetched ahead, one at a time in idle moments, so that a move from one to another draws the next
 * page without a round trip first (issue 21: a route change within 200 ms on a slow phone).
 */

import { savesData, whenIdle } from '@/lib/idle';

export type ScreenModule = { Component: React.ComponentType };

export const menuScreens = {
  booking: () => import('./routes/dashboard/my-booking'),
  review: () => import('./routes/dashboard/add-review'),
  destination: () => import('./routes/dashboard/my-destination'),
  payment: () => import('./routes/dashboard/checkout'),
  paymentHistory: () => import('./routes/dashboard/payment-history'),
  profile: () => import('./routes/dashboard/profile'),
  allUsers: () => import('./routes/dashboard/manage-users'),
  allBooking: () => import('./routes/dashboard/all-bookings'),
  addPackage: () => import('./routes/dashboard/add-package'),
  manage: () => import('./routes/dashboard/manage-packages'),
  userRequests: () => import('./routes/dashboard/user-requests'),
  reviews: () => import('./routes/dashboard/manage-reviews'),
  tripRequests: () => import('./routes/dashboard/trip-requests'),
  mail: () => import('./routes/dashboard/mail-outbox'),
  overview: () => import('./routes/dashboard/overview'),
  audit: () => import('./routes/dashboard/audit'),
} satisfies Record<string, () => Promise<ScreenModule>>;

type MenuPath = keyof typeof menuScreens;

/**
 * Starts fetching the code of the dashboard screen at `pathname`, if it is one. The page's first
 * script calls it on a cold load of a dashboard page, so that the screen's code comes with the
 * app's instead of a round trip after it, when the router would first ask for it (issue 21).
 */
export function fetchScreenOf(pathname: string) {
  const path = /^\/dashboard\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!path || !Object.hasOwn(menuScreens, path) || savesData()) return;
  // A failed fetch is tried again when the router opens the screen.
  void menuScreens[path as MenuPath]().catch(() => undefined);
}

/**
 * Fetches ahead the screens these menu links (`/dashboard/...`) open, one at a time in idle
 * moments. Nothing for a browser that asks to save data.
 */
export function prefetchScreens(links: string[]) {
  if (savesData()) return;
  const queue = [...new Set(links.map((link) => link.replace(/^\/dashboard\//, '')))].filter(
    (path): path is MenuPath => path in menuScreens,
  );
  const next = () => {
    const path = queue.shift();
    if (!path) return;
    // A failed fetch is tried again when the screen is opened.
    void menuScreens[path]()
      .catch(() => undefined)
      .finally(() => whenIdle(next, 5000));
  };
  whenIdle(next, 5000);
}
