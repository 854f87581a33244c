import { defineCatalog } from '@/lib/i18n/catalog';
import en from './locales/en.json';

export const identityMessages = defineCatalog(en, () => import('./locales/bn.json'));

export type IdentityKey = (typeof identityMessages.keys)[number];
