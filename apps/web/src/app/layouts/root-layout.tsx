import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '@/components/layouts/footer';
import { Navbar } from '@/components/layouts/navbar';
import { AccountMenu } from '@/features/identity/components/account-menu';
import { ConnectionStatus } from './connection-status';
import { NavigationProgress } from './navigation-progress';
import { RouteAnnouncer } from './route-announcer';

/** Shared layout of docs/product.md §2: navigation bar, the routed page, then the footer. */
export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-field focus:bg-base-100 focus:p-3 focus:font-semibold focus:text-base-content focus:shadow-lg"
      >
        Skip to content
      </a>
      <Navbar account={<AccountMenu />} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <ConnectionStatus />
      <RouteAnnouncer />
      <ScrollRestoration />
    </div>
  );
}
