import { defineCatalog } from '@/lib/i18n/catalog';
import en from './locales/en.json';

export const offersMessages = defineCatalog(en, () => import('./locales/bn.json'));

export type OffersKey = (typeof offersMessages.keys)[number];
