import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useT } from '@/lib/i18n/catalog';
import type { Locale } from '@/lib/i18n/locale';
import { Link, NavLink } from '@/lib/i18n/router';
import { LanguageSwitch } from './language-switch';
import { layoutMessages } from './messages';

export const NAV_LINKS = [
  { to: '/', label: 'layout.nav.home' },
  { to: '/about', label: 'layout.nav.about' },
  { to: '/booking', label: 'layout.nav.destination' },
  { to: '/search', label: 'layout.nav.search' },
  { to: '/contact', label: 'layout.nav.contact' },
] as const;

function NavItems({ onFollow }: { onFollow?: () => void }) {
  const t = useT(layoutMessages);
  return NAV_LINKS.map((link) => (
    <li key={link.to}>
      <NavLink
        to={link.to}
        end={link.to === '/'}
        onClick={onFollow}
        className={({ isActive }) => (isActive ? 'menu-active' : '')}
      >
        {t(link.label)}
      </NavLink>
    </li>
  ));
}

/** Takes the focus out of `container`, if it is there. */
function blurWithin(container: HTMLElement | null) {
  const focused = document.activeElement;
  if (focused instanceof HTMLElement && container?.contains(focused)) focused.blur();
}

/**
 * Navigation bar (docs/product.md §2): the five links, then the account area. Below the lg
 * breakpoint the links collapse into a dropdown menu.
 */
export function Navbar({
  account,
  onLanguageChosen,
}: {
  account: ReactNode;
  /** Hears the header's language switch (the account keeps the choice). */
  onLanguageChosen?: (locale: Locale) => void;
}) {
  const t = useT(layoutMessages);
  const dropdown = useRef<HTMLDivElement>(null);
  // The phone menu is open while the focus is inside it (daisyUI's dropdown): a link followed in
  // the app keeps the focus there, and the open menu would cover the new page's heading. It
  // closes as the dashboard's menu does, at once: the focus leaves it (to the page, where the
  // next Tab goes on after the menu; the new page is announced by RouteAnnouncer).
  const close = () => blurWithin(dropdown.current);
  // Any other move to another page (Back, a link elsewhere) closes it too; not the first render,
  // which a tap on the menu's button can start (the app hydrates on the first focus).
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    blurWithin(dropdown.current);
  }, [pathname]);
  return (
    <nav
      className="group/nav navbar sticky top-0 z-40 border-b border-base-300 bg-base-100/95 px-2 backdrop-blur sm:px-4"
      aria-label={t('layout.nav.label')}
    >
      <div className="navbar-start">
        <div ref={dropdown} className="dropdown lg:hidden">
          <button
            type="button"
            tabIndex={0}
            className="btn btn-ghost btn-square"
            aria-label={t('layout.nav.openMenu')}
          >
            <svg
              xmlns="http://www.w3.org/2000/svg"
              className="h-6 w-6"
              fill="none"
              viewBox="0 0 24 24"
              stroke="currentColor"
              aria-hidden="true"
            >
              <path
                strokeLinecap="round"
                strokeLinejoin="round"
                strokeWidth="2"
                d="M4 6h16M4 12h16M4 18h16"
              />
            </svg>
          </button>
          {/* Focusable by a tap (Safari does not focus a tapped link, and the menu stays open while
              the focus is within it) but not a Tab stop of its own: Tab goes to its links. */}
          <ul
            tabIndex={-1}
            className="menu dropdown-content menu-md z-50 mt-3 w-56 rounded-box bg-base-100 p-2 shadow-lg"
            data-testid="nav-dropdown"
          >
            <NavItems onFollow={close} />
          </ul>
        </div>
        <Link
          to="/"
          className="btn btn-ghost gap-2 px-2 text-xl font-extrabold tracking-tight text-primary max-[359px]:px-0"
        >
          <img src="/favicon.svg" alt="" width="28" height="28" />
          {/* On a phone with someone signed in, the account badge needs the room: logo only. */}
          <span className="max-sm:group-has-[[data-signed-in]]/nav:sr-only">Wayfare</span>
        </Link>
      </div>
      <div className="navbar-center hidden lg:flex">
        <ul className="menu menu-horizontal gap-1 px-1 font-medium">
          <NavItems />
        </ul>
      </div>
      <div className="navbar-end gap-1 sm:gap-2">
        <LanguageSwitch onChoose={onLanguageChosen} />
        {account}
      </div>
    </nav>
  );
}
