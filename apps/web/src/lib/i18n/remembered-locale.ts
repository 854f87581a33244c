import { isLocale, LOCALE_COOKIE, type Locale } from './locale';

/** The language the visitor chose, as the cookie remembers it (a year). */
export function rememberedLocale(): Locale | undefined {
  const value = document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${LOCALE_COOKIE}=`))
    ?.slice(LOCALE_COOKIE.length + 1);
  return isLocale(value) ? value : undefined;
}

export function rememberLocale(locale: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
