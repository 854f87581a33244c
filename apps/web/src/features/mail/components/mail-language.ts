import type { MailSummary } from '@wayfare/contract/mail';

/** The name of the language a message is written in (docs/i18n.md, "E-mails"). */
export const LANGUAGE_LABELS = {
  en: 'mail.language.en',
  bn: 'mail.language.bn',
} as const satisfies Record<MailSummary['language'], string>;
