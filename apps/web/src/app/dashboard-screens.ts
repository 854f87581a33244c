/*
 * The dashboard's screens, declared once: path under /dashboard, who may open it, its code, and
 * its entry in the side menus. The router's entries (router.tsx), the side menus
 * (layouts/dashboard-layout.tsx) and the fetching ahead below are all read from this list.
 *
 * The router loads a screen when it is opened; once the dashboard is shown, the screens of its
 * menu are fetched ahead, one at a time in idle moments, so that a move from one to another draws
 * the next page without a round trip first (a route change within 200 ms on a slow phone,
 * docs/decisions/009-app-loads-in-idle-time.md).
 *
 * The page's first script (main.tsx) imports this module: it holds strings and `import()`s only,
 * no components (the guards are named here and chosen by the router).
 */

import { savesData, whenIdle } from '@/lib/idle';

export type ScreenModule = { Component: React.ComponentType };

/** Whose side menu: a traveller's or an admin's. */
export type DashboardMenu = 'user' | 'admin';

export interface DashboardScreen {
  /** Under /dashboard; a path with parameters is never fetched ahead. */
  readonly path: string;
  /** Who may open it: anyone signed in, or admins only (the guard around it). */
  readonly access: 'user' | 'admin';
  /** Its code, loaded on demand (never with the public pages). */
  readonly load: () => Promise<ScreenModule>;
  /**
   * Its link in the side menus named, under this label. Each menu lists its links in the order
   * of `dashboardScreens` (docs/product.md §2), then Home.
   */
  readonly menu?: { readonly label: string; readonly in: readonly DashboardMenu[] };
  /** Fetched ahead for these menus' readers too, though it has no link in them. */
  readonly fetchAheadFor?: readonly DashboardMenu[];
}

export const dashboardScreens = [
  // A traveller's menu first; My Account closes both menus' own links, before the admin's last.
  {
    path: 'booking',
    access: 'user',
    load: () => import('./routes/dashboard/my-booking'),
    menu: { label: 'My Booking', in: ['user'] },
  },
  {
    path: 'review',
    access: 'user',
    load: () => import('./routes/dashboard/add-review'),
    menu: { label: 'Add Review', in: ['user'] },
  },
  {
    path: 'destination',
    access: 'user',
    load: () => import('./routes/dashboard/my-destination'),
    menu: { label: 'My Destination', in: ['user'] },
  },
  {
    path: 'paymentHistory',
    access: 'user',
    load: () => import('./routes/dashboard/payment-history'),
    menu: { label: 'Payment History', in: ['user'] },
  },
  {
    path: 'payment',
    access: 'user',
    load: () => import('./routes/dashboard/checkout'),
    // A traveller's next step from My Booking is often paying.
    fetchAheadFor: ['user'],
  },
  {
    path: 'addPackage',
    access: 'admin',
    load: () => import('./routes/dashboard/add-package'),
    menu: { label: 'Add Package', in: ['admin'] },
  },
  {
    path: 'manage',
    access: 'admin',
    load: () => import('./routes/dashboard/manage-packages'),
    menu: { label: 'Manage Package', in: ['admin'] },
  },
  {
    // Ours (departures): under Manage Package, which stays the menu's active entry.
    path: 'manage/:id/departures',
    access: 'admin',
    load: () => import('./routes/dashboard/package-departures'),
  },
  {
    path: 'manage/:id/departures/:departureId/manifest',
    access: 'admin',
    load: () => import('./routes/dashboard/departure-manifest'),
  },
  {
    path: 'manage/:id/departures/:departureId/holds',
    access: 'admin',
    load: () => import('./routes/dashboard/departure-holds'),
  },
  {
    // The package is loaded by id before the screen shows (docs/product.md §2): the router
    // gives it its loader (router.tsx, `SCREEN_LOADERS`).
    path: 'updatePackage/:id',
    access: 'admin',
    load: () => import('./routes/dashboard/update-package'),
  },
  {
    path: 'allBooking',
    access: 'admin',
    load: () => import('./routes/dashboard/all-bookings'),
    menu: { label: 'All Booking', in: ['admin'] },
  },
  {
    path: 'allUsers',
    access: 'admin',
    load: () => import('./routes/dashboard/manage-users'),
    menu: { label: 'Manage User', in: ['admin'] },
  },
  {
    path: 'userRequests',
    access: 'admin',
    load: () => import('./routes/dashboard/user-requests'),
    menu: { label: 'User Request', in: ['admin'] },
  },
  {
    path: 'tripRequests',
    access: 'admin',
    load: () => import('./routes/dashboard/trip-requests'),
    menu: { label: 'Trip Requests', in: ['admin'] },
  },
  {
    path: 'profile',
    access: 'user',
    load: () => import('./routes/dashboard/profile'),
    menu: { label: 'My Account', in: ['user', 'admin'] },
  },
  {
    path: 'reviews',
    access: 'admin',
    load: () => import('./routes/dashboard/manage-reviews'),
    menu: { label: 'Reviews', in: ['admin'] },
  },
  {
    path: 'mail',
    access: 'admin',
    load: () => import('./routes/dashboard/mail-outbox'),
    menu: { label: 'Mail Outbox', in: ['admin'] },
  },
  {
    path: 'mail/:id',
    access: 'admin',
    load: () => import('./routes/dashboard/mail-message'),
  },
  {
    path: 'overview',
    access: 'admin',
    load: () => import('./routes/dashboard/overview'),
    menu: { label: 'Overview', in: ['admin'] },
  },
  {
    path: 'audit',
    access: 'admin',
    load: () => import('./routes/dashboard/audit'),
    menu: { label: 'Audit Trail', in: ['admin'] },
  },
] as const satisfies readonly DashboardScreen[];

