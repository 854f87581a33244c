import { useQuery } from '@tanstack/react-query';
import type { Payment } from '@wayfare/contract/payments';
import { api } from '@/lib/api-client';

export function getPayments(email: string): Promise<Payment[]> {
  return api<Payment[]>(`/payments/${encodeURIComponent(email)}?limit=100`);
}

export function usePayments(email: string) {
  return useQuery({
    queryKey: ['payments', email],
    queryFn: () => getPayments(email),
    enabled: Boolean(email),
  });
}
