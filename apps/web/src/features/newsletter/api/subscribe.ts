import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function subscribe(email: string): Promise<{ subscribed: true }> {
  return api<{ subscribed: true }>('/newsletter', { method: 'POST', body: { email } });
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
