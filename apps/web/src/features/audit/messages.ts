import { defineCatalog } from '@/lib/i18n/catalog';
import en from './locales/en.json';

export const auditMessages = defineCatalog(en, () => import('./locales/bn.json'));
