/*
 * The languages of the web app and where each lives (docs/i18n.md): English at the paths of
 * docs/product.md §2, Bangla at the same paths under `/bn`. A page's language is read from its
 * path, so a link to a Bangla page is shareable and the server renders it in Bangla.
 */

export const LOCALES = ['en', 'bn'] as const;
export type Locale = (typeof LOCALES)[number];

/** The path prefix of each language's pages. */
const PREFIX: Record<Locale, string> = { en: '', bn: '/bn' };

/** The cookie that remembers the language a visitor chose from the header. */
export const LOCALE_COOKIE = 'wayfare_locale';

/** BCP 47 tags for `lang` and `hreflang`. */
export const LANGUAGE_TAG: Record<Locale, string> = { en: 'en', bn: 'bn' };

export function isLocale(value: unknown): value is Locale {
  return value === 'en' || value === 'bn';
}

/** The language of a page, by its path: `/bn` and `/bn/...` are Bangla, every other path English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === '/bn' || pathname.startsWith('/bn/') ? 'bn' : 'en';
}

/** A page's path without its language prefix: `/bn/search` -> `/search`, `/bn` -> `/`. */
export function withoutLocale(pathname: string): string {
  if (localeOfPath(pathname) === 'en') return pathname;
  const rest = pathname.slice(PREFIX.bn.length);
  return rest === '' ? '/' : rest;
}

/**
 * The app path `to` (absolute, as docs/product.md §2 names it; with its query and fragment) in
 * `locale`: `/search?q=x` -> `/bn/search?q=x`, `/` -> `/bn/`. Relative paths, other origins and
 * paths already in a language are left as they are for English, and moved for Bangla.
 */
export function pathInLocale(to: string, locale: Locale): string {
  if (!to.startsWith('/') || to.startsWith('//')) return to;
  const end = to.search(/[?#]/);
  const pathname = end === -1 ? to : to.slice(0, end);
  const rest = end === -1 ? '' : to.slice(end);
  const bare = withoutLocale(pathname);
  if (locale === 'en') return bare + rest;
  return `${PREFIX.bn}${bare}` + rest;
}

/** The language a browser asks for first among ours, if it asks for one of them before English. */
export function preferredLocale(languages: readonly string[]): Locale | undefined {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return undefined;
}
