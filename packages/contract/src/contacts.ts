import { z } from 'zod';
import { emailAddress } from './common';
import { CONTACT_MESSAGE_MAX, CONTACT_NAME_MAX } from './constants';

/**
 * `POST /contacts` (docs/product.md §7). The message must not be empty. Name and e-mail may be left
 * out: the server then uses the signed-in caller's; an e-mail given must be the caller's own
 * (an admin may give any), so nobody can write in someone else's name.
 */
export const createContactRequest = z.object({
  name: z.string().trim().max(CONTACT_NAME_MAX).default(''),
  email: z.union([z.literal(''), emailAddress]).optional(),
  message: z
    .string({ error: 'write a message before sending' })
    .trim()
    .min(1, 'write a message before sending')
    .max(CONTACT_MESSAGE_MAX, `use at most ${CONTACT_MESSAGE_MAX} characters`),
});
export type CreateContactRequest = z.input<typeof createContactRequest>;

/** A contact request as User Requests shows it (docs/product.md §3). */
export const contactRequest = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  /** When it was received. */
  createdAt: z.string(),
  /** Ours: when an admin marked it handled (null while it is not), and that admin's e-mail. */
  handledAt: z.string().nullable().optional(),
  handledBy: z.string().nullable().optional(),
});
export type ContactRequest = z.infer<typeof contactRequest>;

export const contactRequestList = z.array(contactRequest);

/** `PATCH /contacts/:id` (admin, ours): mark a message handled, or not handled again. */
export const updateContactRequest = z.object({ handled: z.boolean() });
export type UpdateContactRequest = z.infer<typeof updateContactRequest>;
