import { AppError } from '#lib/errors';
import { mayAskAbout } from '#lib/policies';
import type { Actor } from '#lib/actor';
import type { ContactRequest } from '@wayfare/contract/contacts';
import { toContactDto, type ContactsRepository } from './repository';

export function createContactsService(deps: { contacts: ContactsRepository }) {
  const { contacts } = deps;
  return {
    /**
     * `POST /contacts`: a blank name or e-mail means the caller's own. Another e-mail is refused
     * (an admin excepted), so nobody can send a message in someone else's name.
     */
    async sendMessage(input: {
      actor: Actor;
      name: string;
      email?: string;
      message: string;
    }): Promise<string> {
      const { actor } = input;
      const email = input.email || actor.email;
      if (!mayAskAbout(actor, email)) {
        throw new AppError('FORBIDDEN', 'Send messages from the e-mail address of your account.');
      }
      return contacts.create({
        userId: actor.id,
        name: input.name || actor.name,
        email,
        message: input.message,
      });
    },

    /** User Requests (admins): the messages, newest first. */
    async listMessages(page: { limit: number; offset: number }): Promise<ContactRequest[]> {
      return (await contacts.list(page)).map(toContactDto);
    },
  };
}

export type ContactsService = ReturnType<typeof createContactsService>;
