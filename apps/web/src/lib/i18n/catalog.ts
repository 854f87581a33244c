import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { createContext, use, useContext } from 'react';
import { useInRouterContext, useLocation } from 'react-router';
import type { NumberLocale } from './digits';
import { localeOfPath, type Locale } from './locale';

/*
 * Message catalogues (docs/i18n.md). Each feature keeps its messages in `locales/en.json` and
 * `locales/bn.json` (ICU MessageFormat, keys prefixed with the catalogue's name), compiled at
 * build time by the Vite plugin in `vite/compile-catalogs.ts`, so the browser runs Lingui's small
 * interpreter and never its parser. The English catalogue is bundled with the feature's code (an
 * English page loads nothing more than before); the Bangla one is a chunk of its own, loaded
 * the first time a Bangla page shows the feature.
 */

/** Lingui's instance for each language: one apiece, so a server renders pages of both at once. */
const instances: Record<Locale, I18n> = {
  en: setupI18n({ locale: 'en', messages: { en: {} } }),
  bn: setupI18n({ locale: 'bn', messages: { bn: {} } }),
};

/**
 * Bangla's messages with Western digits: the same messages as `bn`, whose `{n, number}` and
 * plural `#` Intl formats with the Latin numbering system.
 */
const westernBangla = setupI18n({
  locale: 'bn',
  locales: ['bn-u-nu-latn'],
  messages: { bn: {} },
});

/**
 * The digits the signed-in person chose for Bangla pages (their account's `digits`), for the
 * screens inside its provider: the dashboard, rendered in the browser only. Outside it (every
 * server-rendered page, the header) Bangla is written with Bangla digits for everyone, so a
 * public page's HTML never depends on who reads it and nothing changes on it after hydration.
 */
export const DigitsContext = createContext<'bangla' | 'western'>('bangla');

/** A promise that React's `use` can read at once when it has settled (its `status`, `value`). */
type Thenable<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };

type CompiledCatalog = Messages;

export interface Catalog<Key extends string> {
  readonly keys: readonly Key[];
  /** Resolves when the catalogue's messages in `locale` are in Lingui's instance. */
  ready(locale: Locale): Thenable<void>;
}

const registered: Catalog<string>[] = [];

function settled(): Thenable<void> {
  const done: Thenable<void> = Promise.resolve();
  done.status = 'fulfilled';
  return done;
}

/**
 * A feature's catalogue: its English messages (imported with the feature) and how to load its
 * Bangla ones (`() => import('./locales/bn.json')`, a chunk of its own).
 */
export function defineCatalog<const M extends Record<string, unknown>>(
  en: M,
  loadBn: () => Promise<{ default: Record<string, unknown> }>,
): Catalog<Extract<keyof M, string>> {
  instances.en.load('en', en as CompiledCatalog);
  let bn: Thenable<void> | undefined;
  const catalog: Catalog<Extract<keyof M, string>> = {
    keys: Object.keys(en) as Extract<keyof M, string>[],
    ready(locale) {
      if (locale === 'en') return settledEnglish;
      if (!bn) {
        const loading: Thenable<void> = loadBn().then((module) => {
          instances.bn.load('bn', module.default as CompiledCatalog);
          westernBangla.load('bn', module.default as CompiledCatalog);
          loading.status = 'fulfilled';
        });
        loading.status = 'pending';
        // A failed chunk (the network) is tried again by the next render that needs it.
        loading.catch(() => {
          bn = undefined;
        });
        bn = loading;
      }
      return bn;
    },
  };
  registered.push(catalog);
  return catalog;
}

const settledEnglish = settled();

/**
 * Loads `locale`'s messages of every catalogue defined so far: the server's renderer before it
 * renders a page, and the browser before it hydrates one, so that neither waits mid-render.
 */
export async function loadDefinedCatalogs(locale: Locale): Promise<void> {
  await Promise.all(registered.map((catalog) => catalog.ready(locale)));
}

/** The language of the page being shown (English outside a router: unit tests of a widget). */
export function useLocale(): Locale {
  const inRouter = useInRouterContext();
  // The hook order is the same on every render: a component is inside a router or not for life.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return inRouter ? localeOfPath(useLocation().pathname) : 'en';
}

/**
 * How this screen writes numbers: the page's language, or `bn-latn` on a Bangla page inside a
 * `DigitsContext` of `western`. Pass it to the formatters (`formatUsd`, `localDigits`, the
 * dates of lib/trip-time.ts) where `t.numbers` is not at hand.
 */
export function useNumberLocale(): NumberLocale {
  const locale = useLocale();
  const digits = useContext(DigitsContext);
  return locale === 'bn' && digits === 'western' ? 'bn-latn' : locale;
}

export type Values = Record<string, unknown>;
export type Translate<Key extends string> = ((id: Key, values?: Values) => string) & {
  readonly locale: Locale;
  /** How the screen writes numbers (useNumberLocale): give it to the formatters. */
  readonly numbers: NumberLocale;
  readonly i18n: I18n;
};

/** Lingui's instance for `locale` (the server's mail and the rich-text component read it). */
export function i18nFor(locale: Locale): I18n {
  return instances[locale];
}

/**
 * `t(id, values)` in the page's language. On a Bangla page whose catalogue has not loaded, the
 * component suspends until it has (the router keeps the previous page on screen meanwhile).
 */
export function useT<Key extends string>(catalog: Catalog<Key>): Translate<Key> {
  const locale = useLocale();
  const numbers = useNumberLocale();
  const ready = catalog.ready(locale);
  if (ready.status !== 'fulfilled') use(ready as Promise<void>);
  const i18n = numbers === 'bn-latn' ? westernBangla : instances[locale];
  const t = (id: Key, values?: Values) => i18n._(id, values);
  return Object.assign(t, { locale, numbers, i18n });
}

/** `t` outside React (a toast's text, a validation message built in a schema), in `locale`. */
export function translate<Key extends string>(
  catalog: Catalog<Key>,
  locale: Locale,
  id: Key,
  values?: Values,
): string {
  return instances[locale]._(id, values);
}
