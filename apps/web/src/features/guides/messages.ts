import { defineCatalog } from '@/lib/i18n/catalog';
import en from './locales/en.json';

export const guidesMessages = defineCatalog(en, () => import('./locales/bn.json'));

export type GuidesKey = (typeof guidesMessages.keys)[number];
