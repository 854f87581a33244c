import { z } from 'zod';
import { emailAddress } from './common';

export const newsletterRequest = z.object({ email: emailAddress });
export type NewsletterRequest = z.infer<typeof newsletterRequest>;
export const newsletterResponse = z.object({ subscribed: z.literal(true) });
