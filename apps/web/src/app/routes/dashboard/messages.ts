import { defineCatalog } from '@/lib/i18n/catalog';
import en from './locales/en.json';

/** The words of the dashboard's route files (their headings, back links). */
export const dashboardPagesMessages = defineCatalog(en, () => import('./locales/bn.json'));
