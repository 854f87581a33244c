import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Footer } from '@/components/layouts/footer';
import { LanguageOffer } from '@/components/layouts/language-switch';
import { layoutMessages } from '@/components/layouts/messages';
import { useT } from '@/lib/i18n/catalog';
import { LANGUAGE_TAG } from '@/lib/i18n/locale';
import { Navbar } from '@/components/layouts/navbar';
import { useSaveLanguageChoice } from '@/features/identity/account-language';
import { AccountMenu } from '@/features/identity/components/account-menu';
import { ConnectionStatus } from './connection-status';
import { NavigationProgress } from './navigation-progress';
import { RouteAnnouncer } from './route-announcer';

/** Shared layout of docs/product.md §2: navigation bar, the routed page, then the footer. */
export function RootLayout() {
  const t = useT(layoutMessages);
  const saveLanguage = useSaveLanguageChoice();
  // The document's language follows the page's (the server writes it into the HTML it sends).
  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAG[t.locale];
  }, [t.locale]);
  return (
    <div className="flex min-h-screen flex-col">
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded-field focus:bg-base-100 focus:p-3 focus:font-semibold focus:text-base-content focus:shadow-lg"
      >
        {t('layout.skipToContent')}
      </a>
      <Navbar account={<AccountMenu />} onLanguageChosen={saveLanguage} />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <LanguageOffer />
      <ConnectionStatus />
      <RouteAnnouncer />
      <ScrollRestoration />
    </div>
  );
}
