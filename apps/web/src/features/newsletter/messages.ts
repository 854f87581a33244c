import { defineCatalog } from '@/lib/i18n/catalog';
import en from './locales/en.json';

export const newsletterMessages = defineCatalog(en, () => import('./locales/bn.json'));
