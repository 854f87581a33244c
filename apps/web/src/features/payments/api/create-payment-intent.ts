import type { CreatePaymentIntentResponse } from '@wayfare/contract/payments';
import { api } from '@/lib/api-client';

/** `POST /create-payment-intent` with the total the page shows (the server checks it). */
export function createPaymentIntent(price: number): Promise<CreatePaymentIntentResponse> {
  return api<CreatePaymentIntentResponse>('/create-payment-intent', {
    method: 'POST',
    body: { price },
  });
}
