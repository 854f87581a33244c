import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InsertedIdResponse } from '@wayfare/contract/common';
import type { CreatePackageRequest } from '@wayfare/contract/packages';
import { api } from '@/lib/api-client';

export function addPackage(input: CreatePackageRequest): Promise<InsertedIdResponse> {
  return api<InsertedIdResponse>('/addPackages', { method: 'POST', body: input });
}

export function useAddPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['packages'] }),
  });
}
