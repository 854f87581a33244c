import { defineCatalog } from '@/lib/i18n/catalog';
import en from './locales/forms/en.json';

/**
 * The sign-in, registration, password and account forms' words: loaded with the forms, apart from
 * the identity messages every page's shell carries (messages.ts).
 */
export const identityFormsMessages = defineCatalog(en, () => import('./locales/forms/bn.json'));

export type IdentityFormsKey = (typeof identityFormsMessages.keys)[number];
