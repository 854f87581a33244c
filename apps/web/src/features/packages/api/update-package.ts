import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ModifiedCountResponse } from '@wayfare/contract/common';
import type { UpdatePackageRequest } from '@wayfare/contract/packages';
import { api } from '@/lib/api-client';

export function updatePackage({
  id,
  patch,
}: {
  id: string;
  patch: UpdatePackageRequest;
}): Promise<ModifiedCountResponse> {
  return api<ModifiedCountResponse>(`/updatePackage/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: patch,
  });
}

export function useUpdatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['packages'] }),
  });
}
