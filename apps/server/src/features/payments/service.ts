import { createHash } from 'node:crypto';
import type Stripe from 'stripe';
import { AppError } from '#lib/errors';
import { isUuid } from '#lib/ids';
import { asksForOwn, mayAskAbout, mayManage } from '#lib/policies';
import type { Actor } from '#lib/actor';
import type { CardProcessor } from '#adapters/card-processor';
import type { AuditBy, AuditRecorder } from '#features/audit';
import { formatTripTime } from '#lib/trip-time';
import type { ProblemLocale } from '#lib/problem-language';
import { toPaymentDto, type PaymentIntentRow, type PaymentsRepository } from './repository';

type Logger = {
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

/**
 * Calls the processor: an outage becomes a clear 503 (nothing charged), a refusal of the request
 * becomes `rejected` with the processor's own message.
 */
async function callProcessor<T>(
  work: () => Promise<T>,
  rejected: 'PROCESSOR_REJECTED' | 'REFUND_NOT_POSSIBLE' = 'PROCESSOR_REJECTED',
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const { type, message } = error as { type?: string; message?: string };
    if (
      type === 'StripeConnectionError' ||
      type === 'StripeAPIError' ||
      type === 'StripeRateLimitError'
    ) {
      throw new AppError(
        'PROCESSOR_UNAVAILABLE',
        'The card processor is not answering. Nothing was charged; please try again shortly.',
      );
    }
    if (
      type === 'StripeInvalidRequestError' ||
      type === 'StripeCardError' ||
      type === 'StripeIdempotencyError'
    ) {
      throw new AppError(rejected, message ?? 'The card processor refused the request.');
    }
    throw error;
  }
}

