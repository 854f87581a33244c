import type { NewsletterRepository } from './repository';

export function createNewsletterService(deps: { subscribers: NewsletterRepository }) {
  return {
    /**
     * Subscribes an address. A new address and a known one are treated alike (the answer tells
     * nobody who is subscribed).
     */
    async subscribe(email: string): Promise<void> {
      await deps.subscribers.subscribe(email);
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
