import { randomBytes } from 'node:crypto';
import {
  cardBrand,
  cardDetailsError,
  digitsOnly,
  TEST_CARD_DECLINES,
  TEST_CARD_SUCCESSES,
} from '@wayfare/contract/cards';
import { objectId } from './ids';
import { intentObject, refundObject } from './objects';
import type { IntentRow, ProcessorRepository } from './repository';

export class ProcessorError extends Error {
  constructor(
    readonly status: number,
    readonly body: { error: Record<string, unknown> },
  ) {
    super(String(body.error.message));
  }
}

const now = () => Math.floor(Date.now() / 1000);

/**
 * Ours, not one of Stripe's test cards: the payment is accepted for processing and stays
 * `processing` (as a bank debit or a wallet does while the money moves), with its
 * `payment_intent.processing` event. What a payment under way does to a seat hold is tested with
 * it (decision 010).
 */
export const PROCESSING_TEST_CARD = '4000000000009904';

function invalid(message: string, param?: string, status = 400) {
  return new ProcessorError(status, {
    error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) },
  });
}

export interface ConfirmInput {
  clientSecret?: string;
  card?: { number?: string; exp_month?: string | number; exp_year?: string | number; cvc?: string };
  billing?: { name?: string; email?: string };
}

/**
 * The built-in test-mode processor: a Stripe-compatible subset (payment intents, refunds, signed
 * webhook events). It never moves money; Stripe's documented test cards decide each outcome.
 */
export function createProcessorService(deps: { repo: ProcessorRepository; onEvent: () => void }) {
  const { repo } = deps;

  async function requireIntent(id: string): Promise<IntentRow> {
    const intent = await repo.findIntent(id);
    if (!intent) throw invalid(`No such payment_intent: '${id}'`, 'intent', 404);
    return intent;
  }

  return {
    async createIntent(input: {
      amount: number;
      currency: string;
      metadata: Record<string, string>;
      description?: string;
      idempotencyKey?: string;
    }) {
      if (!Number.isInteger(input.amount) || input.amount < 50) {
        throw invalid('Amount must be at least $0.50 usd', 'amount');
      }
      if (input.amount > 99_999_999)
        throw invalid('Amount must be no more than $999,999.99', 'amount');
      const id = objectId('pi');
      const row = await repo.insertIntent({
        id,
        clientSecret: `${id}_secret_${randomBytes(18).toString('base64url').replace(/[-_]/g, 'x')}`,
        amount: input.amount,
        currency: input.currency.toLowerCase(),
        status: 'requires_payment_method',
        metadata: input.metadata,
        description: input.description ?? null,
        idempotencyKey: input.idempotencyKey ?? null,
        created: now(),
      });
      return intentObject(row);
    },

    async retrieveIntent(id: string, clientSecret?: string) {
      const intent = await requireIntent(id);
      if (clientSecret !== undefined && clientSecret !== intent.clientSecret) {
        throw invalid(
          'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
          'client_secret',
        );
      }
      return intentObject(intent);
    },

    /** Confirms with card details; only the brand and last 4 digits are kept. */
    async confirmIntent(
      id: string,
      input: ConfirmInput,
      { publishable }: { publishable: boolean },
    ) {
      const intent = await requireIntent(id);
      if (publishable && input.clientSecret !== intent.clientSecret) {
        throw invalid(
          'The client_secret provided does not match the client_secret associated with the PaymentIntent.',
          'client_secret',
        );
      }
      if (intent.status === 'succeeded' || intent.status === 'processing') {
        throw new ProcessorError(400, {
          error: {
            type: 'invalid_request_error',
            code: 'payment_intent_unexpected_state',
            message:
              intent.status === 'succeeded'
                ? 'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.'
                : 'You cannot confirm this PaymentIntent because it has a status of processing.',
            payment_intent: intentObject(intent),
          },
        });
      }
      const number = digitsOnly(input.card?.number ?? '');
      const card = {
        number,
        expMonth: Number(input.card?.exp_month),
        expYear: Number(input.card?.exp_year),
        cvc: String(input.card?.cvc ?? ''),
      };
      const detailsError = cardDetailsError(card);
      const outcome =
        detailsError ??
        TEST_CARD_DECLINES[number] ??
        (TEST_CARD_SUCCESSES.has(number) || number === PROCESSING_TEST_CARD
          ? null
          : {
              code: 'card_declined',
              declineCode: 'test_mode_live_card',
              message:
                'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.',
            });
      const cardFacts = {
        cardBrand: cardBrand(number),
        cardLast4: number.slice(-4) || null,
        billingName: input.billing?.name?.slice(0, 120) ?? null,
        billingEmail: input.billing?.email?.slice(0, 254) ?? null,
      };

      if (outcome) {
        const lastError = {
          type: 'card_error',
          code: outcome.code,
          ...(outcome.declineCode ? { decline_code: outcome.declineCode } : {}),
          message: outcome.message,
        };
        const failed = await repo.recordDecline(id, { ...cardFacts, lastError });
        throw new ProcessorError(402, {
          error: { ...lastError, payment_intent: intentObject(failed) },
        });
      }

      if (number === PROCESSING_TEST_CARD) {
        const processing = await repo.recordSuccess(
          id,
          cardFacts,
          (row) => ({
            id: objectId('evt'),
            object: 'event',
            type: 'payment_intent.processing',
            created: now(),
            livemode: false,
            data: { object: intentObject(row) },
          }),
          'processing',
        );
        if (!processing) return intentObject(await requireIntent(id));
        deps.onEvent();
        return intentObject(processing);
      }

      const succeeded = await repo.recordSuccess(id, cardFacts, (row) => ({
        id: objectId('evt'),
        object: 'event',
        type: 'payment_intent.succeeded',
        created: now(),
        livemode: false,
        data: { object: intentObject(row) },
      }));
      if (!succeeded) return intentObject(await requireIntent(id));
      deps.onEvent();
      return intentObject(succeeded);
    },

    async createRefund(input: { paymentIntent: string; amount?: number; idempotencyKey?: string }) {
      if (input.idempotencyKey) {
        const earlier = await repo.findRefundByKey(input.idempotencyKey);
        if (earlier) return refundObject(earlier);
      }
      const refund = await repo.refund({
        paymentIntentId: input.paymentIntent,
        idempotencyKey: input.idempotencyKey ?? null,
        refundId: objectId('re'),
        created: now(),
        // Decided under the intent's lock: concurrent refunds of one payment must not race.
        amountFor(intent) {
          if (intent.status !== 'succeeded') {
            throw invalid(
              'This PaymentIntent does not have a successful charge to refund.',
              'payment_intent',
            );
          }
          const amount = input.amount ?? intent.amount - intent.amountRefunded;
          if (
            !Number.isInteger(amount) ||
            amount <= 0 ||
            amount > intent.amount - intent.amountRefunded
          ) {
            throw invalid(
              `Refund amount (${amount}) is greater than unrefunded amount on charge.`,
              'amount',
            );
          }
          return amount;
        },
      });
      if (!refund)
        throw invalid(`No such payment_intent: '${input.paymentIntent}'`, 'payment_intent', 404);
      return refundObject(refund);
    },
  };
}

export type ProcessorService = ReturnType<typeof createProcessorService>;
