import { defineCatalog } from '@/lib/i18n/catalog';
import en from './locales/en.json';

export const reportsMessages = defineCatalog(en, () => import('./locales/bn.json'));
