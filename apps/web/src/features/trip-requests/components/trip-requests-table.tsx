import { EmptyState } from '../../../components/ui/empty-state';
import { ShowMore } from '../../../components/ui/show-more';
import { QueryState } from '../../../components/ui/query-state';
import { useTripRequests } from '../api/get-trip-requests';
import { formatInstant } from '../datetime';

/** My Trip Destinations (spec section 2): the traveller's requests, times in their own zone. */
export function TripRequestsTable({ email }: { email: string }) {
  const query = useTripRequests(email);
  const rows = query.data?.pages.flat() ?? [];
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {rows.length === 0 ? (
        <EmptyState>No destinations found.</EmptyState>
      ) : (
        <>
          <div className="overflow-x-auto rounded-box ring-1 ring-base-300">
            <table className="table table-zebra" data-testid="trip-requests-table">
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Email</th>
                  <th scope="col">Origin</th>
                  <th scope="col">Destination</th>
                  <th scope="col">Start Time/Date</th>
                  <th scope="col">End Time/Date</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((trip, index) => (
                  <tr key={trip._id}>
                    <th scope="row">{index + 1}</th>
                    <td className="whitespace-nowrap">{trip.email}</td>
                    <td>{trip.origin}</td>
                    <td>{trip.destination}</td>
                    <td className="whitespace-nowrap">
                      <time dateTime={trip.startDateTime}>{formatInstant(trip.startDateTime)}</time>
                    </td>
                    <td className="whitespace-nowrap">
                      <time dateTime={trip.endDateTime}>{formatInstant(trip.endDateTime)}</time>
                    </td>
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
