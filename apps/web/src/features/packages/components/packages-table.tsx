import { EmptyState } from '@/components/ui/empty-state';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import type { PackageBookingCounts, TravelPackage } from '@wayfare/contract/packages';
import { dialog, errorMessage, errorToastTopEnd, successToast } from '@/lib/alerts';
import { formatUsd } from '@/lib/format';
import { getPackageBookingCounts, useDeletePackage } from '@/features/packages/api/delete-package';
import { usePackages } from '@/features/packages/api/get-packages';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** All Packages (admin, docs/product.md §2): #, Package Name, Duration, Price, Edit and Remove. */
export function PackagesTable() {
  const packages = usePackages({ limit: 100 });
  const remove = useDeletePackage();

  /**
   * Asks first, naming the package and what removing it does: a package nobody booked is
   * deleted; one with bookings is archived (kept for its bookings and payments).
   */
  async function onRemove(pkg: TravelPackage) {
    let counts: PackageBookingCounts;
    try {
      counts = await getPackageBookingCounts(pkg._id);
    } catch (error) {
      void errorToastTopEnd(errorMessage(error));
      return;
    }
    const booked = counts.unpaid + counts.paid + counts.refunded;
    const answer = await dialog.fire({
      icon: 'warning',
      title: `Remove “${pkg.title}”?`,
      text: booked
        ? `It has ${plural(booked, 'booking')} (${counts.unpaid} unpaid, ${counts.paid} paid, ${counts.refunded} refunded). It will leave the catalogue and take no new bookings, and is kept for those bookings and their payments; its unpaid bookings can no longer be paid.`
        : 'Nobody has booked it: it will be deleted.',
      showCancelButton: true,
      confirmButtonText: booked ? 'Archive package' : 'Remove package',
      focusCancel: true,
    });
    if (!answer.isConfirmed) return;
    try {
      await remove.mutateAsync(pkg._id);
      void successToast('Package removed successfully');
    } catch (error) {
      void errorToastTopEnd(errorMessage(error));
    }
  }

  return (
    <QueryState
      isPending={packages.isPending}
      error={packages.error}
      onRetry={() => void packages.refetch()}
    >
      {packages.data?.packages.length ? (
        <div className="overflow-x-auto rounded-box bg-base-100 ring-1 ring-base-300">
          <table className="table">
            <thead>
              <tr>
                <th>#</th>
                <th>Package Name</th>
                <th>Duration</th>
                <th>Price</th>
                <th>Actions</th>
              </tr>
            </thead>
            <tbody>
              {packages.data.packages.map((pkg, index) => (
                <tr key={pkg._id}>
                  <td>{index + 1}</td>
                  <td className="font-medium">{pkg.title}</td>
                  <td>{pkg.duration}</td>
                  <td>{formatUsd(pkg.price)}</td>
                  <td className="flex flex-wrap gap-2">
                    <Link
                      to={`/dashboard/updatePackage/${pkg._id}`}
                      className="btn btn-outline btn-sm"
                      aria-label={`Edit ${pkg.title}`}
                    >
                      Edit
                    </Link>
                    <button
                      type="button"
                      className="btn btn-error btn-outline btn-sm"
                      disabled={remove.isPending}
                      onClick={() => void onRemove(pkg)}
                      aria-label={`Remove ${pkg.title}`}
                    >
                      Remove
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <EmptyState>No users found.</EmptyState>
      )}
    </QueryState>
  );
}
