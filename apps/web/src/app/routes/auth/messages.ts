import { defineCatalog } from '@/lib/i18n/catalog';
import en from './locales/en.json';

/** The words of the sign-in pages: Login, Register, the password reset pages, social sign-in's return, admin invitation. */
export const authPagesMessages = defineCatalog(en, () => import('./locales/bn.json'));
