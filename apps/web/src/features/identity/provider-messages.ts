import { ACCOUNT_NAME_MAX } from '@wayfare/contract/constants';
import { defineCatalog, type Translate } from '@/lib/i18n/catalog';
import en from './locales/provider/en.json';

/**
 * The identity service's refusals by their `code`, in both languages (docs/i18n.md, "The identity
 * service's messages"). The English messages are better-auth's own, word for word; an English
 * page shows the message the service sent, a Bangla page this catalogue's. Loaded with the forms
 * that show them (error-text.ts), not with every page's shell.
 */
export const identityProviderMessages = defineCatalog(
  en,
  () => import('./locales/provider/bn.json'),
);

export type IdentityProviderKey = (typeof identityProviderMessages.keys)[number];

/**
 * Every code the identity service can refuse the web app's calls with, and its message. Codes
 * answered with 429 are worded by their status (`identity.errors.tooManyAttempts`), and codes
 * that only a misconfigured server or a client the web app is not can cause are left out: they
 * get the general message. `provider-messages.test.ts` holds this list to better-auth's.
 */
export const PROVIDER_CODE_MESSAGES: Readonly<Record<string, IdentityProviderKey>> = {
  USER_NOT_FOUND: 'identityProvider.userNotFound',
  FAILED_TO_CREATE_USER: 'identityProvider.failedToCreateUser',
  FAILED_TO_CREATE_SESSION: 'identityProvider.failedToCreateSession',
  FAILED_TO_UPDATE_USER: 'identityProvider.failedToUpdateUser',
  FAILED_TO_GET_SESSION: 'identityProvider.failedToGetSession',
  INVALID_PASSWORD: 'identityProvider.invalidPassword',
  INVALID_EMAIL: 'identityProvider.invalidEmail',
  INVALID_EMAIL_OR_PASSWORD: 'identityProvider.invalidEmailOrPassword',
  INVALID_USER: 'identityProvider.invalidUser',
  SOCIAL_ACCOUNT_ALREADY_LINKED: 'identityProvider.socialAccountAlreadyLinked',
  INVALID_TOKEN: 'identityProvider.invalidToken',
  TOKEN_EXPIRED: 'identityProvider.tokenExpired',
  FAILED_TO_GET_USER_INFO: 'identityProvider.failedToGetUserInfo',
  USER_EMAIL_NOT_FOUND: 'identityProvider.userEmailNotFound',
  EMAIL_NOT_VERIFIED: 'identityProvider.emailNotVerified',
  PASSWORD_TOO_SHORT: 'identityProvider.passwordTooShort',
  PASSWORD_TOO_LONG: 'identityProvider.passwordTooLong',
  USER_ALREADY_EXISTS: 'identityProvider.userAlreadyExists',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'identityProvider.userAlreadyExistsUseAnotherEmail',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'identityProvider.credentialAccountNotFound',
  SESSION_EXPIRED: 'identityProvider.sessionExpired',
  ACCOUNT_NOT_FOUND: 'identityProvider.accountNotFound',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'identityProvider.crossSiteNavigationLoginBlocked',
  EMAIL_ALREADY_VERIFIED: 'identityProvider.emailAlreadyVerified',
  SESSION_NOT_FRESH: 'identityProvider.sessionNotFresh',
  LINKED_ACCOUNT_ALREADY_EXISTS: 'identityProvider.linkedAccountAlreadyExists',
  INVALID_ORIGIN: 'identityProvider.invalidOrigin',
  MISSING_OR_NULL_ORIGIN: 'identityProvider.missingOrNullOrigin',
  FAILED_TO_CREATE_VERIFICATION: 'identityProvider.failedToCreateVerification',
  // A request body the service's schema refuses (better-call's code, not in better-auth's list).
  VALIDATION_ERROR: 'identityProvider.validationError',
  MISSING_FIELD: 'identityProvider.missingField',
  // Wayfare's own, from the service's hook on sign-up and update-user (account-name.ts).
  INVALID_NAME: 'identityProvider.invalidName',
};

/** The message for an identity service's `code`, or undefined for a code it does not word. */
export function providerCodeKey(code: string | undefined): IdentityProviderKey | undefined {
  return code !== undefined && Object.hasOwn(PROVIDER_CODE_MESSAGES, code)
    ? PROVIDER_CODE_MESSAGES[code]
    : undefined;
}

/** The code's message in `t`'s language, with the limits it names. */
export function providerCodeText(
  key: IdentityProviderKey,
  t: Translate<IdentityProviderKey>,
): string {
  return t(key, { max: ACCOUNT_NAME_MAX });
}
