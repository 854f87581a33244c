import { createHmac, timingSafeEqual } from 'node:crypto';
import type { MailService } from '#features/mail';
import { AppError } from '#lib/errors';
import type { ProblemLocale } from '#lib/problem-language';
import type { NewsletterRepository } from './repository';

type Purpose = 'confirm' | 'unsubscribe';

export function createNewsletterService(deps: {
  subscribers: NewsletterRepository;
  mail: Pick<MailService, 'newsletterConfirmation' | 'newsletterWelcome'>;
  /** PUBLIC_URL: the links in the e-mails lead there. */
  publicUrl: string;
  /** Signs the links (derived from BETTER_AUTH_SECRET): only Wayfare can make a valid one. */
  secret: string;
}) {
  const { subscribers, mail, publicUrl } = deps;
  const key = createHmac('sha256', deps.secret).update('wayfare newsletter links').digest();

  /** The token of a link: an HMAC of its purpose and address, so no list of tokens is kept. */
  const tokenFor = (purpose: Purpose, email: string) =>
    createHmac('sha256', key).update(`${purpose}:${email}`).digest('base64url').slice(0, 32);

  function check(purpose: Purpose, email: string, token: string) {
    const expected = Buffer.from(tokenFor(purpose, email));
    const given = Buffer.from(token);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      throw new AppError(
        'NEWSLETTER_LINK_INVALID',
        'This link is not valid. Use the link of the e-mail as it came, or subscribe again.',
      );
    }
  }

  function links(email: string) {
    const query = (purpose: Purpose) =>
      new URLSearchParams({ email, token: tokenFor(purpose, email) }).toString();
    return {
      // Paths: the message puts them under its language's pages (PUBLIC_URL, or PUBLIC_URL/bn).
      confirmPath: `/newsletter/confirm?${query('confirm')}`,
      unsubscribePath: `/newsletter/unsubscribe?${query('unsubscribe')}`,
      // RFC 8058: the mail client POSTs `List-Unsubscribe=One-Click` here, no sign-in.
      oneClickUrl: `${publicUrl}/api/newsletter/unsubscribe?${query('unsubscribe')}`,
      secrets: [tokenFor('confirm', email), tokenFor('unsubscribe', email)],
    };
  }

  return {
    /**
     * Subscribes an address (double opt-in: a confirmation e-mail first). A new address and a
     * known one are treated alike (the answer tells nobody who is subscribed).
     */
    async subscribe(email: string, language: ProblemLocale): Promise<void> {
      await subscribers.subscribe(email, language, (tx) =>
        mail.newsletterConfirmation(tx, { email, ...links(email), language }),
      );
    },

    /**
     * The confirmation link: the address is on the list from now on, and welcomed once, in the
     * confirm page's language.
     */
    async confirm(input: { email: string; token: string; language: ProblemLocale }): Promise<void> {
      check('confirm', input.email, input.token);
      await subscribers.confirm(input.email, (tx) =>
        mail.newsletterWelcome(tx, {
          email: input.email,
          ...links(input.email),
          language: input.language,
        }),
      );
    },

    /** The unsubscribe link or the mail client's one-click: the address leaves the list. */
    async unsubscribe(input: { email: string; token: string }): Promise<void> {
      check('unsubscribe', input.email, input.token);
      await subscribers.unsubscribe(input.email);
    },

    /**
     * The language of the unsubscribe page an e-mail's link opens: the address's recorded one
     * when the link is valid for it, else English (so the answer says nothing of other addresses).
     */
    async unsubscribePageLanguage(input: {
      email?: string | undefined;
      token?: string | undefined;
    }): Promise<ProblemLocale> {
      if (!input.email || !input.token) return 'en';
      try {
        check('unsubscribe', input.email, input.token);
      } catch {
        return 'en';
      }
      return (await subscribers.languageOf(input.email)) === 'bn' ? 'bn' : 'en';
    },

    isSubscribed: (email: string) => subscribers.isSubscribed(email),
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
