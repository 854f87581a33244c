import { AppError } from '#lib/errors';
import { mayAskAbout } from '#lib/policies';
import type { Actor } from '#lib/actor';
import type { ProblemLocale } from '#lib/problem-language';
import type { ContactRequest } from '@wayfare/contract/contacts';
import { pageOf, type ContactsListQuery } from '@wayfare/contract/admin-lists';
import { isUuid } from '#lib/ids';
import type { ListPage } from '#lib/list-page';
import type { AuditRecorder } from '#features/audit';
import type { MailService } from '#features/mail';
import { toContactDto, type ContactsRepository } from './repository';

export function createContactsService(deps: {
  contacts: ContactsRepository;
  /** The sender's acknowledgement and the admins' notification (NOTIFY_EMAILS). */
  mail: Pick<MailService, 'contactMessage'>;
  /** Marking a message handled (or not) is an admin's change: recorded in the trail. */
  audit: AuditRecorder;
}) {
  const { contacts, mail, audit } = deps;
  return {
    /**
     * `POST /contacts`: a blank name or e-mail means the caller's own. Another e-mail is refused
     * (an admin excepted), so nobody can send a message in someone else's name. The sender gets
     * an acknowledgement and the agency a notification, written with the message; beyond the
     * mail limits of the account or its address the message is refused (429 RATE_LIMITED) and
     * nothing is stored.
     */
    async sendMessage(input: {
      actor: Actor;
      name: string;
      email?: string;
      message: string;
      /** The Contact page's language (its Accept-Language): the acknowledgement's. */
      language: ProblemLocale;
    }): Promise<string> {
      const { actor } = input;
      const email = input.email || actor.email;
      if (!mayAskAbout(actor, email)) {
        throw new AppError('FORBIDDEN', 'Send messages from the e-mail address of your account.');
      }
      const message = {
        userId: actor.id,
        name: input.name || actor.name,
        email,
        message: input.message,
        language: input.language,
      };
      return contacts.create(message, (tx, id) =>
        mail.contactMessage(tx, { id, ...message, sender: actor }),
      );
    },

    /**
     * User Requests (admins): the messages, newest first, searched (sender, text) and filtered by
     * handled or not; one page, or every message without `limit` and `offset`.
     */
    async listMessages(
      query: ContactsListQuery,
    ): Promise<{ messages: ContactRequest[]; total: number; page: ListPage | undefined }> {
      const page = pageOf(query);
      const answer = await contacts.list(
        {
          q: query.q || undefined,
          handled: query.handled === undefined ? undefined : query.handled === 'true',
        },
        page,
      );
      return { messages: answer.rows.map(toContactDto), total: answer.total, page };
    },

    /**
     * `PATCH /contacts/:id` (admins): marks a message handled by the caller, or not handled; a
     * change is recorded in the trail (one that changes nothing, such as marking a handled message
     * handled again, is not).
     */
    async markHandled(input: {
      actor: Actor;
      /** The client address of the request, for the trail. */
      address: string | null;
      id: string;
      handled: boolean;
    }): Promise<ContactRequest> {
      const outcome = isUuid(input.id)
        ? await contacts.setHandled(input.id, input.handled, input.actor.id)
        : undefined;
      if (!outcome) throw new AppError('NOT_FOUND', 'There is no message with this id.');
      if (outcome.changed) {
        await audit.record({
          actor: input.actor,
          address: input.address,
          action: input.handled ? 'contact.handled' : 'contact.unhandled',
          targetType: 'contact',
          targetId: input.id,
          changes: { handled: { from: !input.handled, to: input.handled } },
        });
      }
      return toContactDto(outcome.row);
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
