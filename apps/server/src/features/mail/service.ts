import { randomUUID } from 'node:crypto';
import {
  REDACTED,
  type MailList,
  type MailListQuery,
  type MailMessage,
  type MailSummary,
} from '@wayfare/contract/mail';
import { parseMailbox, type MailConfig } from '#config/env';
import type { Db } from '#db/client';
import { enqueue } from '#jobs';
import type { Actor } from '#lib/actor';
import { AppError } from '#lib/errors';
import { isUuid } from '#lib/ids';
import { mayManage } from '#lib/policies';
import { receiptPdf, type ReceiptDocument } from './receipt-pdf';
import { renderTemplate } from './render';
import {
  createMailRepository,
  type AttachmentInfo,
  type MailRepository,
  type MailRow,
  type NewAttachment,
} from './repository';
import { receiptNumber, tripTime } from './templates/format';
import * as templates from './templates/messages';
import type { BookingMailInput, MailTemplate, TemplateContext } from './templates/messages';

/** The job queue that hands each message to the transport (decision 007). */
export const MAIL_DELIVER_QUEUE = 'mail.deliver';
/**
 * Tries before a message fails for good: with the runner's backoff (1 s doubling, at most an
 * hour between tries) about 13 hours of an SMTP server being down.
 */
export const MAIL_MAX_ATTEMPTS = 24;

/** A message to write to the outbox. */
export interface QueuedMail {
  kind: string;
  to: string;
  template: MailTemplate;
  replyTo?: string;
  headers?: Record<string, string>;
  attachments?: NewAttachment[];
  /** Parts of the message that grant access (tokens): redacted in the admins' view. */
  secrets?: string[];
  /** The same event queued twice makes one message (a retried webhook, a repeated call). */
  dedupeKey?: string;
}

export interface MailServiceOptions {
  db: Db;
  config: MailConfig;
  publicUrl: string;
  timeZone: string;
  /** Whether messages leave through SMTP or stay in the outbox (the transport's kind). */
  transport: 'smtp' | 'outbox';
}

function redact(text: string, secrets: string[]): string {
  let out = text;
  for (const secret of secrets) {
    if (!secret) continue;
    out = out.replaceAll(secret, REDACTED).replaceAll(encodeURIComponent(secret), REDACTED);
  }
  return out;
}

/** The Date header as nodemailer writes it, fixed to the moment the message was written. */
function dateHeader(date: Date): string {
  return date.toUTCString().replace(/GMT/, '+0000');
}

function toSummary(row: MailRow & { attachments: AttachmentInfo[] }): MailSummary {
  return {
    _id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    attachments: row.attachments.map((a) => ({
      index: a.position,
      filename: a.filename,
      contentType: a.contentType,
      size: a.size,
    })),
  };
}

/** Every header of a message as it goes out (nodemailer adds the MIME structure's own). */
export function headersOf(row: MailRow & { attachments: AttachmentInfo[] }) {
  const headers: { name: string; value: string }[] = [
    { name: 'Message-ID', value: row.messageId },
    { name: 'Date', value: dateHeader(row.createdAt) },
    { name: 'From', value: row.fromAddress },
    ...(row.replyTo ? [{ name: 'Reply-To', value: row.replyTo }] : []),
    { name: 'To', value: row.toAddress },
    { name: 'Subject', value: row.subject },
    ...Object.entries(row.headers).map(([name, value]) => ({ name, value })),
    { name: 'MIME-Version', value: '1.0' },
    {
      name: 'Content-Type',
      value:
        row.attachments.length > 0
          ? 'multipart/mixed (multipart/alternative: text/plain, text/html; attachments)'
          : 'multipart/alternative (text/plain, text/html)',
    },
  ];
  return headers;
}

/**
 * E-mail (issue 17, decision 008): renders each message once from its template, writes it to the
 * outbox with a delivery job in the caller's transaction, and answers what admins may see of it.
 * Features call the `*` message functions with THEIR transaction, so the message exists if and
 * only if the change that causes it commits.
 */
