import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeletedCountResponse } from '@wayfare/contract/common';
import { api } from '@/lib/api-client';

export function deletePackage(id: string): Promise<DeletedCountResponse> {
  return api<DeletedCountResponse>(`/packages/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeletePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['packages'] }),
  });
}
