import type { TripRequest, TripRequestsInbox } from '@wayfare/contract/trip-requests';
import { AppError } from '#lib/errors';
import { describeFieldError } from '#lib/field-errors';
import { isUuid } from '#lib/ids';
import { asksForOwn, mayAskAbout } from '#lib/policies';
import { parseTripTime } from '#lib/trip-time';
import type { Actor } from '#lib/actor';
import type { ProblemLocale } from '#lib/problem-language';
import type { AuditRecorder } from '#features/audit';
import type { MailService } from '#features/mail';
import type { AccountLookup } from '#features/users';
import { toInboxDto, toTripRequestDto, type TripRequestsRepository } from './repository';

export function createTripRequestsService(deps: {
  tripRequests: TripRequestsRepository;
  accounts: AccountLookup;
  /** TRIP_TIME_ZONE: where a time without an offset is local, and how times are answered. */
  timeZone: string;
  /**
   * Acknowledges a request to the traveller and notifies the agency (NOTIFY_EMAILS or the
   * admins); tells the traveller of an answer.
   */
  mail: Pick<MailService, 'tripRequestMade' | 'tripRequestAnswered'>;
  /** Answering is an admin's change: recorded in the trail. */
  audit: AuditRecorder;
  now?: () => Date;
}) {
  const { tripRequests, accounts, timeZone, mail, audit, now = () => new Date() } = deps;

  /** Start and end as instants in the trip zone, checked against each other and the clock. */
  function tripTimes(input: { startDateTime: string; endDateTime: string }) {
    const startAt = parseTripTime(input.startDateTime, timeZone);
    const endAt = parseTripTime(input.endDateTime, timeZone);
    const problems: { path: string; message: string }[] = [];
    // The contract has checked the form; these only fail for an offset the runtime refuses.
    if (!startAt) problems.push({ path: 'body.startDateTime', message: 'must be a date and time' });
    if (!endAt) problems.push({ path: 'body.endDateTime', message: 'must be a date and time' });
    if (startAt && startAt.getTime() < now().getTime()) {
      problems.push({ path: 'body.startDateTime', message: 'must not be in the past' });
    }
    if (startAt && endAt && endAt.getTime() <= startAt.getTime()) {
      problems.push({ path: 'body.endDateTime', message: 'must be after the start' });
    }
    if (problems.length || !startAt || !endAt) {
      const first = problems[0]!;
      throw new AppError(
        'VALIDATION_FAILED',
        describeFieldError(first.path, first.message),
        problems,
      );
    }
    return { startAt, endAt };
  }

  /**
   * The account whose e-mail a call names: the caller's own, or (for an admin only) another
   * existing account's. Requests belong to the account, not merely to the e-mail, so someone who
   * later registers a deleted person's e-mail does not see that person's trips.
   */
  async function ownerOf(actor: Actor, email: string): Promise<string | null> {
    if (asksForOwn(actor, email)) return actor.id;
    if (!mayAskAbout(actor, email)) {
      throw new AppError(
        'FORBIDDEN',
        'You can only see and make trip requests for your own e-mail.',
      );
    }
    return accounts.accountIdOf(email);
  }

  return {
    /**
     * `POST /destination`; the schema checked the places and the form of the times. A time
     * without an offset is local to the trip zone; the start may not be past, the end must follow.
     * A request, not a booking: the traveller gets an acknowledgement and the agency a notice
     * (beyond the mail limits of the account or its address: 429, nothing stored).
     */
    async createTripRequest(input: {
      actor: Actor;
      email: string;
      origin: string;
      destination: string;
      startDateTime: string;
      endDateTime: string;
      /** The page's language (its Accept-Language): its e-mails', the answer's too. */
      language: ProblemLocale;
    }): Promise<string> {
      const owner = await ownerOf(input.actor, input.email);
      const { startAt, endAt } = tripTimes(input);
      if (!owner) throw new AppError('USER_NOT_FOUND', 'No Wayfare account uses this e-mail.');
      const request = {
        userId: owner,
        email: input.email,
        origin: input.origin,
        destination: input.destination,
        startAt,
        endAt,
        language: input.language,
      };
      // An admin asking for someone else writes for the agency: the greeting names nobody.
      const name = owner === input.actor.id ? input.actor.name : '';
      return tripRequests.create(request, (tx, id) =>
        mail.tripRequestMade(tx, { id, ...request, name, sender: input.actor }),
      );
    },

    /** `GET /destination?email=`: own requests, newest first (an admin may ask about anyone). */
    async listTripRequests(input: {
      actor: Actor;
      email: string;
      page: { limit: number; offset: number };
    }): Promise<TripRequest[]> {
      const owner = await ownerOf(input.actor, input.email);
      if (!owner) return [];
      return (await tripRequests.listByUser(owner, input.email, input.page)).map((row) =>
        toTripRequestDto(row, timeZone),
      );
    },

    /** `GET /trip-requests` (admin; the route's guard checked the role): the agency's inbox. */
    async inbox(input: {
      status: 'new' | 'answered' | 'all';
      page: { limit: number; offset: number };
    }): Promise<TripRequestsInbox> {
      const { rows, total, waiting } = await tripRequests.inbox(input.status, input.page);
      return { items: rows.map((row) => toInboxDto(row, timeZone)), total, waiting };
    },

    /**
     * `PUT /trip-requests/:id/answer` (admin): the answer the traveller reads in My Trip
     * Destinations, and an e-mail to the traveller. Answering again replaces the text (a
     * correction), with the new time, and mails it again. Each answer is recorded in the trail,
     * its text left out (it may name the traveller).
     */
    async answer(input: {
      actor: Actor;
      /** The client address of the request, for the trail. */
      address: string | null;
      id: string;
      answer: string;
    }): Promise<TripRequest> {
      const outcome = isUuid(input.id)
        ? await tripRequests.answer(
            { id: input.id, answer: input.answer, answeredBy: input.actor.id, at: now() },
            (tx, answered) =>
              mail
                .tripRequestAnswered(tx, {
                  id: answered.id,
                  email: answered.email,
                  origin: answered.origin,
                  destination: answered.destination,
                  startAt: answered.startAt,
                  endAt: answered.endAt,
                  answer: answered.answer ?? input.answer,
                  answeredAt: answered.answeredAt ?? now(),
                  language: answered.language,
                })
                .then(() => undefined),
          )
        : null;
      if (!outcome) throw new AppError('TRIP_REQUEST_NOT_FOUND', 'No trip request has this id.');
      await audit.record({
        actor: input.actor,
        address: input.address,
        action: 'trip-request.answer',
        targetType: 'trip-request',
        targetId: input.id,
        changes: outcome.corrected
          ? { answer: 'changed' }
          : { status: { from: 'new', to: 'answered' }, answer: 'changed' },
      });
      return toTripRequestDto(outcome.row, timeZone);
    },
  };
}

export type TripRequestsService = ReturnType<typeof createTripRequestsService>;
