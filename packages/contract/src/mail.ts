import { z } from 'zod';
import { emailAddress } from './common';
import { MAIL_KEPT_DAYS, MAIL_STATUSES, PAGE_MAX_LIMIT } from './constants';

/*
 * The mail outbox (ours, decision 008): every message Wayfare sends, as admins read it at
 * /dashboard/mail. Links that grant access (password reset, e-mail verification, newsletter
 * confirmation and unsubscription) are shown as `[redacted]`: the full message is for the
 * operator's shell (`npm run admin -- mail show ID`).
 */

export { MAIL_KEPT_DAYS, MAIL_STATUSES, type MailStatus } from './constants';

/** What stands in a message for a secret an admin must not see. */
export const REDACTED = '[redacted]';

export const mailAttachment = z.object({
  /** Its place among the message's attachments (0 first): `GET /mail/:id/attachments/:index`. */
  index: z.number().int(),
  filename: z.string(),
  contentType: z.string(),
  size: z.number().int(),
});
export type MailAttachment = z.infer<typeof mailAttachment>;

export const mailSummary = z.object({
  _id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  /** The last try's error (kept while it waits for another), or why it failed for good. */
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  attachments: z.array(mailAttachment),
  /** The language it is written in: `en` or `bn` (docs/i18n.md, "E-mails"). */
  language: z.enum(['en', 'bn']),
});
export type MailSummary = z.infer<typeof mailSummary>;

export const mailMessage = mailSummary.extend({
  messageId: z.string(),
  from: z.string(),
  replyTo: z.string().nullable(),
  /** Every header of the message as sent, in order (secrets redacted). */
  headers: z.array(z.object({ name: z.string(), value: z.string() })),
  html: z.string(),
  text: z.string(),
  /** `smtp` or `outbox`, and what the server answered when it accepted the message. */
  transport: z.string().nullable(),
  transportResponse: z.string().nullable(),
  failedAt: z.string().nullable(),
  /** Whether some of it is hidden here (shown in full by `npm run admin -- mail show ID`). */
  isRedacted: z.boolean(),
});
export type MailMessage = z.infer<typeof mailMessage>;

/** `GET /mail` (admin): newest first, by status, searched in recipient, subject and kind. */
export const mailListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(PAGE_MAX_LIMIT).default(20),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  status: z.enum(MAIL_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
});
export type MailListQuery = z.input<typeof mailListQuery>;

export const mailList = z.object({
  items: z.array(mailSummary),
  total: z.number().int(),
  /** Whether messages leave through an SMTP server (SMTP_URL) or stay in this outbox. */
  transport: z.enum(['smtp', 'outbox']),
});
export type MailList = z.infer<typeof mailList>;

/**
 * `GET /mail/delivery` (admin): whether messages leave through an SMTP server, and how many of
 * the last `days` days stayed in this outbox only (without SMTP_URL: delivered to nobody), so the
 * Mail Outbox and the Overview can say so.
 */
export const mailDelivery = z.object({
  transport: z.enum(['smtp', 'outbox']),
  days: z.literal(MAIL_KEPT_DAYS),
  keptOnly: z.number().int().min(0),
});
export type MailDelivery = z.infer<typeof mailDelivery>;

export const mailAttachmentParams = z.object({
  id: z.string().min(1).max(64),
  index: z.coerce.number().int().min(0).max(100),
});

/** `POST /newsletter/confirm` and `/newsletter/unsubscribe`: the address and its link's token. */
export const newsletterTokenRequest = z.object({
  email: emailAddress,
  token: z.string().trim().min(1).max(200),
});
export type NewsletterTokenRequest = z.infer<typeof newsletterTokenRequest>;
export const newsletterConfirmResponse = z.object({ subscribed: z.literal(true) });
export const newsletterUnsubscribeResponse = z.object({ unsubscribed: z.literal(true) });
