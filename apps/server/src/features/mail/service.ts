import { randomUUID } from 'node:crypto';
import {
  MAIL_KEPT_DAYS,
  REDACTED,
  type MailDelivery,
  type MailList,
  type MailListQuery,
  type MailMessage,
  type MailSummary,
} from '@wayfare/contract/mail';
import { parseMailbox, type MailConfig } from '#config/env';
import type { Db } from '#db/client';
import type { Actor } from '#lib/actor';
import { AppError } from '#lib/errors';
import { isUuid } from '#lib/ids';
import { mayManage } from '#lib/policies';
import { MAIL_COMPOSE_QUEUE } from './events';
import { MAIL_KINDS, type MailKind, type MailKindName } from './kinds';
import { receiptPdf, type ReceiptDocument } from './receipt-pdf';
import { renderTemplate } from './render';
import {
  type AttachmentInfo,
  type MailRepository,
  type MailRow,
  type NewAttachment,
} from './repository';
import { localDigits, receiptNumber, travellersText, tripTime } from './templates/format';
import * as templates from './templates/messages';
import { packageName, type PackageName } from './templates/rich';
import {
  templateContext,
  type BookingMailInput,
  type MailTemplate,
  type TemplateContext,
} from './templates/messages';
import { mailText, type MailLocale } from './templates/words';
import { SenderText, typed, type Shown } from './sender-text';

/** The job queue that hands each message to the transport (decision 007). */
export const MAIL_DELIVER_QUEUE = 'mail.deliver';
/**
 * Tries before a message fails for good: with the runner's backoff (1 s doubling, at most an
 * hour between tries) about 13 hours of an SMTP server being down.
 */
export const MAIL_MAX_ATTEMPTS = 24;

/**
 * A message to write to the outbox: its kind (what the rule knows of it, kinds.ts), and the
 * template with its input, whose `SenderText` the rule shows or withholds before the template
 * sees it.
 */
export interface QueuedMail<I> {
  kind: MailKindName;
  to: string;
  input: I;
  template: (ctx: TemplateContext, input: Shown<I>) => MailTemplate;
  replyTo?: string;
  headers?: Record<string, string>;
  /** Files made from the input as the template sees it, in the message's language (a receipt's PDF). */
  attachments?: (input: Shown<I>, language: MailLocale) => Promise<NewAttachment[]>;
  /** Parts of the message that grant access (tokens): redacted in the admins' view. */
  secrets?: string[];
  /** The same event queued twice makes one message (a retried webhook, a repeated call). */
  dedupeKey?: string;
  /**
   * The account whose own action causes the message (its contact message, its booking): the
   * message counts towards that account's and its address's limits (an admin's, towards the
   * address's only: admins write for the agency, on travellers' behalf).
   */
  causedBy?: { id: string; role?: string };
  /**
   * The language of the request that caused the message (its Accept-Language, read as
   * `problemLocale` reads it), for a person whose account has chosen none (docs/i18n.md, "E-mails").
   */
  language?: MailLocale;
}

/** What `queue` did: wrote the message (or found it written), or left it out beyond a limit. */
export type Queued =
  { id: string; created: boolean; limited?: false } | { id: null; created: false; limited: true };

/** The address as the outbox stores it. */
const addressOf = (to: string) => parseMailbox(to)?.address ?? to.trim().toLowerCase();

/** A booking's fields as its messages get them: the names it was booked with are sender text. */
function bookingMail(booking: BookingMailInput) {
  return {
    ...booking,
    name: typed(booking.name),
    travellerNames: booking.travellerNames?.map(typed),
  };
}

/** A receipt line's label: the package's name, and `lang` when it is the English fallback. */
function packageLabel(name: PackageName): { label: string; lang?: 'en' } {
  return name.lang ? { label: name.text, lang: name.lang } : { label: name.text };
}

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
}

