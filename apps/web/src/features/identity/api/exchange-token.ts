import type { TokenResponse } from '@wayfare/contract/identity';
import { api } from '@/lib/api-client';

/** `POST /jwt`: the identity session cookie proves who asks; the answer is the API token. */
export function exchangeToken(email: string): Promise<TokenResponse> {
  return api<TokenResponse>('/jwt', {
    method: 'POST',
    body: { email },
    skipUnauthorizedHandler: true,
  });
}
