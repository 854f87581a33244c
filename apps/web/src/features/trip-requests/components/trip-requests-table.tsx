import { Fragment } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ShowMore } from '@/components/ui/show-more';
import { QueryState } from '@/components/ui/query-state';
import { useTripRequests } from '@/features/trip-requests/api/get-trip-requests';
import { useT } from '@/lib/i18n/catalog';
import { localDigits } from '@/lib/i18n/digits';
import { RichText } from '@/lib/i18n/rich-text';
import { formatInstantDay as formatDay, formatInstant, zoneLabel } from '@/lib/trip-time';
import { tripRequestsMessages } from '../messages';
import { placeName } from '../place-names';

/**
 * My Trip Destinations (docs/product.md §2): the traveller's requests, times shown in the trip's
 * time zone (where the trips happen, not where the device is), which the page names.
 */
export function TripRequestsTable({ email }: { email: string }) {
  const t = useT(tripRequestsMessages);
  const query = useTripRequests(email);
  const rows = query.data?.pages.flat() ?? [];
  return (
    <QueryState
      isPending={query.isPending}
      error={query.error}
      onRetry={() => void query.refetch()}
    >
      {rows.length === 0 ? (
        <EmptyState>{t('tripRequests.table.empty')}</EmptyState>
      ) : (
        <>
          <p className="mb-3 text-sm text-base-content/70" id="trip-times-zone">
            {t('tripRequests.table.zone', {
              zone: zoneLabel(rows[0]!.timeZone, rows[0]!.startDateTime, t.numbers),
            })}
          </p>
          {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
          <div
            className="overflow-x-auto rounded-box ring-1 ring-base-300"
            role="region"
            aria-label={t('tripRequests.table.region')}
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
                  <th scope="col">{t('tripRequests.table.email')}</th>
                  <th scope="col">{t('tripRequests.table.origin')}</th>
                  <th scope="col">{t('tripRequests.table.destination')}</th>
                  <th scope="col">{t('tripRequests.table.start')}</th>
                  <th scope="col">{t('tripRequests.table.end')}</th>
                  <th scope="col">{t('tripRequests.table.status')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((trip, index) => (
                  <Fragment key={trip._id}>
                    <tr>
                      <th scope="row">{localDigits(String(index + 1), t.numbers)}</th>
                      <td className="whitespace-nowrap">{trip.email}</td>
                      <td>{placeName(trip.origin, t.locale)}</td>
                      <td>{placeName(trip.destination, t.locale)}</td>
                      <td className="whitespace-nowrap">
                        <time dateTime={trip.startDateTime}>
                          {formatInstant(trip.startDateTime, trip.timeZone, t.numbers)}
                        </time>
                      </td>
                      <td className="whitespace-nowrap">
                        <time dateTime={trip.endDateTime}>
                          {formatInstant(trip.endDateTime, trip.timeZone, t.numbers)}
                        </time>
                      </td>
                      <td>
                        {trip.status === 'answered' ? (
                          <span className="badge badge-success">
                            {t('tripRequests.status.answered')}
                          </span>
                        ) : (
                          <span className="badge badge-ghost">
                            {t('tripRequests.status.waitingForAnswer')}
                          </span>
                        )}
                      </td>
                    </tr>
                    {trip.answer ? (
                      <tr data-testid="trip-request-answer">
                        <td colSpan={7} className="bg-base-200/60">
                          {/* Stays in view and wraps while the table scrolls sideways on a phone. */}
                          <div className="sticky left-4 max-w-[calc(100vw-5rem)] sm:max-w-prose">
                            <p className="text-sm font-medium">
                              {trip.answeredAt ? (
                                <RichText
                                  t={t}
                                  id="tripRequests.table.answerOf"
                                  values={{ date: formatDay(trip.answeredAt, t.numbers) }}
                                  components={{ 0: <time dateTime={trip.answeredAt} /> }}
                                />
                              ) : (
                                t('tripRequests.table.answer')
                              )}
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
