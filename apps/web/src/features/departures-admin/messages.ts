import { defineCatalog, i18nFor, type Translate } from '@/lib/i18n/catalog';
import { localDigits, type NumberLocale } from '@/lib/i18n/digits';
import type { Locale } from '@/lib/i18n/locale';
import en from './locales/en.json';

export const departuresMessages = defineCatalog(en, () => import('./locales/bn.json'));

export type DeparturesKey = (typeof departuresMessages.keys)[number];
export type DeparturesT = Translate<DeparturesKey>;

/**
 * `t` outside React, in `locale` (its catalogue loaded): what the form's rules and the cancel
 * summary are given in unit tests, as a component gives them its own.
 */
export function departuresT(locale: Locale): DeparturesT {
  const i18n = i18nFor(locale);
  const t = (id: DeparturesKey, values?: Record<string, unknown>) => i18n._(id, values);
  return Object.assign(t, { locale, numbers: locale, i18n });
}

/** A plain number as the page writes it, ungrouped (`1000`; `১০০০` in Bangla). */
export const digitsOf = (n: number, locale: NumberLocale) => localDigits(String(n), locale);