export interface MailServiceOptions {
  /** The outbox's statements (made once, by the composition root); bound to callers' transactions. */
  repository: MailRepository;
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
    language: row.language,
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
 * E-mail (decision 008): renders each message once from its template, writes it to the
 * outbox with a delivery job in the caller's transaction, and answers what admins may see of it.
 * Features call the `*` message functions with THEIR transaction, so the message exists if and
 * only if the change that causes it commits.
 */
export function createMailService(options: MailServiceOptions) {
  const { config, publicUrl, timeZone } = options;
  const from = config.from;
  const domain = parseMailbox(from)?.address.split('@')[1] ?? 'wayfare.invalid';
  const site = {
    publicUrl,
    agencyName: config.agency.name,
    agencyAddress: config.agency.address,
  };
  const contexts = {
    en: templateContext(site, timeZone, 'en'),
    bn: templateContext(site, timeZone, 'bn'),
  } satisfies Record<MailLocale, TemplateContext>;
  const reader = options.repository;
  const { limits } = options.config;

  /**
   * The seconds until the account, or the address, may cause another message; undefined while
   * under both limits. Holds each count's lock until the caller's transaction ends.
   */
  async function limitReached(
    repo: MailRepository,
    causedBy: { id: string; role?: string },
    to: string,
  ): Promise<number | undefined> {
    const waitFor = (oldest: Date | null) =>
      Math.max(
        1,
        Math.ceil(
          ((oldest?.getTime() ?? Date.now()) + limits.windowSeconds * 1000 - Date.now()) / 1000,
        ),
      );
    const counted = causedBy.role !== 'admin';
    // Always the account's lock before the address's: two messages never wait for each other.
    if (counted) await repo.lockCount(`account:${causedBy.id}`);
    await repo.lockCount(`to:${to}`);
    if (counted) {
      const own = await repo.causedWithin({ causedBy: causedBy.id }, limits.windowSeconds);
      if (own.count >= limits.perAccount) return waitFor(own.oldest);
    }
    const toAddress = await repo.causedWithin({ to }, limits.windowSeconds);
    if (toAddress.count >= limits.perRecipient) return waitFor(toAddress.oldest);
    return undefined;
  }

  /**
   * Writes a message and its delivery job with `db` (pass the transaction of the event that
   * causes it): both commit or neither. A message with the same dedupe key is not written twice.
   *
   * The one rule every message goes through (docs/security.md, "Mail abuse"; kinds.ts): a
   * message an account's own action causes counts towards its limits, and beyond them the action
   * is refused (429 RATE_LIMITED, with Retry-After) or the message left out; what a person typed
   * is shown only to an address that has been verified, or to the agency's own.
   */
  async function queue<I>(db: Db, mail: QueuedMail<I>): Promise<Queued> {
    const kind: MailKind = MAIL_KINDS[mail.kind];
    const to = addressOf(mail.to);
    if (!kind.quotesSenderText && SenderText.isIn(mail.input)) {
      throw new Error(`mail ${mail.kind} declares no sender text, but its input has some`);
    }
    return reader.on(db).transaction(async (repo) => {
      if (mail.causedBy && kind.beyondLimit) {
        const retryAfterSeconds = await limitReached(repo, mail.causedBy, to);
        if (retryAfterSeconds !== undefined) {
          if (kind.beyondLimit === 'skip') return { id: null, created: false, limited: true };
          throw new AppError(
            'RATE_LIMITED',
            `Many messages were sent from this account or to this address in the last hour. Please try again in ${waitText(retryAfterSeconds)}.`,
            undefined,
            { retryAfterSeconds },
          );
        }
      }
      const shown = kind.quotesSenderText && (kind.to === 'agency' || (await repo.isVerified(to)));
      const input = SenderText.resolve(mail.input, shown);
      // The recipient's own choice, else the language they asked in; the agency's own addresses
      // are not the requester's, and read English unless their account chose Bangla.
      const language =
        (await repo.languageOf(to)) ?? (kind.to === 'person' ? mail.language : undefined) ?? 'en';
      const rendered = renderTemplate(mail.template(contexts[language], input));
      const attachments = mail.attachments ? await mail.attachments(input, language) : [];
      const written = await repo.insert(
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
          causedBy: mail.causedBy?.id ?? null,
          language,
        },
        attachments,
      );
      if (written.created) {
        await repo.enqueue({
          queue: MAIL_DELIVER_QUEUE,
          payload: { id: written.id },
          dedupeKey: `mail:${written.id}`,
          maxAttempts: MAIL_MAX_ATTEMPTS,
        });
      }
      return written;
    });
  }

