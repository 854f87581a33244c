import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction, RouteObject } from 'react-router';
import { Navigate } from '@/lib/i18n/router';
import { RouteError } from '@/components/errors/route-error';
import { AuthProvider } from '@/features/identity/auth-provider';
import { RequireAdmin, RequireUser } from '@/features/identity/components/require-auth';
import { packageQueryOptions } from '@/features/packages/api/get-package';
import { dashboardScreens, type DashboardScreenPath, type ScreenModule } from './dashboard-screens';
import { homePage } from './home-page';
import { DashboardLayout } from './layouts/dashboard-layout';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './routes/not-found';

/** A dashboard screen, loaded on demand (never with the public pages), behind its guard. */
function lazyScreen(load: () => Promise<ScreenModule>, guard: 'user' | 'admin') {
  return {
    lazy: async () => {
      const { Component } = await load();
      const Guard = guard === 'admin' ? RequireAdmin : RequireUser;
      return {
        element: (
          <Guard>
            <Component />
          </Guard>
        ),
      };
    },
  };
}

/** What a dashboard screen needs loaded before it shows, by its path (dashboard-screens.ts). */
const SCREEN_LOADERS: Partial<
  Record<DashboardScreenPath, (queryClient: QueryClient) => LoaderFunction>
> = {
  // The package is loaded by id before the screen shows (docs/product.md §2).
  'updatePackage/:id':
    (queryClient) =>
    ({ params }) =>
      queryClient.fetchQuery({
        ...packageQueryOptions(params.id ?? ''),
        staleTime: 0,
      }),
};

/** Routes of docs/product.md §2 (the browser's router and the server's renderer share them). */
export function createRoutes(queryClient: QueryClient): RouteObject[] {
  const pages: RouteObject[] = [
    { index: true, lazy: homePage },
    { path: 'about', lazy: () => import('./routes/about') },
    { path: 'search', lazy: () => import('./routes/search') },
    { path: 'packages/:id', lazy: () => import('./routes/package') },
    { path: 'booking', lazy: () => import('./routes/trip-booking') },
    { path: 'contact', lazy: () => import('./routes/contact') },
    { path: 'privacy', lazy: () => import('./routes/privacy') },
    { path: 'terms', lazy: () => import('./routes/terms') },
    {
      path: 'login',
      lazy: () => import('./routes/login').then((m) => ({ Component: m.LoginPage })),
    },
    { path: 'auth/social', lazy: () => import('./routes/social-callback') },
    { path: 'admin-invitation', lazy: () => import('./routes/admin-invitation') },
    { path: 'forgot-password', lazy: () => import('./routes/forgot-password') },
    { path: 'reset-password', lazy: () => import('./routes/reset-password') },
    { path: 'newsletter/confirm', lazy: () => import('./routes/newsletter-confirm') },
    {
      path: 'newsletter/unsubscribe',
      lazy: () => import('./routes/newsletter-unsubscribe'),
    },
    {
      path: 'register',
      lazy: () => import('./routes/register').then((m) => ({ Component: m.RegisterPage })),
    },
    {
      path: 'dashboard',
      element: (
        <RequireUser>
          <DashboardLayout />
        </RequireUser>
      ),
      children: [
        { index: true, element: <Navigate to="booking" replace /> },
        ...dashboardScreens.map((screen): RouteObject => {
          const loader = SCREEN_LOADERS[screen.path];
          return {
            path: screen.path,
            ...(loader ? { loader: loader(queryClient) } : {}),
            ...lazyScreen(screen.load, screen.access),
          };
        }),
      ],
    },
    { path: '*', element: <NotFoundPage /> },
  ];
  return [
    {
      path: '/',
      element: (
        <AuthProvider>
          <RootLayout />
        </AuthProvider>
      ),
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...pages,
            // The same pages in Bangla (docs/i18n.md).
            { path: 'bn', children: pages },
          ],
        },
      ],
    },
  ];
}
