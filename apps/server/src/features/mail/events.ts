import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#db/client';
import { PermanentJobError, type JobHandler } from '#jobs';
import type { MailRepository } from './repository';
import type { MailService } from './service';
import type { BookingMailInput } from './templates/messages';

/**
 * The queue of the events other features cause (decision 008). Database triggers (migration
 * 0016) write one `mail.compose` job in the same transaction as the booking made or ended, the
 * payment recorded or the departure moved; this handler writes the message (and its
 * `mail.deliver` job). A contact message beyond the agency's notification limit writes one too:
 * the digest of such messages, due when the limit lets notifications through again. The event is durable with the change itself; each message has a dedupe
 * key, so a job run twice (a crash after the message was written) writes it once.
 */
export const MAIL_COMPOSE_QUEUE = 'mail.compose';

type ComposeEvent =
  | { event: 'booking-created'; bookingId: string }
  | { event: 'booking-ended'; bookingId: string }
  | { event: 'payment-recorded'; paymentId: string }
  | { event: 'departure-moved'; departureId: string; previousStartsAt: string; startsAt: string }
  | { event: 'contact-digest'; to: string; after: string; until: string };

type BookingRead = NonNullable<Awaited<ReturnType<MailRepository['bookingForMail']>>>;

function bookingInput(row: BookingRead): BookingMailInput {
  const { booking } = row;
  return {
    id: booking.id,
    userId: booking.userId,
    name: booking.name,
    email: booking.email,
    packageTitle: booking.packageTitle,
    packageTitleBn: booking.packageTitleBn,
    duration: booking.duration,
    priceCents: booking.priceCents,
    status: booking.status,
    travellers: booking.travellers,
    travellerNames: booking.travellerNames,
    holdExpiresAt: booking.status === 'unpaid' ? booking.holdExpiresAt : null,
    departureStartsAt: row.departureStartsAt,
    language: booking.language,
  };
}

export function createMailEvents(options: {
  /**
   * The database itself, passed where features pass their transaction: the messages of an event
   * are written in transactions of their own (the trigger's job is the durable part).
   */
  db: Db;
  repo: Pick<MailRepository, 'bookingForMail' | 'bookingsOnDeparture'>;
  mail: MailService;
  logger: Pick<FastifyBaseLogger, 'info'>;
}): JobHandler {
  const { db, repo, mail, logger } = options;

  return async (payload) => {
    const event = payload as ComposeEvent | null;
    switch (event?.event) {
      case 'booking-created': {
        const row = await repo.bookingForMail(event.bookingId);
        // Deleted before the job ran (the traveller cancelled it at once): nothing to confirm.
        if (!row) return;
        const queued = await mail.bookingConfirmation(db, bookingInput(row));
        if (queued.limited) {
          logger.info(
            { bookingId: event.bookingId, userId: row.booking.userId },
            'booking confirmation not written: the mail limit of its account or address is reached',
          );
        }
        return;
      }
      case 'booking-ended': {
        const row = await repo.bookingForMail(event.bookingId);
        if (!row) return;
        const { booking } = row;
        const refundCents = booking.status === 'refunded' ? booking.priceCents : 0;
        if (row.departureStatus === 'cancelled' && booking.status !== 'expired') {
          await mail.departureChanged(db, {
            booking: bookingInput(row),
            change: 'cancelled',
            reason: row.departureCancelReason ?? booking.cancelReason,
            refundCents,
          });
          return;
        }
        await mail.bookingCancelled(db, {
          booking: bookingInput(row),
          by:
            booking.status === 'expired'
              ? 'hold-expired'
              : booking.cancelReason
                ? 'agency'
                : 'traveller',
          reason: booking.cancelReason,
          refundCents,
        });
        return;
      }
      case 'payment-recorded':
        await mail.paymentReceipt(db, { id: event.paymentId });
        return;
      case 'departure-moved': {
        const previousStartsAt = new Date(event.previousStartsAt);
        for (const row of await repo.bookingsOnDeparture(event.departureId)) {
          await mail.departureChanged(db, {
            booking: { ...bookingInput(row), departureStartsAt: new Date(event.startsAt) },
            change: 'moved',
            previousStartsAt,
          });
        }
        logger.info({ departureId: event.departureId }, 'departure change e-mails written');
        return;
      }
      case 'contact-digest':
        await mail.contactDigest(db, {
          to: event.to,
          after: new Date(event.after),
          until: new Date(event.until),
        });
        return;
      default:
        throw new PermanentJobError(`mail.compose: unknown event ${JSON.stringify(payload)}`);
    }
  };
}