  /**
   * A payment's receipt in `locale`: its number (given when it was recorded), what its text and
   * PDF say.
   */
  async function buildReceipt(repo: MailRepository, paymentId: string, locale: MailLocale) {
    const found = await repo.paymentWithItems(paymentId);
    if (!found) return undefined;
    const { payment, items } = found;
    const number = receiptNumber(await repo.receiptNumber(paymentId));
    const card = payment.cardLast4
      ? mailText(locale, 'mail.receipt.cardEnding', {
          brand: payment.cardBrand
            ? payment.cardBrand[0]!.toUpperCase() + payment.cardBrand.slice(1)
            : mailText(locale, 'mail.receipt.card'),
          last4: localDigits(payment.cardLast4, locale),
        })
      : null;
    const lines = items.map((item) => ({
      // A Bangla receipt names the package by its Bangla title, else by the English one.
      ...packageLabel(packageName(locale, item.packageTitle, item.packageTitleBn)),
      detail: [
        item.duration,
        travellersText(item.travellers, locale),
        item.departureStartsAt
          ? mailText(locale, 'mail.receipt.departs', {
              when: tripTime(item.departureStartsAt, timeZone, locale),
            })
          : '',
      ]
        .filter(Boolean)
        .join(', '),
      amountCents: item.priceCents,
    }));
    const document: ReceiptDocument = {
      locale,
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
    return { payment, document };
  }

  const fileName = (number: string) => `wayfare-receipt-${number}.pdf`;

  return {
    queue,
    /** Whether messages leave through an SMTP server or stay in the outbox. */
    transport: options.transport,

    // ---- account (the identity service's own flows call these) ------------------------------

    /**
     * The password-reset link (`/reset-password?token=`, `/bn/reset-password?token=` in
     * Bangla); the token is redacted for admins.
     */
    passwordReset(
      db: Db,
      input: {
        name?: string;
        email: string;
        token: string;
        validMinutes: number;
        language?: MailLocale;
      },
    ) {
      const token = encodeURIComponent(input.token);
      return queue(db, {
        kind: 'password-reset',
        to: input.email,
        input: { name: typed(input.name), validMinutes: input.validMinutes },
        template: (context, shown) =>
          templates.passwordReset(context, {
            ...shown,
            url: `${context.pages}/reset-password?token=${token}`,
          }),
        secrets: [input.token],
        language: input.language,
      });
    },

    /** The e-mail verification link (the identity service's `/verify-email`). */
    emailVerification(
      db: Db,
      input: {
        name?: string;
        email: string;
        token: string;
        validHours: number;
        language?: MailLocale;
      },
    ) {
      const token = encodeURIComponent(input.token);
      return queue(db, {
        kind: 'email-verification',
        to: input.email,
        input: { name: typed(input.name), validHours: input.validHours },
        template: (context, shown) => {
          // The link is the API's; the page it ends on is in the message's language.
          const callback = `${context.locale === 'bn' ? '/bn' : ''}/login?verified=1`;
          return templates.emailVerification(context, {
            ...shown,
            url: `${publicUrl}/api/auth/verify-email?token=${token}&callbackURL=${encodeURIComponent(callback)}`,
          });
        },
        secrets: [input.token],
        language: input.language,
      });
    },

    /**
     * The security notice of a password change: caused by the account (its limits; beyond them
     * the change stands without it).
     */
    passwordChanged(
      db: Db,
      input: { email: string; userId: string; role?: string; via: 'account' | 'reset-link' },
    ) {
      return queue(db, {
        kind: 'password-changed',
        to: input.email,
        input: { changedAt: new Date(), via: input.via },
        template: templates.passwordChanged,
        causedBy: { id: input.userId, role: input.role },
      });
    },

    /**
     * The security notice of an account its holder deleted, to the address it had: caused by
     * the account (its and its address's limits outlive it; beyond them none is written).
     */
    accountDeleted(db: Db, input: { email: string; userId: string; role?: string }) {
      return queue(db, {
        kind: 'account-deleted',
        to: input.email,
        input: { deletedAt: new Date() },
        template: templates.accountDeleted,
        causedBy: { id: input.userId, role: input.role },
        dedupeKey: `account-deleted:${input.userId}`,
      });
    },

    // ---- bookings, payments, departures (called by those features in their transactions) ----

    /**
     * "Your booking is in": what, when, how many, the price, how to pay and, for a departure,
     * until when the seats are held. Once per booking; caused by its account (the limits).
     */
    bookingConfirmation(db: Db, booking: BookingMailInput) {
      return queue(db, {
        kind: 'booking-confirmation',
        to: booking.email,
        input: bookingMail(booking),
        template: templates.bookingConfirmation,
        dedupeKey: `booking-confirmation:${booking.id}`,
        causedBy: booking.userId ? { id: booking.userId } : undefined,
        language: booking.language,
      });
    },

    /**
     * The receipt of a payment, with its PDF attached: call it in the transaction that records
     * the payment (the payment and its bookings are read through `db`). Once per payment.
     */
    async paymentReceipt(db: Db, payment: { id: string }) {
      const repo = reader.on(db);
      const paid = await repo.paymentWithItems(payment.id);
      if (!paid) throw new Error(`payment ${payment.id} not found for its receipt`);
      // Written by a job, not a request: in the payer's chosen language, else in that of the
      // page the payment was asked for on (the payment's, from its intent).
      const locale =
        (await repo.languageOf(addressOf(paid.payment.email))) ?? paid.payment.language;
      const built = await buildReceipt(repo, payment.id, locale);
      if (!built) throw new Error(`payment ${payment.id} not found for its receipt`);
      const { document } = built;
      return queue(db, {
        kind: 'payment-receipt',
        to: built.payment.email,
        input: { ...document, payerName: typed(document.payerName) },
        template: (context, shown) =>
          templates.paymentReceipt(context, {
            number: shown.number,
            name: shown.payerName,
            paidAt: shown.paidAt,
            amountCents: shown.amountCents,
            refundedCents: 0,
            transactionId: shown.transactionId,
            card: shown.card,
            items: shown.items,
          }),
        attachments: async (shown, language) => [
          {
            filename: fileName(shown.number),
            contentType: 'application/pdf',
            content: await receiptPdf({ ...shown, locale: language }),
          },
        ],
        dedupeKey: `payment-receipt:${payment.id}`,
        language: locale,
      });
    },

    /**
     * A cancelled booking: by the traveller, by the agency (with its reason) or by its hold
     * running out; with the refund when it was paid. Once per booking. An expiry is caused by the
     * traveller's own booking, and counts towards its account's limits.
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
      const refunded = (input.refundCents ?? 0) > 0;
      const { userId } = input.booking;
      return queue(db, {
        kind: refunded ? 'booking-refunded' : 'booking-cancelled',
        to: input.booking.email,
        input: { ...input, booking: bookingMail(input.booking) },
        template: templates.bookingCancelled,
        dedupeKey: `booking-cancelled:${input.booking.id}`,
        causedBy: input.by === 'hold-expired' && userId && !refunded ? { id: userId } : undefined,
        language: input.booking.language,
      });
    },

    /**
     * A seat hold an admin released: the unpaid booking expired at once. Call it in the
     * transaction of the release. It takes the dedupe key of `bookingCancelled`, since a booking's
     * end is told once: the "booking expired" message that the status change's compose job would
     * write next finds this one and writes nothing.
     */
    holdReleased(db: Db, input: { booking: BookingMailInput; packageId: string | null }) {
      return queue(db, {
        kind: 'hold-released',
        to: input.booking.email,
        input: { ...input, booking: bookingMail(input.booking) },
        template: templates.holdReleased,
        dedupeKey: `booking-cancelled:${input.booking.id}`,
        language: input.booking.language,
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
        input: { ...input, booking: bookingMail(input.booking) },
        template: templates.departureChanged,
        dedupeKey: `departure-${input.change}:${input.booking.id}:${input.change === 'moved' ? when : ''}`,
        language: input.booking.language,
      });
    },

    // ---- contacts, newsletter, trip requests ----------------------------------------------

    /**
     * A contact message: the sender's acknowledgement (caused by the sender's account: beyond
     * its limits the message is refused, 429, and nothing of it is written), and a notification
     * to each of NOTIFY_EMAILS (or each admin). An address that got `agencyNotifications` of them
     * within the window gets no more one by one: a digest, written when the oldest of those leaves
     * the window, says how many more arrived meanwhile.
     */
    async contactMessage(
      db: Db,
      input: {
        id: string;
        name: string;
        email: string;
        message: string;
        sender: { id: string; role?: string };
        /** The Contact page's language: the acknowledgement's, unless the account chose one. */
        language?: MailLocale;
      },
    ) {
      const said = { name: typed(input.name), message: typed(input.message) };
      await queue(db, {
        kind: 'contact-acknowledgement',
        to: input.email,
        input: said,
        template: templates.contactAcknowledgement,
        dedupeKey: `contact-ack:${input.id}`,
        causedBy: input.sender,
        language: input.language,
      });
      // Read through the caller's transaction: on the embedded database (one connection) a
      // query beside it would wait for it to end.
      const repo = reader.on(db);
      const recipients = config.notifyEmails.length
        ? config.notifyEmails
        : await repo.adminEmails();
      if (recipients.length === 0) return;
      await repo.lockCount('agency-notifications');
      for (const recipient of recipients.map(addressOf)) {
        const recent = await repo.notificationsWithin(recipient, limits.windowSeconds);
        if (recent.count < limits.agencyNotifications || !recent.oldest || !recent.newest) {
          await queue(db, {
            kind: 'contact-notification',
            to: recipient,
            replyTo: input.name
              ? `"${input.name.replaceAll('"', "'")}" <${input.email}>`
              : input.email,
            input: { ...said, email: input.email },
            template: templates.contactNotification,
            dedupeKey: `contact-notify:${input.id}:${recipient}`,
          });
          continue;
        }
        // One digest per stretch beyond the limit: named by the oldest notification in the
        // window, due when it leaves it (and the next message is notified on its own again).
        const until = new Date(recent.oldest.createdAt.getTime() + limits.windowSeconds * 1000);
        await repo.enqueue({
          queue: MAIL_COMPOSE_QUEUE,
          payload: {
            event: 'contact-digest',
            to: recipient,
            after: recent.newest.createdAt.toISOString(),
            until: until.toISOString(),
          },
          runAt: until,
          dedupeKey: `contact-digest:${recipient}:${recent.oldest.id}`,
        });
      }
    },

    /**
     * The digest of the contact messages an agency address got no notification of, from `after`
     * (its last notification) until `until`: how many, never what they say. None when none came.
     */
    async contactDigest(db: Db, input: { to: string; after: Date; until: Date }) {
      const { arrived, notified } = await reader
        .on(db)
        .contactsBetween(input.to, input.after, input.until);
      const more = arrived - notified;
      if (more <= 0) return undefined;
      return queue(db, {
        kind: 'contact-digest',
        to: input.to,
        input: {
          more,
          notified: limits.agencyNotifications,
          from: input.after,
          until: input.until,
        },
        template: templates.contactDigest,
        dedupeKey: `contact-digest:${input.to}:${input.until.toISOString()}`,
      });
    },

    /**
     * Newsletter mail carries `List-Unsubscribe` (the one-click URL) and `List-Unsubscribe-Post`
     * (RFC 8058), so a mail client's own "unsubscribe" works without signing in. The links to the
     * confirm and unsubscribe pages (`confirmPath`, `unsubscribePath`: a path with its query) go
     * to the message's language's pages (`/bn/newsletter/confirm?…` in Bangla).
     */
    newsletterConfirmation(
      db: Db,
      input: {
        email: string;
        confirmPath: string;
        unsubscribePath: string;
        oneClickUrl: string;
        secrets: string[];
        /** The page the address was given on: its language. */
        language?: MailLocale;
      },
    ) {
      return queue(db, {
        kind: 'newsletter-confirmation',
        to: input.email,
        input: {},
        template: (context) =>
          templates.newsletterConfirmation(context, {
            confirmUrl: `${context.pages}${input.confirmPath}`,
            unsubscribeUrl: `${context.pages}${input.unsubscribePath}`,
          }),
        headers: listHeaders(input.oneClickUrl),
        secrets: input.secrets,
        language: input.language,
      });
    },

    newsletterWelcome(
      db: Db,
      input: {
        email: string;
        unsubscribePath: string;
        oneClickUrl: string;
        secrets: string[];
        /** The confirm page's language. */
        language?: MailLocale;
      },
    ) {
      return queue(db, {
        kind: 'newsletter-welcome',
        to: input.email,
        input: {},
        template: (context) =>
          templates.newsletterWelcome(context, {
            unsubscribeUrl: `${context.pages}${input.unsubscribePath}`,
          }),
        headers: listHeaders(input.oneClickUrl),
        secrets: input.secrets,
        dedupeKey: `newsletter-welcome:${input.email}:${Date.now()}`,
        language: input.language,
      });
    },

    /**
     * A new trip request: the traveller's acknowledgement (caused by their account: beyond its
     * limits, or its address's, the request is refused, 429, and nothing of it is written), and a
     * notice to each of NOTIFY_EMAILS (or each admin). The places are what the traveller typed:
     * shown to the agency, and to the traveller only at a verified address.
     */
    async tripRequestMade(
      db: Db,
      input: {
        id: string;
        name: string;
        email: string;
        origin: string;
        destination: string;
        startAt: Date;
        endAt: Date;
        sender: { id: string; role?: string };
        /** The page's language: the acknowledgement's, unless the account chose one. */
        language?: MailLocale;
      },
    ) {
      const said = {
        name: typed(input.name),
        origin: typed(input.origin),
        destination: typed(input.destination),
        startAt: input.startAt,
        endAt: input.endAt,
      };
      await queue(db, {
        kind: 'trip-request-acknowledgement',
        to: input.email,
        input: said,
        template: templates.tripRequestAcknowledgement,
        dedupeKey: `trip-request-ack:${input.id}`,
        causedBy: input.sender,
        language: input.language,
      });
      const repo = reader.on(db);
      const recipients = config.notifyEmails.length
        ? config.notifyEmails
        : await repo.adminEmails();
      for (const recipient of recipients.map(addressOf)) {
        await queue(db, {
          kind: 'trip-request-notification',
          to: recipient,
          input: { ...said, email: input.email },
          template: templates.tripRequestNotification,
          dedupeKey: `trip-request-notify:${input.id}:${recipient}`,
        });
      }
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
        /** The language the request was made in (`trip_requests.language`). */
        language?: MailLocale;
      },
    ) {
      return queue(db, {
        kind: 'trip-request-answered',
        to: input.email,
        input: {
          origin: typed(input.origin),
          destination: typed(input.destination),
          startAt: input.startAt,
          endAt: input.endAt,
          answer: input.answer,
        },
        template: templates.tripRequestAnswered,
        dedupeKey: `trip-request-answered:${input.id}:${input.answeredAt.getTime()}`,
        language: input.language,
      });
    },

    // ---- users --------------------------------------------------------------------------------

    /**
     * The person whose admin rights were removed (call it in the transaction of the removal):
     * their name and the remover's are what people typed, shown only to a verified address. The
     * agency's own doing: never limited.
     */
    adminRightsRemoved(
      db: Db,
      input: {
        userId: string;
        name: string;
        email: string;
        by: 'admin' | 'self' | 'operator';
        byName?: string;
        at: Date;
        invitationsRevoked: number;
      },
    ) {
      return queue(db, {
        kind: 'admin-rights-removed',
        to: input.email,
        input: {
          name: typed(input.name),
          by: input.by,
          byName: typed(input.byName),
          at: input.at,
          invitationsRevoked: input.invitationsRevoked,
        },
        template: templates.adminRightsRemoved,
        dedupeKey: `admin-rights-removed:${input.userId}:${input.at.getTime()}`,
      });
    },

    // ---- receipts for download --------------------------------------------------------------

    /**
     * `GET /payments/:id/receipt.pdf`: the payer's (or an admin's) receipt, as mailed, in the
     * language of the page that asks for it (its Accept-Language).
     */
    async receiptForDownload(input: { actor: Actor; paymentId: string; language?: MailLocale }) {
      const found = isUuid(input.paymentId)
        ? await reader.paymentWithItems(input.paymentId)
        : undefined;
      if (!found || !mayManage(input.actor, found.payment)) {
        // Another's payment is answered as a missing one: its existence is not told.
        throw new AppError('PAYMENT_NOT_FOUND', 'There is no payment with this id.');
      }
      const built = await buildReceipt(reader, input.paymentId, input.language ?? 'en');
      if (!built) throw new AppError('PAYMENT_NOT_FOUND', 'There is no payment with this id.');
      return { filename: fileName(built.document.number), pdf: await receiptPdf(built.document) };
    },

    // ---- the admins' outbox -----------------------------------------------------------------

    /**
     * `GET /mail/delivery`: whether mail leaves the server, and how many messages of the last
     * week stayed in the outbox only (without SMTP_URL, that is every one: nobody received them).
     */
    async delivery(now = new Date()): Promise<MailDelivery> {
      const since = new Date(now.getTime() - MAIL_KEPT_DAYS * 86_400_000);
      const keptOnly = await reader.keptSince(since, { queued: options.transport === 'outbox' });
      return { transport: options.transport, days: MAIL_KEPT_DAYS, keptOnly };
    },

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
