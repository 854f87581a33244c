import type { TripRequest } from '@wayfare/contract/trip-requests';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../plugins/auth-guard';
import type { UsersRepository } from '../users/repository';
import { toTripRequestDto, type TripRequestsRepository } from './repository';

export function createTripRequestsService(deps: {
  tripRequests: TripRequestsRepository;
  users: UsersRepository;
}) {
  const { tripRequests, users } = deps;

  /**
   * The account whose e-mail a call names: the caller's own, or (for an admin only) another
   * existing account's. Requests belong to the account, not merely to the e-mail, so someone who
   * later registers a deleted person's e-mail does not see that person's trips.
   */
  async function ownerOf(actor: Actor, email: string): Promise<string | null> {
    if (email === actor.email) return actor.id;
    if (actor.role !== 'admin') {
      throw new AppError(
        'FORBIDDEN',
        'You can only see and make trip requests for your own e-mail.',
      );
    }
    return (await users.findByEmail(email))?.id ?? null;
  }

  return {
    /** `POST /destination`; the schema already checked the places and that the end follows the start. */
    async createTripRequest(input: {
      actor: Actor;
      email: string;
      origin: string;
      destination: string;
      startDateTime: Date;
      endDateTime: Date;
    }): Promise<string> {
      const owner = await ownerOf(input.actor, input.email);
      if (!owner) throw new AppError('USER_NOT_FOUND', 'No Wayfare account uses this e-mail.');
      return tripRequests.create({
        userId: owner,
        email: input.email,
        origin: input.origin,
        destination: input.destination,
        startAt: input.startDateTime,
        endAt: input.endDateTime,
      });
    },

    /** `GET /destination?email=`: own requests, newest first (an admin may ask about anyone). */
    async listTripRequests(input: {
      actor: Actor;
      email: string;
      page: { limit: number; offset: number };
    }): Promise<TripRequest[]> {
      const owner = await ownerOf(input.actor, input.email);
      if (!owner) return [];
      return (await tripRequests.listByUser(owner, input.email, input.page)).map(toTripRequestDto);
    },
  };
}

export type TripRequestsService = ReturnType<typeof createTripRequestsService>;
