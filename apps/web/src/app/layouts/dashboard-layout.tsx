import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { NavLink } from '@/lib/i18n/router';
import { menuLinks, prefetchMenuScreens, type DashboardMenuLabel } from '@/app/dashboard-screens';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useAccountDigits } from '@/features/identity/account-language';
import { useAdminStatus } from '@/features/identity/api/get-admin-status';
import { DigitsContext, useT } from '@/lib/i18n/catalog';
import { appLayoutMessages } from './messages';

type AppLayoutKey = (typeof appLayoutMessages.keys)[number];

/**
 * The side menus' labels (named in dashboard-screens.ts, in English) as catalogue keys: every
 * label has one, or this does not compile.
 */
const MENU_LABELS: Record<DashboardMenuLabel, AppLayoutKey> = {
  'My Booking': 'appLayout.menu.myBooking',
  'Add Review': 'appLayout.menu.addReview',
  'My Destination': 'appLayout.menu.myDestination',
  'Payment History': 'appLayout.menu.paymentHistory',
  'Add Package': 'appLayout.menu.addPackage',
  'Manage Package': 'appLayout.menu.managePackage',
  'All Booking': 'appLayout.menu.allBooking',
  'Manage User': 'appLayout.menu.manageUser',
  'User Request': 'appLayout.menu.userRequest',
  'Trip Requests': 'appLayout.menu.tripRequests',
  'My Account': 'appLayout.menu.profile',
  Reviews: 'appLayout.menu.reviews',
  'Mail Outbox': 'appLayout.menu.mailOutbox',
  Overview: 'appLayout.menu.overview',
  'Audit Trail': 'appLayout.menu.auditTrail',
};

const ADMIN_MENU = menuLinks('admin');
const USER_MENU = menuLinks('user');

/** Dashboard: side menu (a drawer on small screens) with the admin or user menu, child beside it. */
export function DashboardLayout() {
  const t = useT(appLayoutMessages);
  const { isAdmin, isAdminLoading } = useAdminStatus();
  const menu = isAdmin ? ADMIN_MENU : USER_MENU;
  // The person's digits on Bangla screens: the dashboard is drawn in the browser, for them only.
  const digits = useAccountDigits();
  // The menu's screens are fetched ahead once it is known whose menu it is (a traveller's or an
  // admin's): opening one then needs no round trip for its code.
  useEffect(() => {
    if (isAdminLoading) return;
    prefetchMenuScreens(isAdmin ? 'admin' : 'user');
  }, [isAdmin, isAdminLoading]);
  // Following a menu link closes the menu at once instead of sliding it away: on a slow phone each
  // frame of the 0.3-s slide is a style and paint pass of its own, taken from the next screen's
  // render (decision 009: a route change answered within 200 ms; docs/benchmarks.md P7).
  const close = () => {
    const toggle = document.getElementById('dashboard-drawer') as HTMLInputElement | null;
    if (!toggle?.checked) return;
    toggle.parentElement?.setAttribute('data-closed-by-link', '');
    toggle.checked = false;
  };
  return (
    // The side menu's colour runs the whole height of the page's content, however long.
    <div className="drawer lg:drawer-open min-h-[70vh] lg:bg-[linear-gradient(to_right,var(--color-base-200)_16rem,transparent_16rem)]">
      <input
        id="dashboard-drawer"
        type="checkbox"
        className="drawer-toggle"
        aria-label={t('appLayout.dashboard.menuToggle')}
        onChange={(event) => {
          // Opened again: it slides as usual.
          if (event.currentTarget.checked)
            event.currentTarget.parentElement?.removeAttribute('data-closed-by-link');
        }}
      />
      <div className="drawer-content px-4 py-6 sm:px-8">
        <label htmlFor="dashboard-drawer" className="btn btn-outline btn-sm mb-4 lg:hidden">
          <svg
            viewBox="0 0 24 24"
            className="h-4 w-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M4 6h16M4 12h16M4 18h16" strokeLinecap="round" />
          </svg>
          {t('appLayout.dashboard.menuToggle')}
        </label>
        <DigitsContext value={digits}>
          <Outlet />
        </DigitsContext>
      </div>
      <div className="drawer-side z-50 lg:z-auto">
        <label htmlFor="dashboard-drawer" className="drawer-overlay">
          <span className="sr-only">{t('appLayout.dashboard.closeMenu')}</span>
        </label>
        <nav
          aria-label={t('appLayout.dashboard.navLabel')}
          className="min-h-full w-64 bg-base-200 p-4"
        >
          <p className="mb-3 px-3 text-xs font-semibold uppercase tracking-widest text-base-content/80">
            {isAdmin ? t('appLayout.dashboard.admin') : t('appLayout.dashboard.myAccount')}
          </p>
          {isAdminLoading ? (
            <LoadingScreen />
          ) : (
            <ul className="menu w-full gap-1" data-testid="dashboard-menu">
              {menu.map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    onClick={close}
                    className={({ isActive }) => (isActive ? 'menu-active' : '')}
                  >
                    {t(MENU_LABELS[item.label])}
                  </NavLink>
                </li>
              ))}
              <li className="mt-4 border-t border-base-300 pt-4">
                <NavLink to="/" onClick={close}>
                  {t('appLayout.dashboard.home')}
                </NavLink>
              </li>
            </ul>
          )}
        </nav>
      </div>
    </div>
  );
}
