import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PackageBookingCounts, RemovePackageResponse } from '@wayfare/contract/packages';
import { api } from '@/lib/api-client';

export function deletePackage(id: string): Promise<RemovePackageResponse> {
  return api<RemovePackageResponse>(`/packages/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** What removing the package would touch (admins): its bookings by status. */
export function getPackageBookingCounts(id: string): Promise<PackageBookingCounts> {
  return api<PackageBookingCounts>(`/packages/${encodeURIComponent(id)}/booking-counts`);
}

export function useDeletePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePackage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['packages'] }),
  });
}
