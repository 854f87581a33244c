import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InsertedIdResponse } from '@wayfare/contract/common';
import type { CreateContactRequest } from '@wayfare/contract/contacts';
import { api } from '@/lib/api-client';

/** `POST /contacts` (docs/product.md §7): reads insertedId. */
export function createContact(input: CreateContactRequest): Promise<InsertedIdResponse> {
  return api<InsertedIdResponse>('/contacts', { method: 'POST', body: input });
}

export function useCreateContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['contacts'] }),
  });
}
