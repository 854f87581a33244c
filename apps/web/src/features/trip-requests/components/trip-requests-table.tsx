import { Fragment } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ShowMore } from '@/components/ui/show-more';
import { QueryState } from '@/components/ui/query-state';
import { useTripRequests } from '@/features/trip-requests/api/get-trip-requests';
import { formatInstantDay as formatDay, formatInstant, zoneLabel } from '@/lib/trip-time';

/**
 * My Trip Destinations (docs/product.md §2): the traveller's requests, times shown in the trip's
 * time zone (where the trips happen, not where the device is), which the page names.
 */
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
          <p className="mb-3 text-sm text-base-content/70" id="trip-times-zone">
            Times are {zoneLabel(rows[0]!.timeZone, rows[0]!.startDateTime)}, where the trips
            happen.
          </p>
          {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
          <div
            className="overflow-x-auto rounded-box ring-1 ring-base-300"
            role="region"
            aria-label="My trip requests"
            tabIndex={0}
          >
            <table
              className="table table-zebra"
              data-testid="trip-requests-table"
              aria-describedby="trip-times-zone"
            >
              <thead>
                <tr>
                  <th scope="col">#</th>
                  <th scope="col">Email</th>
                  <th scope="col">Origin</th>
                  <th scope="col">Destination</th>
                  <th scope="col">Start Time/Date</th>
                  <th scope="col">End Time/Date</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((trip, index) => (
                  <Fragment key={trip._id}>
                    <tr>
                      <th scope="row">{index + 1}</th>
                      <td className="whitespace-nowrap">{trip.email}</td>
                      <td>{trip.origin}</td>
                      <td>{trip.destination}</td>
                      <td className="whitespace-nowrap">
                        <time dateTime={trip.startDateTime}>
                          {formatInstant(trip.startDateTime, trip.timeZone)}
                        </time>
                      </td>
                      <td className="whitespace-nowrap">
                        <time dateTime={trip.endDateTime}>
                          {formatInstant(trip.endDateTime, trip.timeZone)}
                        </time>
                      </td>
                      <td>
                        {trip.status === 'answered' ? (
                          <span className="badge badge-success">Answered</span>
                        ) : (
                          <span className="badge badge-ghost">Waiting for an answer</span>
                        )}
                      </td>
                    </tr>
                    {trip.answer ? (
                      <tr data-testid="trip-request-answer">
                        <td colSpan={7} className="bg-base-200/60">
                          {/* Stays in view and wraps while the table scrolls sideways on a phone. */}
                          <div className="sticky left-4 max-w-[calc(100vw-5rem)] sm:max-w-prose">
                            <p className="text-sm font-medium">
                              Wayfare’s answer
                              {trip.answeredAt ? (
                                <>
                                  {' '}
                                  of{' '}
                                  <time dateTime={trip.answeredAt}>
                                    {formatDay(trip.answeredAt)}
                                  </time>
                                </>
                              ) : null}
                              :
                            </p>
                            <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">
                              {trip.answer}
                            </p>
                          </div>
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
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
