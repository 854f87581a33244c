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
  createdAt: z.string(),
});
export type ContactRequest = z.infer<typeof contactRequest>;

export const contactRequestList = z.array(contactRequest);