export function createPaymentsService(deps: {
  repo: PaymentsRepository;
  processor: CardProcessor;
  logger: Logger;
  /** The trip zone: departure times in `items` carry its offset. */
  timeZone: string;
  /** The audit trail: admins' refunds are recorded there. */
  audit: AuditRecorder;
  /** The bookings' longer hold while the processor reports their payment under way (decision 010). */
  holds: { paymentInProgress(bookingIds: string[]): Promise<unknown> };
}) {
  const { repo, processor, logger, timeZone, audit, holds } = deps;
  const { stripe } = processor;

  /**
   * What the processor itself said of an intent (never the browser): a payment in progress
   * (`processing`) holds the intent's bookings longer, once per booking.
   */
  async function seen(row: PaymentIntentRow, intent: Stripe.PaymentIntent) {
    if (intent.status === 'processing') await holds.paymentInProgress(row.bookingIds);
  }

  /**
   * Records the payment of a succeeded intent exactly once (the page and the webhook may race):
   * the intent row is locked, a second caller finds the payment already there. Bookings that were
   * cancelled or paid meanwhile are refunded at once, so nobody pays twice.
   */
  async function fulfil(
    row: PaymentIntentRow,
    intent: Stripe.PaymentIntent,
    payer: { name?: string },
  ) {
    if (intent.status === 'processing') {
      throw new AppError(
        'PAYMENT_NOT_SUCCEEDED',
        'This payment is still being processed; your seats stay held meanwhile, and it is recorded as soon as the processor confirms it.',
      );
    }
    if (intent.status !== 'succeeded')
      throw new AppError('PAYMENT_NOT_SUCCEEDED', 'This payment has not succeeded.');
    if (intent.amount !== row.amountCents || intent.currency !== 'usd') {
      logger.error(
        { intent: intent.id, expected: row.amountCents, got: intent.amount },
        'payment amount mismatch',
      );
      throw new AppError(
        'PAYMENT_MISMATCH',
        'This payment does not match the amount that was due.',
      );
    }
    const card =
      (intent.payment_method && typeof intent.payment_method === 'object'
        ? intent.payment_method.card
        : null) ?? null;
    const result = await repo.recordPayment({
      intent: row,
      payerName: payer.name?.trim() || undefined,
      cardBrand: card?.brand ?? null,
      cardLast4: card?.last4 ?? null,
    });
    if (result.overpaidCents > 0) {
      try {
        await stripe.refunds.create(
          { payment_intent: row.id, amount: result.overpaidCents },
          { idempotencyKey: `overpaid-${row.id}` },
        );
        await repo.addRefunded(result.payment.id, result.overpaidCents);
      } catch (error) {
        logger.error(
          { err: error, intent: row.id, cents: result.overpaidCents },
          'automatic refund of overpaid bookings failed',
        );
      }
    }
    return result;
  }

  return {
    processorKind: processor.kind,
    publishableKey: processor.publishableKey,

    /**
     * Computes what the caller owes, and answers a client secret to pay exactly that. The
     * intent keeps the language of the page that first asked for it (`language`, its
     * Accept-Language): its receipt's when the payer's account chose none.
     */
    async createIntent({
      actor,
      price,
      language,
    }: {
      actor: Actor;
      price?: number;
      language: ProblemLocale;
    }) {
      const owed = await repo.unpaidBookingsOf(actor.id);
      // A booking whose seat hold ran out is no longer payable (its seats are going back), nor
      // one whose departure has started (the trip has left).
      const unpaid = owed.filter((b) => !b.holdRanOut && !b.departed);
      const ranOut = owed.find((b) => b.holdRanOut);
      const departed = owed.find((b) => b.departed);
      if (unpaid.length === 0 && departed) {
        throw new AppError(
          'DEPARTURE_STARTED',
          `“${departed.packageTitle}” has already left, so its booking can no longer be paid. Cancel that booking on My Booking; nothing is charged for it.`,
        );
      }
      if (unpaid.length === 0) {
        const expired = ranOut ?? (await repo.latestExpiredOf(actor.id));
        if (expired) {
          throw new AppError(
            'HOLD_EXPIRED',
            `Your seat hold on “${expired.packageTitle}” has run out, so that booking can no longer be paid and its seats went back. Book the departure again if seats are left.`,
          );
        }
      }
      const withdrawn = unpaid.find((b) => b.withdrawn);
      if (withdrawn) {
        throw new AppError(
          'PACKAGE_WITHDRAWN',
          `“${withdrawn.packageTitle}” is no longer offered, so its booking cannot be paid. Cancel that booking on My Booking, then pay for the rest.`,
        );
      }
      const amountCents = unpaid.reduce((sum, b) => sum + b.priceCents, 0);
      if (amountCents === 0) throw new AppError('NOTHING_TO_PAY', 'You have no unpaid bookings.');
      if (price !== undefined && Math.round(price * 100) !== amountCents) {
        throw new AppError(
          'PRICE_CHANGED',
          `The amount due is now ${amountCents / 100} USD. Reload the page to see it.`,
        );
      }
      const bookingIds = unpaid.map((b) => b.id);
      const basketKey = [...bookingIds].sort().join(',');
      const reusable = await repo.findOpenIntent(actor.id, basketKey, amountCents);
      if (reusable) {
        const intent = await callProcessor(() => stripe.paymentIntents.retrieve(reusable.id));
        await seen(reusable, intent);
        if (intent.status !== 'succeeded' && intent.status !== 'canceled' && intent.client_secret) {
          return {
            clientSecret: intent.client_secret,
            paymentIntentId: intent.id,
            amount: amountCents / 100,
            bookingIds,
          };
        }
        // Paid or cancelled at the processor: the basket moves on to its next generation.
        await repo.abandonIntent(reusable.id);
      }
      // Simultaneous requests for one basket (double clicks, several tabs) carry the same
      // idempotency key, so the processor answers them all with one intent; a basket whose intent
      // can no longer be paid (succeeded, cancelled) gets the next generation's key.
      const generation = await repo.countIntents(actor.id, basketKey);
      const idempotencyKey = `wayfare-intent-${createHash('sha256')
        .update(`${actor.id}:${basketKey}:${amountCents}:${generation}`)
        .digest('hex')
        .slice(0, 48)}`;
      const intent = await callProcessor(() =>
        stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: 'usd',
            description: `Wayfare bookings (${bookingIds.length})`,
            metadata: { userId: actor.id, bookings: String(bookingIds.length) },
          },
          { idempotencyKey },
        ),
      );
      await repo.insertIntent({
        id: intent.id,
        userId: actor.id,
        email: actor.email,
        amountCents,
        bookingIds,
        basketKey,
        language,
      });
      return {
        clientSecret: intent.client_secret!,
        paymentIntentId: intent.id,
        amount: amountCents / 100,
        bookingIds,
      };
    },

    /** `POST /payments`: recorded only after the processor itself says the intent succeeded. */
    async recordPayment({
      actor,
      transactionId,
      name,
    }: {
      actor: Actor;
      transactionId: string;
      name?: string;
    }) {
      const row = await repo.findIntent(transactionId);
      if (!row)
        throw new AppError('PAYMENT_NOT_FOUND', 'There is no payment with this transaction id.');
      if (!mayManage(actor, row)) {
        throw new AppError('FORBIDDEN', 'This payment belongs to someone else.');
      }
      const intent = await callProcessor(() =>
        stripe.paymentIntents.retrieve(row.id, { expand: ['payment_method'] }),
      );
      await seen(row, intent);
      const result = await fulfil(row, intent, { name });
      if (result.departed.length > 0) {
        // Recorded (the money came in) and that part refunded by fulfil; the payer must not
        // read it as a trip paid for.
        const titles = result.departed.map((b) => `“${b.packageTitle}”`).join(', ');
        const dollars = result.departed.reduce((sum, b) => sum + b.priceCents, 0) / 100;
        throw new AppError(
          'DEPARTURE_STARTED',
          `${titles} had already left when this payment went through, so ${result.departed.length === 1 ? 'that booking was' : 'those bookings were'} not paid and ${dollars} USD ${dollars === 1 ? 'is' : 'are'} refunded to your card.${result.payment.bookingIds.length > 0 ? ' Your other bookings are paid.' : ''}`,
        );
      }
      return result;
    },

    /**
     * A verified `payment_intent.succeeded` event completes a payment whose page was closed; a
     * `payment_intent.processing` one holds its bookings longer (decision 010).
     */
    async handleWebhook({ rawBody, signature }: { rawBody: string; signature: string }) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, processor.webhookSecret, 300);
      } catch {
        throw new AppError(
          'WEBHOOK_SIGNATURE_INVALID',
          'The webhook signature is missing, wrong or too old.',
        );
      }
      if (event.type !== 'payment_intent.succeeded' && event.type !== 'payment_intent.processing')
        return { handled: false };
      const row = await repo.findIntent(event.data.object.id);
      if (!row) return { handled: false };
      // The event is a hint: what counts is the intent as the processor answers it now.
      const intent = await callProcessor(() =>
        stripe.paymentIntents.retrieve(row.id, { expand: ['payment_method'] }),
      );
      await seen(row, intent);
      // A payment under way has nothing more to record; its success comes as its own event.
      if (event.type === 'payment_intent.processing' && intent.status !== 'succeeded')
        return { handled: true };
      const billingName =
        intent.payment_method && typeof intent.payment_method === 'object'
          ? (intent.payment_method.billing_details.name ?? undefined)
          : undefined;
      await fulfil(row, intent, { name: billingName });
      return { handled: true };
    },

    /** `GET /payments/:email`: the caller's own account's payments, or (admin) an address's. */
    async listPayments(actor: Actor, email: string, page: { limit: number; offset: number }) {
      if (!mayAskAbout(actor, email)) {
        throw new AppError('FORBIDDEN', 'You can only see your own payments.');
      }
      const rows = asksForOwn(actor, email)
        ? await repo.listByUser(actor.id, page)
        : await repo.listByEmail(email, page);
      const paid = await repo.itemsOf(rows);
      return rows.map((row) =>
        toPaymentDto(row, paid, (instant) => formatTripTime(instant, timeZone)),
      );
    },

    /**
     * Refunds one paid booking through the processor, once; an agency's `reason` is recorded
     * with it (the refund e-mail, written in that transaction, tells it). `made` says whether
     * this call made the refund (false: it was made already, by this or another call). Without
     * a reason (the traveller's own refund) it is refused once the booking's departure has
     * started.
     */
    async refundBooking({
      actor,
      bookingId,
      reason,
      by,
    }: {
      actor: Actor;
      bookingId: string;
      reason?: string;
      /**
       * Who asked and from where (null for a cancelled departure's job): an admin's refund of
       * someone else's booking is then recorded in the audit trail.
       */
      by?: AuditBy;
    }) {
      const [booking] = isUuid(bookingId) ? await repo.bookingsByIds([bookingId]) : [];
      if (!booking) throw new AppError('BOOKING_NOT_FOUND', 'There is no booking with this id.');
      if (!mayManage(actor, booking))
        throw new AppError('FORBIDDEN', 'You can only refund your own bookings.');
      if (booking.status === 'refunded') {
        return { refunded: booking.priceCents / 100, bookingId, made: false };
      }
      if (booking.status !== 'paid')
        throw new AppError('REFUND_NOT_POSSIBLE', 'Only a paid booking can be refunded.');
      // Asking for one's own refund closes when the trip starts; after that only the agency
      // refunds, with its reason (an admin's cancel, or a cancelled departure's job).
      if (reason === undefined && (await repo.departureStarted(booking.id))) {
        throw new AppError(
          'DEPARTURE_STARTED',
          actor.role === 'admin'
            ? 'This trip has started, so it is no longer refunded on request: cancel it on All Bookings, with a reason, to refund it.'
            : `Your trip “${booking.packageTitle}” has started, so it can no longer be cancelled and refunded here. Please contact Wayfare about a refund.`,
        );
      }
      const payment = await repo.findPaymentOfBooking(booking.id);
      if (!payment)
        throw new AppError('REFUND_NOT_POSSIBLE', 'No payment was found for this booking.');
      const refund = await callProcessor(
        () =>
          stripe.refunds.create(
            { payment_intent: payment.paymentIntentId, amount: booking.priceCents },
            { idempotencyKey: `refund-booking-${booking.id}` },
          ),
        'REFUND_NOT_POSSIBLE',
      );
      // Simultaneous refunds of one booking get one processor refund (its idempotency key) and
      // one refund row: only the call that wrote the row made the refund.
      const made = await repo.recordBookingRefund({
        paymentId: payment.id,
        bookingId: booking.id,
        amountCents: booking.priceCents,
        processorRefundId: refund.id,
        reason,
      });
      if (!made) return { refunded: booking.priceCents / 100, bookingId, made };
      if (by && actor.role === 'admin' && booking.userId !== actor.id) {
        await audit.record({
          ...by,
          action: 'payment.refund',
          targetType: 'booking',
          targetId: booking.id,
          changes: { status: { from: 'paid', to: 'refunded' } },
          details: { paymentId: payment.id, amount: booking.priceCents / 100 },
        });
      }
      return { refunded: booking.priceCents / 100, bookingId, made };
    },
  };
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;
