import { useMutation } from '@tanstack/react-query';
import type { NewsletterTokenRequest } from '@wayfare/contract/mail';
import { api } from '@/lib/api-client';

/** `POST /newsletter/confirm`: the double opt-in link's address and token; subscribes it. */
export function confirmSubscription(link: NewsletterTokenRequest) {
  return api<{ subscribed: true }>('/newsletter/confirm', { method: 'POST', body: link });
}

export function useConfirmSubscription() {
  return useMutation({ mutationFn: confirmSubscription });
}

/** `POST /newsletter/unsubscribe`: a newsletter's unsubscribe link; no sign-in needed. */
export function unsubscribe(link: NewsletterTokenRequest) {
  return api<{ unsubscribed: true }>('/newsletter/unsubscribe', { method: 'POST', body: link });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
