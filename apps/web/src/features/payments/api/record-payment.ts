import type { InsertedIdResponse } from '@wayfare/contract/common';
import type { RecordPaymentRequest } from '@wayfare/contract/payments';
import { api } from '@/lib/api-client';

/** `POST /payments` (docs/product.md §7); the server trusts only the transaction id. */
export function recordPayment(input: RecordPaymentRequest): Promise<InsertedIdResponse> {
  return api<InsertedIdResponse>('/payments', { method: 'POST', body: input });
}
