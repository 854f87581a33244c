import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { translate, useT } from '@/lib/i18n/catalog';
import { withoutLocale } from '@/lib/i18n/locale';
import { appLayoutMessages } from './messages';

/** The app's name, after each page's own title (`My Booking · Wayfare`). */
export const SITE_NAME = 'Wayfare';
/** How long a new page may take to show its heading (lazy screens load first). */
const HEADING_WAIT_MS = 10_000;

/** The title of the page whose main heading reads `heading` (the home page keeps the site's). */
export function pageTitle(heading: string, pathname: string, siteTitle: string): string {
  const text = heading.replace(/\s+/g, ' ').trim();
  if (withoutLocale(pathname) === '/' || !text) return siteTitle;
  return `${text} · ${SITE_NAME}`;
}

/**
 * Every page has its own title (WCAG 2.4.2), taken from its one `h1` once that is on screen, and
 * a move to another page inside the app is announced to screen readers ("Navigated to My
 * Booking"), as a full page load would be. The first page of a visit is not announced: the
 * browser reads its title itself.
 */
export function RouteAnnouncer() {
  // The catalogue is loaded for the page's language before the effect reads it.
  const { locale } = useT(appLayoutMessages);
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const siteTitle = useRef<string | null>(null);
  const first = useRef(true);

  useEffect(() => {
    siteTitle.current ??= document.title;
    const announce = !first.current;
    first.current = false;
    let done = false;
    const apply = () => {
      const heading = document.querySelector('main h1');
      if (!heading?.textContent?.trim()) return false;
      const title = pageTitle(heading.textContent, pathname, siteTitle.current ?? SITE_NAME);
      // A page that names itself more exactly (a package's own title) keeps its title.
      if (!document.title.startsWith(heading.textContent.trim())) document.title = title;
      if (announce)
        setAnnouncement(
          translate(appLayoutMessages, locale, 'appLayout.announcer.navigated', {
            heading: heading.textContent.trim(),
          }),
        );
      return true;
    };
    if (apply()) return;
    const observer = new MutationObserver(() => {
      if (!done && apply()) {
        done = true;
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    const stop = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
    return () => {
      done = true;
      observer.disconnect();
      window.clearTimeout(stop);
    };
  }, [pathname, locale]);

  return (
    <p className="sr-only" aria-live="polite" aria-atomic="true" data-testid="route-announcer">
      {announcement}
    </p>
  );
}