export type DashboardScreenPath = (typeof dashboardScreens)[number]['path'];

/**
 * The side menus' labels, in English: the menu (layouts/dashboard-layout.tsx) shows each through
 * its key in the appLayout catalogue, and a label without a key there does not compile.
 */
export type DashboardMenuLabel = Extract<
  (typeof dashboardScreens)[number],
  { menu: unknown }
>['menu']['label'];

/** A link of a side menu. */
export interface MenuLink {
  to: string;
  label: DashboardMenuLabel;
}

/** The links of a side menu (Home, which closes both, is the menu's own). */
export function menuLinks(menu: DashboardMenu): MenuLink[] {
  return (dashboardScreens as readonly DashboardScreen[]).flatMap((screen) =>
    screen.menu?.in.includes(menu)
      ? [{ to: `/dashboard/${screen.path}`, label: screen.menu.label as DashboardMenuLabel }]
      : [],
  );
}

/** The screens opened by a path without parameters, by that path: the ones fetched ahead. */
const fetchable = new Map(
  (dashboardScreens as readonly DashboardScreen[])
    .filter((screen) => !screen.path.includes(':'))
    .map((screen) => [screen.path, screen.load]),
);

/**
 * Starts fetching the code of the dashboard screen at `pathname`, if it is one. The page's first
 * script calls it on a cold load of a dashboard page, so that the screen's code comes with the
 * app's instead of a round trip after it, when the router would first ask for it.
 */
export function fetchScreenOf(pathname: string) {
  const path = /^\/dashboard\/([^/]+)\/?$/.exec(pathname)?.[1];
  const load = path === undefined ? undefined : fetchable.get(path);
  if (!load || savesData()) return;
  // A failed fetch is tried again when the router opens the screen.
  void load().catch(() => undefined);
}

/**
 * Fetches ahead, one at a time in idle moments, the screens of this side menu and those fetched
 * ahead for its readers. Nothing for a browser that asks to save data.
 */
export function prefetchMenuScreens(menu: DashboardMenu) {
  if (savesData()) return;
  const screens = (dashboardScreens as readonly DashboardScreen[]).filter((screen) =>
    fetchable.has(screen.path),
  );
  // The menu's own first, in its order; then the others its readers are likely to open.
  const queue = [
    ...screens.filter((screen) => screen.menu?.in.includes(menu)),
    ...screens.filter((screen) => screen.fetchAheadFor?.includes(menu)),
  ].map((screen) => screen.load);
  const next = () => {
    const load = queue.shift();
    if (!load) return;
    // A failed fetch is tried again when the screen is opened.
    void load()
      .catch(() => undefined)
      .finally(() => whenIdle(next, 5000));
  };
  whenIdle(next, 5000);
}
