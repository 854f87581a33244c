import { mailText, type MailKey, type MailLocale, type MailValues } from './words';

/** What every message knows about the site that sends it. */
export interface MailSite {
  /** PUBLIC_URL, without a trailing slash: every link in a message is absolute to it. */
  publicUrl: string;
  agencyName: string;
  agencyAddress: string | undefined;
}

export interface TemplateContext {
  site: MailSite;
  /** TRIP_TIME_ZONE: trip times are shown there, and say so. */
  timeZone: string;
  /** The language the message is written in. */
  locale: MailLocale;
  /**
   * Where the site's pages are in that language: PUBLIC_URL, with `/bn` for Bangla (the web
   * app's Bangla pages, docs/i18n.md). Links to pages start here; links to the API do not.
   */
  pages: string;
  /** A message of the mail catalogue in the message's language. */
  t(key: MailKey, values?: MailValues): string;
}

/** The context of one message: the site, the trip zone and the message's language. */
export function templateContext(
  site: MailSite,
  timeZone: string,
  locale: MailLocale,
): TemplateContext {
  return {
    site,
    timeZone,
    locale,
    pages: locale === 'bn' ? `${site.publicUrl}/bn` : site.publicUrl,
    t: (key, values) => mailText(locale, key, values),
  };
}
