// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BASE_ERROR_CODES } from 'better-auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18nFor, translate, type Catalog, type Translate } from '@/lib/i18n/catalog';
import type { Locale } from '@/lib/i18n/locale';
import { ApiError } from '@/lib/api-client';
import { ProviderError } from './auth-errors';
import { identityErrorText } from './error-text';
import { identityMessages } from './messages';
import { identityProviderMessages, PROVIDER_CODE_MESSAGES } from './provider-messages';

/** The catalogue as written (an import of it is compiled by the build's catalogue plugin). */
const readCatalog = (language: Locale) =>
  JSON.parse(
    readFileSync(path.join(import.meta.dirname, `locales/provider/${language}.json`), 'utf8'),
  ) as Record<string, string>;
const en = readCatalog('en');
const bn = readCatalog('bn');

/**
 * better-auth's codes the web app's calls cannot meet with the server as it is configured: each
 * is a misconfiguration or a call the web app never makes, and gets the general message.
 */
const NOT_WORDED: Record<string, string> = {
  PROVIDER_NOT_FOUND: 'the buttons list only the providers the server configures',
  ID_TOKEN_NOT_SUPPORTED: 'the web app signs in with redirects, never with an ID token',
  EMAIL_CAN_NOT_BE_UPDATED: 'the web app never changes the address',
  CHANGE_EMAIL_DISABLED: 'the web app never changes the address',
  EMAIL_MISMATCH: 'the e-mail change flow is not used',
  FAILED_TO_UNLINK_LAST_ACCOUNT: 'the web app never unlinks an account',
  USER_ALREADY_HAS_PASSWORD: "better-auth's delete-user is not called (DELETE /api/account is)",
  PASSWORD_ALREADY_SET: 'set-password is not called',
  VERIFICATION_EMAIL_NOT_ENABLED: 'the server always sends verification e-mails',
  INVALID_CALLBACK_URL: 'the web app sends its own paths',
  INVALID_REDIRECT_URL: 'the web app sends its own paths',
  INVALID_ERROR_CALLBACK_URL: 'the web app sends its own paths',
  INVALID_NEW_USER_CALLBACK_URL: 'the web app sends no new-user path',
  CALLBACK_URL_REQUIRED: 'the web app always sends one',
  FIELD_NOT_ALLOWED: 'the web app sends no field the service refuses',
  ASYNC_VALIDATION_NOT_SUPPORTED: 'a server configuration error',
  METHOD_NOT_ALLOWED_DEFER_SESSION_REQUIRED: 'a server configuration error',
  BODY_MUST_BE_AN_OBJECT: 'the web app always sends an object',
};

/** Codes Wayfare's server itself answers through the identity service (its hooks). */
function wayfareCodes(): string[] {
  const folder = path.resolve(import.meta.dirname, '../../../../server/src/features/identity');
  const codes = new Set<string>();
  for (const file of ['better-auth.ts', 'password-guard.ts']) {
    const source = readFileSync(path.join(folder, file), 'utf8');
    for (const match of source.matchAll(/code: '([A-Z_]+)'/g)) codes.add(match[1]!);
    for (const match of source.matchAll(/code: ('[A-Z_]+'(?: \| '[A-Z_]+')+)/g))
      for (const inner of match[1]!.matchAll(/'([A-Z_]+)'/g)) codes.add(inner[1]!);
  }
  return [...codes];
}

/** Answered with 429, so worded by their status (`identity.errors.tooManyAttempts`). */
const BY_STATUS = new Set(['TOO_MANY_REQUESTS', 'ACCOUNT_SIGN_IN_PAUSED']);

function translator<Key extends string>(catalog: Catalog<Key>, locale: Locale): Translate<Key> {
  return Object.assign(
    (id: Key, values?: Record<string, unknown>) => translate(catalog, locale, id, values),
    { locale, numbers: locale, i18n: i18nFor(locale) },
  );
}

beforeAll(async () => {
  await Promise.all([identityMessages.ready('bn'), identityProviderMessages.ready('bn')]);
});

