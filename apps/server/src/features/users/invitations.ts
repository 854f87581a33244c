import { randomBytes } from 'node:crypto';
import type { PendingAdminInvitation } from '@wayfare/contract/users';
import { OPERATOR, type AuditBy, type AuditRecorder } from '#features/audit';
import type { Actor } from '#lib/actor';
import { AppError } from '#lib/errors';
import { formatTripTime } from '#lib/trip-time';
import { hashInvitationToken, type InvitationKind, type UsersRepository } from './repository';

/*
 * One-time admin links: an admin's invitations, the operator's (`npm run admin -- invite`) and the
 * ADMIN_EMAILS setup links; listing, revoking and redeeming them.
 */

/** How long a one-time admin link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SETUP_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** The page of the web app that redeems an admin link; the secret rides in the fragment, which
 * browsers never send to a server nor put in a Referer. */
export function invitationUrl(publicUrl: string, token: string): string {
  return `${new URL('/admin-invitation', publicUrl).href}#${token}`;
}

type IssuedLink = { _id: string; email: string; url: string; expiresAt: string };

/**
 * Creates a one-time admin link for `email`, issued by the admin `createdBy` or (null) the
 * operator. The secret exists only in the answer (and the link); the database keeps its hash.
 */
async function issueAdminLink(
  users: UsersRepository,
  input: { email: string; kind: InvitationKind; createdBy: string | null; publicUrl: string },
): Promise<IssuedLink> {
  const token = randomBytes(32).toString('base64url');
  const ttl = input.kind === 'setup' ? SETUP_LINK_TTL_MS : INVITATION_TTL_MS;
  const expiresAt = new Date(Date.now() + ttl);
  const { id } = await users.createInvitation({
    email: input.email,
    tokenHash: hashInvitationToken(token),
    kind: input.kind,
    issuer: input.createdBy ? 'admin' : 'operator',
    createdBy: input.createdBy,
    expiresAt,
  });
  return {
    _id: id,
    email: input.email,
    url: invitationUrl(input.publicUrl, token),
    expiresAt: expiresAt.toISOString(),
  };
}

/** Why a link cannot be redeemed, as the API answers it. */
function acceptRefused(outcome: 'not_valid' | 'another_email') {
  return outcome === 'not_valid'
    ? new AppError(
        'INVITATION_NOT_VALID',
        'This invitation link is not valid: it was used already, it has expired, it was revoked, or it was mistyped. Ask for a new one.',
      )
    : new AppError(
        'INVITATION_FOR_ANOTHER_EMAIL',
        'This invitation is for another e-mail address. Sign in with the address it was sent to.',
      );
}

export function createInvitations(deps: {
  users: UsersRepository;
  publicUrl: string;
  /** The trip zone (TRIP_TIME_ZONE): the pending invitations' times are answered in it. */
  timeZone: string;
  audit?: AuditRecorder;
}) {
  const { users, publicUrl, timeZone, audit } = deps;

  /** Issues a link and records it (by an admin or the operator): its id, never its address or secret. */
  async function issueRecorded(
    by: { actor: Actor | typeof OPERATOR; address: string | null },
    link: { email: string; kind: InvitationKind; createdBy: string | null },
  ): Promise<IssuedLink> {
    const issued = await issueAdminLink(users, { ...link, publicUrl });
    await audit?.record({
      ...by,
      action: 'user.invite',
      targetType: 'admin-invitation',
      targetId: issued._id,
      changes: { email: 'changed' },
      details: { kind: link.kind, expiresAt: issued.expiresAt },
    });
    return issued;
  }

  return {
    /** `POST /admin-invitations` (admin): a one-time link that makes `email` an admin. */
    async inviteAdmin(input: { actor: Actor; email: string; address: string | null }) {
      return issueRecorded(
        { actor: input.actor, address: input.address },
        { email: input.email, kind: 'invitation', createdBy: input.actor.id },
      );
    },

    /**
     * `GET /admin-invitations` (admin): the links that still work, with who issued them (an admin
     * by name and e-mail, or null for the operator) and until when, in the trip zone.
     */
    async listPendingInvitations(page: {
      limit: number;
      offset: number;
    }): Promise<{ invitations: PendingAdminInvitation[]; total: number }> {
      const { rows, total } = await users.listPendingInvitations(page);
      return {
        invitations: rows.map((row) => ({
          _id: row.id,
          email: row.email,
          kind: row.kind,
          issuedBy: row.issuedBy
            ? { _id: row.issuedBy.id, name: row.issuedBy.name, email: row.issuedBy.email }
            : null,
          createdAt: formatTripTime(row.createdAt, timeZone),
          expiresAt: formatTripTime(row.expiresAt, timeZone),
        })),
        total,
      };
    },

    /** `DELETE /admin-invitations/:id` (admin): the link never works again. */
    async revokeInvitation(input: { invitationId: string; by: AuditBy }): Promise<void> {
      const revoked = await users.revokeInvitation(input.invitationId);
      if (!revoked) {
        throw new AppError(
          'INVITATION_NOT_FOUND',
          'There is no pending invitation with this id: it was used, it expired, or it was revoked already.',
        );
      }
      await audit?.record({
        ...input.by,
        action: 'user.invite-revoke',
        targetType: 'admin-invitation',
        targetId: revoked.id,
        details: { kind: revoked.kind },
      });
    },

    /**
     * `POST /admin-invitations/accept`: the signed-in holder of a link, with its e-mail, becomes
     * admin. Recorded twice: the link used (its id, by the person) and, when it made them admin,
     * the grant (their id) by whoever issued the link (the admin, or the operator), from the
     * address the link was opened from.
     */
    async acceptAdminInvitation(input: { actor: Actor; token: string; address: string | null }) {
      const accepted = await users.acceptInvitation({
        tokenHash: hashInvitationToken(input.token),
        userId: input.actor.id,
        email: input.actor.email,
      });
      if (accepted.outcome !== 'accepted') throw acceptRefused(accepted.outcome);
      const { invitation } = accepted;
      const { address } = input;
      await audit?.record({
        actor: input.actor,
        address,
        action: 'user.invite-accept',
        targetType: 'admin-invitation',
        targetId: invitation.id,
        details: { kind: invitation.kind },
      });
      if (accepted.granted) {
        const issuer =
          invitation.issuer === 'admin' && invitation.createdBy
            ? { id: invitation.createdBy }
            : OPERATOR;
        await audit?.record({
          actor: issuer,
          address,
          action: 'user.role',
          targetType: 'user',
          targetId: input.actor.id,
          changes: { role: { from: 'user', to: 'admin' } },
          details: { via: invitation.kind, invitationId: invitation.id },
        });
      }
      return { admin: true as const };
    },

    /*
     * The operator's links (`npm run admin`, the ADMIN_EMAILS setup links): whoever asks for them
     * holds the server's shell or log, so they take no actor; the trail records them with the
     * operator as theirs, from no address.
     */

    /** One-time setup links for the ADMIN_EMAILS addresses that have no signed-up admin yet. */
    async adminSetupLinks(adminEmails: string[]) {
      const links = [];
      for (const email of await users.emailsWithoutAdmin(adminEmails)) {
        links.push(
          await issueRecorded(
            { actor: OPERATOR, address: null },
            { email, kind: 'setup', createdBy: null },
          ),
        );
      }
      return links;
    },

    /** A one-time invitation link the operator hands to a colleague. */
    async operatorInvitation(email: string) {
      return issueRecorded(
        { actor: OPERATOR, address: null },
        { email, kind: 'invitation', createdBy: null },
      );
    },
  };
}
