import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '@/components/layouts/footer';
import { Navbar } from '@/components/layouts/navbar';
import { AccountMenu } from '@/features/identity/components/account-menu';
import { ConnectionStatus } from './connection-status';

/** Shared layout of docs/product.md §2: navigation bar, the routed page, then the footer. */
export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:z-50 focus:p-2">
        Skip to content
      </a>
      <Navbar account={<AccountMenu />} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <ConnectionStatus />
      <ScrollRestoration />
    </div>
  );
}