const english = (error: unknown) =>
  identityErrorText(
    error,
    translator(identityMessages, 'en'),
    translator(identityProviderMessages, 'en'),
  );
const bangla = (error: unknown) =>
  identityErrorText(
    error,
    translator(identityMessages, 'bn'),
    translator(identityProviderMessages, 'bn'),
  );

describe("the identity service's codes", () => {
  const messages = BASE_ERROR_CODES as Record<string, { code: string; message: string }>;

  it("words every code of better-auth's list, or says why the web app cannot meet it", () => {
    const unaccounted = Object.keys(messages).filter(
      (code) => !(code in PROVIDER_CODE_MESSAGES) && !(code in NOT_WORDED),
    );
    expect(unaccounted).toEqual([]);
    const both = Object.keys(NOT_WORDED).filter((code) => code in PROVIDER_CODE_MESSAGES);
    expect(both).toEqual([]);
  });

  it("words the codes Wayfare's server answers through the identity service", () => {
    const codes = wayfareCodes();
    expect(codes).toContain('INVALID_NAME');
    expect(
      codes.filter((code) => !(code in PROVIDER_CODE_MESSAGES) && !BY_STATUS.has(code)),
    ).toEqual([]);
  });

  for (const [code, key] of Object.entries(PROVIDER_CODE_MESSAGES)) {
    it(`${code} has its message in English and in Bangla`, () => {
      const enText = en[key];
      const bnText = bn[key];
      expect(enText).toBeDefined();
      expect(bnText).toMatch(/[\u0980-\u09FF]/);
      // better-auth's codes: its own English, word for word, as an English page shows it.
      if (code in messages) expect(enText).toBe(messages[code]!.message);
    });
  }
});

describe('an identity error as a page shows it', () => {
  const wrongPassword = () =>
    new ProviderError({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: 'Invalid email or password',
      status: 401,
    });

  it("shows the service's own message on an English page", () => {
    expect(english(wrongPassword())).toBe('Invalid email or password');
    expect(
      english(new ProviderError({ code: 'SOMETHING_NEW', message: 'Something new', status: 400 })),
    ).toBe('Something new');
  });

  it("shows the code's Bangla message on a Bangla page", () => {
    expect(bangla(wrongPassword())).toBe(bn['identityProvider.invalidEmailOrPassword']);
    expect(
      bangla(
        new ProviderError({
          code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL',
          message: 'User already exists. Use another email.',
          status: 422,
        }),
      ),
    ).toBe(bn['identityProvider.userAlreadyExistsUseAnotherEmail']);
  });

  it('fills in the limit a Bangla message names, in Bangla digits', () => {
    const text = bangla(
      new ProviderError({ code: 'INVALID_NAME', message: 'Name: use at most 100 characters.' }),
    );
    expect(text).toMatch(/^নাম: সর্বোচ্চ [০-৯]+টি অক্ষরে/);
  });

  it('gives an unknown code, or an English error of no server, the general Bangla message', () => {
    const generic = translate(identityMessages, 'bn', 'identity.errors.generic');
    expect(bangla(new ProviderError({ code: 'SOMETHING_NEW', message: 'Something new' }))).toBe(
      generic,
    );
    expect(bangla(new ProviderError({ message: 'Failed to fetch' }))).toBe(generic);
    expect(bangla(new Error('Session check failed (500)'))).toBe(generic);
  });

  it("keeps the server's own answer, which comes in the page's language", () => {
    const answer = new ApiError(403, { detail: 'এই কাজটি আপনার জন্য নয়।', status: 403 });
    expect(bangla(answer)).toBe('এই কাজটি আপনার জন্য নয়।');
  });

  it('words a refusal by its status in both languages (429)', () => {
    const paused = new ProviderError({
      code: 'ACCOUNT_SIGN_IN_PAUSED',
      message: 'Too many wrong passwords for this account. Try again in 5 minutes.',
      status: 429,
    });
    expect(bangla(paused)).toBe(
      translate(identityMessages, 'bn', 'identity.errors.tooManyAttempts'),
    );
  });
});
