/**
 * Every kind of message Wayfare sends, and what the outbox's one rule (docs/security.md, "Mail
 * abuse") needs to know of each. `queue` (service.ts) reads it for every message:
 *
 * - **Sender text.** A kind that `quotesSenderText` may show what a person typed (a name, a
 *   message, a place; `SenderText` in its input). To a person's address that has not been
 *   verified it is written without that text: a neutral version that still says what happened.
 *   Sign-up proves no mailbox, so anyone could otherwise make the agency mail their words to any
 *   address. A kind that does not quote may hold no `SenderText` at all.
 * - **Recipient.** `person`: the address an account, a booking or a subscription named, which may
 *   not be its writer's. `agency`: NOTIFY_EMAILS or the administrators, addresses the operator
 *   chose; they read what travellers wrote, verified or not.
 * - **Limits.** A message that an account's own action causes (`causedBy`: a contact message, a
 *   booking, its hold running out) counts towards that account's and that address's limit per
 *   window (`MAIL_ACCOUNT_LIMIT_MAX`, `MAIL_RECIPIENT_LIMIT_MAX`). Beyond it, `beyondLimit` says what happens: `refuse` the action (429,
 *   nothing written) or `skip` the message (the action stands; the page shows it). Messages of
 *   money moved (receipts, refunds) and of the agency's own doing are never limited.
 */
export interface MailKind {
  quotesSenderText: boolean;
  to: 'person' | 'agency';
  beyondLimit?: 'refuse' | 'skip';
}

export const MAIL_KINDS = {
  'password-reset': { quotesSenderText: true, to: 'person' },
  'email-verification': { quotesSenderText: true, to: 'person' },
  'booking-confirmation': { quotesSenderText: true, to: 'person', beyondLimit: 'skip' },
  'payment-receipt': { quotesSenderText: true, to: 'person' },
  // Limited when its hold ran out (the traveller's booking caused it), not when the agency cancelled.
  'booking-cancelled': { quotesSenderText: true, to: 'person', beyondLimit: 'skip' },
  'booking-refunded': { quotesSenderText: true, to: 'person' },
  'hold-released': { quotesSenderText: true, to: 'person' },
  'departure-moved': { quotesSenderText: true, to: 'person' },
  'departure-cancelled': { quotesSenderText: true, to: 'person' },
  'contact-acknowledgement': { quotesSenderText: true, to: 'person', beyondLimit: 'refuse' },
  'contact-notification': { quotesSenderText: true, to: 'agency' },
  'contact-digest': { quotesSenderText: false, to: 'agency' },
  'newsletter-confirmation': { quotesSenderText: false, to: 'person' },
  'newsletter-welcome': { quotesSenderText: false, to: 'person' },
  'trip-request-answered': { quotesSenderText: true, to: 'person' },
  // A trip request's receipt to the traveller: counted like a contact message's, and beyond the
  // limits the request is refused (nothing stored). The agency's notice of it is bounded by that.
  'trip-request-acknowledgement': { quotesSenderText: true, to: 'person', beyondLimit: 'refuse' },
  'trip-request-notification': { quotesSenderText: true, to: 'agency' },
  // Told to the person whose admin rights an admin (or they themselves) removed: never limited.
  'admin-rights-removed': { quotesSenderText: true, to: 'person' },
  // Security notices of the account's own action (a password changed, the account deleted): no
  // typed text, counted towards its limits, left out beyond them (the action stands).
  'password-changed': { quotesSenderText: false, to: 'person', beyondLimit: 'skip' },
  'account-deleted': { quotesSenderText: false, to: 'person', beyondLimit: 'skip' },
} as const satisfies Record<string, MailKind>;

export type MailKindName = keyof typeof MAIL_KINDS;
