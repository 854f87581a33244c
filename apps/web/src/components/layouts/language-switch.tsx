import { useState } from 'react';
import { useLocation } from 'react-router';
import { useLocale, useT } from '@/lib/i18n/catalog';
import { rememberLocale, rememberedLocale } from '@/lib/i18n/remembered-locale';
import { preferredLocale, withoutLocale, type Locale } from '@/lib/i18n/locale';
import { Link } from '@/lib/i18n/router';
import { useHydrated } from '@/lib/use-hydrated';
import { layoutMessages } from './messages';

const OTHER: Record<Locale, Locale> = { en: 'bn', bn: 'en' };

/** The page the visitor is on, in the other language (same path, query and fragment). */
function useSamePage() {
  const { pathname, search, hash } = useLocation();
  return `${withoutLocale(pathname)}${search}${hash}`;
}

/**
 * The header's language switch (docs/i18n.md): a link to this page in the other language,
 * written in that language ("বাংলা" on an English page), remembered in a cookie. `onChoose` hears
 * the choice too (the signed-in person's account keeps it); the link goes on whatever it does.
 */
export function LanguageSwitch({ onChoose }: { onChoose?: (locale: Locale) => void }) {
  const t = useT(layoutMessages);
  const locale = useLocale();
  const other = OTHER[locale];
  const page = useSamePage();
  return (
    <Link
      to={page}
      locale={other}
      lang={other}
      hrefLang={other}
      className="btn btn-ghost btn-sm px-2 font-semibold max-[359px]:px-1"
      onClick={() => {
        rememberLocale(other);
        onChoose?.(other);
      }}
    >
      {t('layout.language.other')}
    </Link>
  );
}

/**
 * On a first visit to an English page by a browser that asks for Bangla first, an offer to read
 * it in Bangla; never a redirect. Either answer is remembered, so it is asked once.
 */
export function LanguageOffer() {
  const locale = useLocale();
  const page = useSamePage();
  const t = useT(layoutMessages);
  // What the browser asks for is known in the browser only: asked once the page is live.
  const hydrated = useHydrated();
  const [answered, setAnswered] = useState(false);
  const offered =
    hydrated &&
    !answered &&
    locale === 'en' &&
    rememberedLocale() === undefined &&
    preferredLocale(navigator.languages) === 'bn';
  if (!offered) return null;
  return (
    <div
      role="region"
      aria-label={t('layout.language.switchLabel')}
      className="fixed inset-x-2 bottom-2 z-50 mx-auto flex max-w-md flex-wrap items-center gap-2 rounded-box border border-base-300 bg-base-100 p-3 shadow-lg"
    >
      <p className="flex-1 text-sm">{t('layout.language.offer')}</p>
      <Link
        to={page}
        locale="bn"
        lang="bn"
        hrefLang="bn"
        className="btn btn-primary btn-sm"
        onClick={() => rememberLocale('bn')}
      >
        {t('layout.language.offerAccept')}
      </Link>
      <button
        type="button"
        className="btn btn-ghost btn-sm"
        onClick={() => {
          rememberLocale('en');
          setAnswered(true);
        }}
      >
        {t('layout.language.offerDismiss')}
      </button>
    </div>
  );
}
