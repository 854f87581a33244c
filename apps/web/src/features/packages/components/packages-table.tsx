import { EmptyState } from '@/components/ui/empty-state';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui/query-state';
import { errorMessage, errorToastTopEnd, successToast } from '@/lib/alerts';
import { formatUsd } from '@/lib/format';
import { useDeletePackage } from '@/features/packages/api/delete-package';
import { usePackages } from '@/features/packages/api/get-packages';

/** All Packages (admin, docs/product.md §2): #, Package Name, Duration, Price, Edit and Remove. */
export function PackagesTable() {
  const packages = usePackages({ limit: 100 });
  const remove = useDeletePackage();

  async function onRemove(id: string) {
    try {
      await remove.mutateAsync(id);
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
                      onClick={() => void onRemove(pkg._id)}
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
