import { defineCatalog } from '@/lib/i18n/catalog';
import en from './locales/en.json';

export const inboxPagesMessages = defineCatalog(en, () => import('./locales/bn.json'));
