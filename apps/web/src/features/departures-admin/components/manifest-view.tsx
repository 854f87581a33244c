import type { Manifest } from '@wayfare/contract/departures';
import { useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { errorMessage } from '@/lib/alerts';
import { formatUsd } from '@/lib/format';
import { formatTripDateTime, formatTripDateTimeZoned, tripZoneLabel } from '@/lib/trip-time';
import { downloadManifestCsv } from '@/features/departures-admin/api/download-manifest-csv';
import { occupancyOf, seatsTaken } from '@/features/departures-admin/occupancy';
import { OccupancyMeter } from './occupancy-meter';
import { countText } from '@wayfare/contract/counts';

type Entry = Manifest['entries'][number];

const STATUS_BADGE: Record<string, string> = { paid: 'badge-success', unpaid: 'badge-warning' };

/** Whether the booking is paid, in words: `Paid, $1,200` or `Not paid: seats held until …`. */
function payment(entry: Entry): string {
  if (entry.status === 'paid') return `Paid, ${formatUsd(entry.price)}`;
  const owed = `Not paid, ${formatUsd(entry.price)} due`;
  return entry.holdExpiresAt
    ? `${owed}; seats held until ${formatTripDateTimeZoned(entry.holdExpiresAt)}`
    : owed;
}

/**
 * Who travels on a departure (admin): each booking's lead traveller and contact, how many travel
 * and their names, the booking's status and whether it is paid; the same as a CSV file.
 */
export function ManifestView({ manifest }: { manifest: Manifest }) {
  const { departure, entries } = manifest;
  const [download, setDownload] = useState<
    | { state: 'idle' }
    | { state: 'busy' }
    | { state: 'done'; name: string }
    | { state: 'failed'; message: string }
  >({ state: 'idle' });
  const taken = seatsTaken(departure, manifest) ?? manifest.seatsSold + manifest.seatsHeld;
  const travellers = entries.reduce((sum, e) => sum + e.travellers, 0);

  async function onDownload() {
    setDownload({ state: 'busy' });
    try {
      const name = await downloadManifestCsv(departure._id);
      setDownload({ state: 'done', name });
    } catch (error) {
      setDownload({ state: 'failed', message: errorMessage(error) });
    }
  }

  return (
    <>
      <dl className="mb-6 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm font-semibold">Starts ({tripZoneLabel(departure.startsAt)})</dt>
          <dd>
            <time dateTime={departure.startsAt}>{formatTripDateTime(departure.startsAt)}</time>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold">Seats</dt>
          <dd>
            {departure.status === 'cancelled' ? (
              'Cancelled: its bookings ended'
            ) : (
              <OccupancyMeter occupancy={occupancyOf(departure.seatsTotal, taken)} />
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold">Travellers</dt>
          <dd data-testid="manifest-counts">
            {travellers} on {countText(entries.length, 'booking')}: {manifest.seatsSold} paid,{' '}
            {manifest.seatsHeld} held unpaid
          </dd>
        </div>
      </dl>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-primary btn-sm"
          disabled={download.state === 'busy'}
          onClick={() => void onDownload()}
        >
          {download.state === 'busy' ? 'Preparing CSV…' : 'Download CSV'}
        </button>
        <p aria-live="polite" className="text-sm">
          {download.state === 'done' ? `Saved ${download.name}` : null}
        </p>
        {download.state === 'failed' ? (
          <p role="alert" className="text-sm text-error">
            {download.message}
          </p>
        ) : null}
      </div>
      <DataTable
        caption={`Manifest of ${manifest.packageTitle}, ${formatTripDateTimeZoned(departure.startsAt)}`}
        testId="manifest-table"
        rows={entries}
        rowKey={(entry) => entry.bookingId}
        rowProps={(entry) => ({ 'data-email': entry.email })}
        empty="Nobody travels on this departure yet."
        columns={[
          {
            id: 'lead',
            header: 'Lead traveller',
            key: true,
            rowHeader: true,
            className: 'font-medium',
            cell: (entry) => entry.name,
          },
          {
            id: 'contact',
            header: 'Contact',
            key: true,
            cell: (entry) => (
              <a className="link" href={`mailto:${entry.email}`}>
                {entry.email}
              </a>
            ),
          },
          {
            id: 'travellers',
            header: 'Travellers',
            key: true,
            stackOnPhone: true,
            cell: (entry) => {
              const missing = entry.travellers - 1 - entry.travellerNames.length;
              return (
                <div className="flex flex-col gap-1">
                  <span>{entry.travellers}</span>
                  {entry.travellerNames.length > 0 ? (
                    <span className="text-sm">With {entry.travellerNames.join(', ')}</span>
                  ) : null}
                  {missing > 0 ? (
                    <span className="text-sm text-base-content/75">
                      {countText(missing, 'name')} not given
                    </span>
                  ) : null}
                </div>
              );
            },
          },
          {
            id: 'status',
            header: 'Booking',
            key: true,
            cell: (entry) => (
              <span className={`badge badge-sm ${STATUS_BADGE[entry.status] ?? 'badge-ghost'}`}>
                {entry.status}
              </span>
            ),
          },
          {
            id: 'paid',
            header: 'Payment',
            key: true,
            cell: (entry) => payment(entry),
          },
          {
            id: 'booked',
            header: `Booked (${tripZoneLabel(departure.startsAt)})`,
            key: true,
            className: 'sm:whitespace-nowrap',
            cell: (entry) => (
              <time dateTime={entry.bookedAt}>{formatTripDateTime(entry.bookedAt)}</time>
            ),
          },
        ]}
      />
    </>
  );
}
