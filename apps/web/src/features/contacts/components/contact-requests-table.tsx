import { EmptyState } from '@/components/ui/empty-state';
import { ShowMore } from '@/components/ui/show-more';
import { QueryState } from '@/components/ui/query-state';
import { useContacts } from '@/features/contacts/api/get-contacts';

/** User Requests (docs/product.md §2, admin): every contact message, newest first. */
export function ContactRequestsTable() {
  const query = useContacts();
  const rows = query.data?.pages.flat() ?? [];
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {rows.length === 0 ? (
        <EmptyState>No request found.</EmptyState>
      ) : (
        <>
          <div className="overflow-x-auto rounded-box ring-1 ring-base-300">
            <table className="table table-zebra" data-testid="contact-requests-table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Name</th>
                  <th scope="col">Email</th>
                  <th scope="col">Message</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((request, index) => (
                  <tr key={request._id} className="align-top">
                    <th scope="row">{index + 1}</th>
                    <td className="min-w-32">{request.name}</td>
                    <td className="whitespace-nowrap">{request.email}</td>
                    <td className="min-w-64 whitespace-pre-line break-words">{request.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ShowMore
            hasMore={Boolean(query.hasNextPage)}
            loading={query.isFetchingNextPage}
            onMore={() => void query.fetchNextPage()}
          />
        </>
      )}
    </QueryState>
  );
}
