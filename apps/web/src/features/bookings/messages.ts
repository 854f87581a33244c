import { defineCatalog } from '@/lib/i18n/catalog';
import en from './locales/en.json';

export const bookingsMessages = defineCatalog(en, () => import('./locales/bn.json'));

export type BookingsKey = (typeof bookingsMessages.keys)[number];
