import type { InsertedIdResponse } from '@wayfare/contract/common';
import type { CreateUserRequest } from '@wayfare/contract/users';
import { api } from '@/lib/api-client';

/** `POST /users` after registration or social sign-in (docs/product.md §7). */
export function createUser(input: CreateUserRequest): Promise<InsertedIdResponse> {
  return api<InsertedIdResponse>('/users', { method: 'POST', body: input });
}
