import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import en from '#locales/mail.en.json' with { type: 'json' };
import bn from '#locales/mail.bn.json' with { type: 'json' };

/** The languages a message is written in (docs/i18n.md, "E-mails"): `mail_messages.language`. */
export type MailLocale = 'en' | 'bn';

/** A key of the mail catalogue (the English one names them all). */
export type MailKey = keyof typeof en;

/** The words of every message, per language (ICU MessageFormat; `<0>…</0>` marks an element). */
export const MAIL_CATALOGUES: Record<MailLocale, Record<string, string>> = { en, bn };

const compiled = new Map<MailLocale, I18n>();

/** A language's catalogue compiled once, on its first message; a message that does not parse throws. */
function i18nOf(locale: MailLocale): I18n {
  let i18n = compiled.get(locale);
  if (!i18n) {
    const messages = Object.fromEntries(
      Object.entries(MAIL_CATALOGUES[locale]).map(([key, text]) => [key, compileMessage(text)]),
    );
    i18n = setupI18n({ locale, messages: { [locale]: messages } });
    compiled.set(locale, i18n);
  }
  return i18n;
}

/** Values of a message: text written in as it is, counts for `plural` in the language's digits. */
export type MailValues = Record<string, string | number>;

/** The message `key` in `locale`, with its values. */
export function mailText(locale: MailLocale, key: MailKey, values?: MailValues): string {
  return i18nOf(locale)._(key, values);
}
