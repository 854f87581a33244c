import { forwardRef, useCallback, type ComponentProps } from 'react';
import {
  Link as RouterLink,
  Navigate as RouterNavigate,
  NavLink as RouterNavLink,
  useNavigate as useRouterNavigate,
  type NavigateOptions,
  type To,
} from 'react-router';
import { useLocale } from './catalog';
import { pathInLocale, type Locale } from './locale';

/*
 * React Router's links and navigation, in the page's language: the app names its paths as
 * docs/product.md §2 does (`/search`, `/dashboard/booking`), and on a Bangla page they go to the
 * same page under `/bn`. The app imports these instead of react-router's (eslint.config.js says
 * so); `lang` on a link moves to that language instead (the header's language switch).
 */

function localize(to: To, locale: Locale): To {
  if (typeof to === 'string') return pathInLocale(to, locale);
  if (to.pathname === undefined) return to;
  return { ...to, pathname: pathInLocale(to.pathname, locale) };
}

type LinkProps = ComponentProps<typeof RouterLink> & { locale?: Locale };

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, locale, ...props },
  ref,
) {
  const current = useLocale();
  return <RouterLink ref={ref} to={localize(to, locale ?? current)} {...props} />;
});

type NavLinkProps = ComponentProps<typeof RouterNavLink>;

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink(
  { to, ...props },
  ref,
) {
  const locale = useLocale();
  return <RouterNavLink ref={ref} to={localize(to, locale)} {...props} />;
});

export function Navigate({ to, ...props }: ComponentProps<typeof RouterNavigate>) {
  const locale = useLocale();
  return <RouterNavigate to={localize(to, locale)} {...props} />;
}

/**
 * `useNavigate()`, whose paths are in the page's language, or in `options.locale` (the account's
 * language after sign-in); a number goes back or forward.
 */
export function useNavigate() {
  const navigate = useRouterNavigate();
  const current = useLocale();
  return useCallback(
    (to: To | number, options?: NavigateOptions & { locale?: Locale }) => {
      if (typeof to === 'number') return navigate(to);
      const { locale, ...rest } = options ?? {};
      return navigate(localize(to, locale ?? current), rest);
    },
    [navigate, current],
  ) as LocalizedNavigate;
}

type LocalizedNavigate = ReturnType<typeof useRouterNavigate> &
  ((to: To, options?: NavigateOptions & { locale?: Locale }) => Promise<void>);
