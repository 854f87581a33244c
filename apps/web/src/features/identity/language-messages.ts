import { defineCatalog } from '@/lib/i18n/catalog';
import en from './locales/language/en.json';

/** The account page's language setting (language and digits). */
export const accountLanguageMessages = defineCatalog(
  en,
  () => import('./locales/language/bn.json'),
);