export function createMailService(options: MailServiceOptions) {
  const { config, publicUrl, timeZone } = options;
  const from = config.from;
  const domain = parseMailbox(from)?.address.split('@')[1] ?? 'wayfare.invalid';
  const ctx: TemplateContext = {
    site: {
      publicUrl,
      agencyName: config.agency.name,
      agencyAddress: config.agency.address,
    },
    timeZone,
  };
  const reader = createMailRepository(options.db);

  /**
   * Writes a message and its delivery job with `db` (pass the transaction of the event that
   * causes it): both commit or neither. A message with the same dedupe key is not written twice.
   */
  async function queue(db: Db, mail: QueuedMail): Promise<{ id: string; created: boolean }> {
    const rendered = renderTemplate(mail.template);
    const to = parseMailbox(mail.to)?.address ?? mail.to.trim().toLowerCase();
    return db.transaction(async (tx) => {
      const written = await createMailRepository(tx).insert(
        {
          kind: mail.kind,
          messageId: `<${randomUUID()}@${domain}>`,
          dedupeKey: mail.dedupeKey,
          fromAddress: from,
          replyTo: mail.replyTo ?? config.replyTo ?? null,
          toAddress: to,
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
          headers: mail.headers ?? {},
          secrets: mail.secrets ?? [],
        },
        mail.attachments ?? [],
      );
      if (written.created) {
        await enqueue(tx, {
          queue: MAIL_DELIVER_QUEUE,
          payload: { id: written.id },
          dedupeKey: `mail:${written.id}`,
          maxAttempts: MAIL_MAX_ATTEMPTS,
        });
      }
      return written;
    });
  }

  /** The receipt of a payment: its number (given on first use), its text and its PDF. */
  async function buildReceipt(repo: MailRepository, paymentId: string) {
    const found = await repo.paymentWithItems(paymentId);
    if (!found) return undefined;
    const { payment, items } = found;
    const number = receiptNumber(await repo.receiptNumber(paymentId));
    const card = payment.cardLast4
      ? `${payment.cardBrand ? payment.cardBrand[0]!.toUpperCase() + payment.cardBrand.slice(1) : 'Card'} ending ${payment.cardLast4}`
      : null;
    const lines = items.map((item) => ({
      label: item.packageTitle,
      detail: [
        item.duration,
        `${item.travellers} traveller${item.travellers === 1 ? '' : 's'}`,
        item.departureStartsAt ? `departs ${tripTime(item.departureStartsAt, timeZone)}` : '',
      ]
        .filter(Boolean)
        .join(', '),
      amountCents: item.priceCents,
    }));
    const document: ReceiptDocument = {
      number,
      agencyName: config.agency.name,
      agencyAddress: config.agency.address,
      publicUrl,
      paidAt: payment.createdAt,
      timeZone,
      payerName: payment.name,
      payerEmail: payment.email,
      amountCents: payment.amountCents,
      refundedCents: payment.refundedCents,
      transactionId: payment.paymentIntentId,
      card,
      items: lines,
    };
    return { payment, document, pdf: await receiptPdf(document) };
  }

  const fileName = (number: string) => `wayfare-receipt-${number}.pdf`;

  return {
    queue,
    /** Whether messages leave through an SMTP server or stay in the outbox. */
    transport: options.transport,

    // ---- account (the identity service's own flows call these) ------------------------------

    /** The password-reset link (`/reset-password?token=`); the token is redacted for admins. */
    passwordReset(
      db: Db,
      input: { name?: string; email: string; token: string; validMinutes: number },
    ) {
      const url = `${publicUrl}/reset-password?token=${encodeURIComponent(input.token)}`;
      return queue(db, {
        kind: 'password-reset',
        to: input.email,
        template: templates.passwordReset(ctx, {
          name: input.name,
          url,
          validMinutes: input.validMinutes,
        }),
        secrets: [input.token],
      });
    },

    /** The e-mail verification link (the identity service's `/verify-email`). */
    emailVerification(
      db: Db,
      input: { name?: string; email: string; token: string; validHours: number },
    ) {
      const url = `${publicUrl}/api/auth/verify-email?token=${encodeURIComponent(input.token)}&callbackURL=${encodeURIComponent('/login?verified=1')}`;
      return queue(db, {
        kind: 'email-verification',
        to: input.email,
        template: templates.emailVerification(ctx, {
          name: input.name,
          url,
          validHours: input.validHours,
        }),
        secrets: [input.token],
      });
    },

    // ---- bookings, payments, departures (called by those features in their transactions) ----

    /**
     * "Your booking is in": what, when, how many, the price, how to pay and, for a departure,
     * until when the seats are held. Once per booking.
     */
    bookingConfirmation(db: Db, booking: BookingMailInput) {
      return queue(db, {
        kind: 'booking-confirmation',
        to: booking.email,
        template: templates.bookingConfirmation(ctx, booking),
        dedupeKey: `booking-confirmation:${booking.id}`,
      });
    },

    /**
     * The receipt of a payment, with its PDF attached: call it in the transaction that records
     * the payment (the payment and its bookings are read through `db`). Once per payment.
     */
    async paymentReceipt(db: Db, payment: { id: string }) {
      const built = await buildReceipt(createMailRepository(db), payment.id);
      if (!built) throw new Error(`payment ${payment.id} not found for its receipt`);
      const { document, pdf } = built;
      return queue(db, {
        kind: 'payment-receipt',
        to: built.payment.email,
        template: templates.paymentReceipt(ctx, {
          number: document.number,
          name: document.payerName,
          paidAt: document.paidAt,
          amountCents: document.amountCents,
          refundedCents: 0,
          transactionId: document.transactionId,
          card: document.card,
          items: document.items,
        }),
        attachments: [
          { filename: fileName(document.number), contentType: 'application/pdf', content: pdf },
        ],
        dedupeKey: `payment-receipt:${payment.id}`,
      });
    },

    /**
     * A cancelled booking: by the traveller, by the agency (with its reason) or by its hold
     * running out; with the refund when it was paid. Once per booking.
     */
    bookingCancelled(
      db: Db,
      input: {
        booking: BookingMailInput;
        by: 'traveller' | 'agency' | 'hold-expired';
        reason?: string | null;
        refundCents?: number;
      },
    ) {
      return queue(db, {
        kind: (input.refundCents ?? 0) > 0 ? 'booking-refunded' : 'booking-cancelled',
        to: input.booking.email,
        template: templates.bookingCancelled(ctx, input),
        dedupeKey: `booking-cancelled:${input.booking.id}`,
      });
    },

    /**
     * A departure that moved (`booking.departureStartsAt` is the new start) or was cancelled,
     * told to one booking's traveller. Once per booking and new start (or cancellation).
     */
    departureChanged(
      db: Db,
      input: {
        booking: BookingMailInput;
        change: 'moved' | 'cancelled';
        previousStartsAt?: Date | null;
        reason?: string | null;
        refundCents?: number;
      },
    ) {
      const when = input.booking.departureStartsAt?.toISOString() ?? 'none';
      return queue(db, {
        kind: input.change === 'moved' ? 'departure-moved' : 'departure-cancelled',
        to: input.booking.email,
        template: templates.departureChanged(ctx, input),
        dedupeKey: `departure-${input.change}:${input.booking.id}:${input.change === 'moved' ? when : ''}`,
      });
    },

    // ---- contacts, newsletter, trip requests ----------------------------------------------

    /** A contact message: the sender's acknowledgement and one notification per NOTIFY_EMAILS (or admin). */
    async contactMessage(
      db: Db,
      input: { id: string; name: string; email: string; message: string },
    ) {
      await queue(db, {
        kind: 'contact-acknowledgement',
        to: input.email,
        template: templates.contactAcknowledgement(ctx, input),
        dedupeKey: `contact-ack:${input.id}`,
      });
      // Read through the caller's transaction: on the embedded database (one connection) a
      // query beside it would wait for it to end.
      const recipients = config.notifyEmails.length
        ? config.notifyEmails
        : await createMailRepository(db).adminEmails();
      for (const recipient of recipients) {
        await queue(db, {
          kind: 'contact-notification',
          to: recipient,
          replyTo: input.name
            ? `"${input.name.replaceAll('"', "'")}" <${input.email}>`
            : input.email,
          template: templates.contactNotification(ctx, input),
          dedupeKey: `contact-notify:${input.id}:${recipient}`,
        });
      }
    },

    /**
     * Newsletter mail carries `List-Unsubscribe` (the one-click URL) and `List-Unsubscribe-Post`
     * (RFC 8058), so a mail client's own "unsubscribe" works without signing in.
     */
    newsletterConfirmation(
      db: Db,
      input: {
        email: string;
        confirmUrl: string;
        unsubscribeUrl: string;
        oneClickUrl: string;
        secrets: string[];
      },
    ) {
      return queue(db, {
        kind: 'newsletter-confirmation',
        to: input.email,
        template: templates.newsletterConfirmation(ctx, input),
        headers: listHeaders(input.oneClickUrl),
        secrets: input.secrets,
      });
    },

    newsletterWelcome(
      db: Db,
      input: { email: string; unsubscribeUrl: string; oneClickUrl: string; secrets: string[] },
    ) {
      return queue(db, {
        kind: 'newsletter-welcome',
        to: input.email,
        template: templates.newsletterWelcome(ctx, input),
        headers: listHeaders(input.oneClickUrl),
        secrets: input.secrets,
        dedupeKey: `newsletter-welcome:${input.email}:${Date.now()}`,
      });
    },

    /** The agency's answer to a trip request (each answer, a correction too, is one message). */
    tripRequestAnswered(
      db: Db,
      input: {
        id: string;
        email: string;
        origin: string;
        destination: string;
        startAt: Date;
        endAt: Date;
        answer: string;
        answeredAt: Date;
      },
    ) {
      return queue(db, {
        kind: 'trip-request-answered',
        to: input.email,
        template: templates.tripRequestAnswered(ctx, input),
        dedupeKey: `trip-request-answered:${input.id}:${input.answeredAt.getTime()}`,
      });
    },

    // ---- receipts for download --------------------------------------------------------------

    /** `GET /payments/:id/receipt.pdf`: the payer's (or an admin's) receipt, as mailed. */
    async receiptForDownload(input: { actor: Actor; paymentId: string }) {
      const found = isUuid(input.paymentId)
        ? await reader.paymentWithItems(input.paymentId)
        : undefined;
      if (!found || !mayManage(input.actor, found.payment)) {
        // Another's payment is answered as a missing one: its existence is not told.
        throw new AppError('PAYMENT_NOT_FOUND', 'There is no payment with this id.');
      }
      const built = await buildReceipt(reader, input.paymentId);
      if (!built) throw new AppError('PAYMENT_NOT_FOUND', 'There is no payment with this id.');
      return { filename: fileName(built.document.number), pdf: built.pdf };
    },

    // ---- the admins' outbox -----------------------------------------------------------------

    async list(query: MailListQuery & { limit: number; offset: number }): Promise<MailList> {
      const { rows, total } = await reader.list(
        { status: query.status, q: query.q || undefined },
        { limit: query.limit, offset: query.offset },
      );
      return { items: rows.map(toSummary), total, transport: options.transport };
    },

    /** One message as an admin sees it: secrets redacted. */
    async show(id: string): Promise<MailMessage> {
      const row = isUuid(id) ? await reader.findById(id) : undefined;
      if (!row) throw new AppError('MAIL_NOT_FOUND', 'There is no message with this id.');
      const hide = (text: string) => redact(text, row.secrets);
      return {
        ...toSummary(row),
        subject: hide(row.subject),
        messageId: row.messageId,
        from: row.fromAddress,
        replyTo: row.replyTo,
        headers: headersOf(row).map((h) => ({ name: h.name, value: hide(h.value) })),
        html: hide(row.html),
        text: hide(row.text),
        transport: row.transport,
        transportResponse: row.transportResponse,
        failedAt: row.failedAt?.toISOString() ?? null,
        isRedacted: row.secrets.length > 0,
      };
    },

    async attachment(id: string, index: number) {
      const file = isUuid(id) ? await reader.attachment(id, index) : undefined;
      if (!file) throw new AppError('MAIL_NOT_FOUND', 'There is no such attachment.');
      return file;
    },

    /** The whole message, secrets included: for the operator's shell only (the admin CLI). */
    async full(id: string) {
      const row = isUuid(id) ? await reader.findById(id) : undefined;
      return row && { ...row, headerLines: headersOf(row) };
    },

    /** Messages to an address, oldest first (the operator's CLI and tests). */
    listTo: (address: string) => reader.listTo(address),
  };
}

function listHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

export type MailService = ReturnType<typeof createMailService>;
