import { useQuery } from '@tanstack/react-query';
import type { PaymentConfigResponse } from '@wayfare/contract/payments';
import { api } from '@/lib/api-client';

export function usePaymentConfig() {
  return useQuery({
    queryKey: ['payment-config'],
    queryFn: () => api<PaymentConfigResponse>('/payment-config'),
    staleTime: Infinity,
  });
}
