import type { Manifest } from '@wayfare/contract/departures';
import { useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { errorMessage } from '@/lib/alerts';
import { formatUsd } from '@/lib/format';
import { formatTripDateTime, formatTripDateTimeZoned, tripZoneLabel } from '@/lib/trip-time';
import { downloadManifestCsv } from '@/features/departures-admin/api/download-manifest-csv';
import { occupancyOf, seatsTaken } from '@/features/departures-admin/occupancy';
import { OccupancyMeter } from './occupancy-meter';
import { useT } from '@/lib/i18n/catalog';
import { bookedTitle } from '@/lib/i18n/package-text';
import { RichText } from '@/lib/i18n/rich-text';
import {
  departuresMessages,
  digitsOf,
  type DeparturesT,
} from '@/features/departures-admin/messages';

type Entry = Manifest['entries'][number];

const STATUS_BADGE: Record<string, string> = { paid: 'badge-success', unpaid: 'badge-warning' };

/** Whether the booking is paid, in words: `Paid, $1,200` or `Not paid: seats held until …`. */
function payment(entry: Entry, t: DeparturesT): string {
  const amount = formatUsd(entry.price, t.numbers);
  if (entry.status === 'paid') return t('departures.manifest.paid', { amount });
  return entry.holdExpiresAt
    ? t('departures.manifest.notPaidHeld', {
        amount,
        until: formatTripDateTimeZoned(entry.holdExpiresAt, t.numbers),
      })
    : t('departures.manifest.notPaid', { amount });
}

/**
 * Who travels on a departure (admin): each booking's lead traveller and contact, how many travel
 * and their names, the booking's status and whether it is paid; the same as a CSV file.
 */
export function ManifestView({ manifest }: { manifest: Manifest }) {
  const t = useT(departuresMessages);
  const n = (value: number) => digitsOf(value, t.numbers);
  const { departure, entries } = manifest;
  const zone = tripZoneLabel(departure.startsAt, t.numbers);
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
      setDownload({ state: 'failed', message: errorMessage(error, t.locale) });
    }
  }

  return (
    <>
      <dl className="mb-6 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm font-semibold">{t('departures.startsIn', { zone })}</dt>
          <dd>
            <time dateTime={departure.startsAt}>
              {formatTripDateTime(departure.startsAt, t.numbers)}
            </time>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold">{t('departures.seats')}</dt>
          <dd>
            {departure.status === 'cancelled' ? (
              t('departures.cancelledEnded')
            ) : (
              <OccupancyMeter occupancy={occupancyOf(departure.seatsTotal, taken)} />
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold">{t('departures.manifest.travellers')}</dt>
          <dd data-testid="manifest-counts">
            {t('departures.manifest.counts', {
              travellers: n(travellers),
              bookings: entries.length,
              sold: n(manifest.seatsSold),
              held: n(manifest.seatsHeld),
            })}
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
          {download.state === 'busy'
            ? t('departures.manifest.preparing')
            : t('departures.manifest.download')}
        </button>
        <p aria-live="polite" className="text-sm">
          {download.state === 'done'
            ? t('departures.manifest.saved', { name: download.name })
            : null}
        </p>
        {download.state === 'failed' ? (
          <p role="alert" className="text-sm text-error">
            {download.message}
          </p>
        ) : null}
      </div>
      <DataTable
        caption={
          <RichText
            t={t}
            id="departures.manifest.caption"
            values={{
              title: bookedTitle(manifest, t.locale).text,
              when: formatTripDateTimeZoned(departure.startsAt, t.numbers),
            }}
            components={{ 0: <span lang={bookedTitle(manifest, t.locale).lang} /> }}
          />
        }
        testId="manifest-table"
        rows={entries}
        rowKey={(entry) => entry.bookingId}
        rowProps={(entry) => ({ 'data-email': entry.email })}
        empty={t('departures.manifest.empty')}
        columns={[
          {
            id: 'lead',
            header: t('departures.manifest.lead'),
            key: true,
            rowHeader: true,
            className: 'font-medium',
            cell: (entry) => entry.name,
          },
          {
            id: 'contact',
            header: t('departures.manifest.contact'),
            key: true,
            cell: (entry) => (
              <a className="link" href={`mailto:${entry.email}`}>
                {entry.email}
              </a>
            ),
          },
          {
            id: 'travellers',
            header: t('departures.manifest.travellers'),
            key: true,
            stackOnPhone: true,
            cell: (entry) => {
              const missing = entry.travellers - 1 - entry.travellerNames.length;
              return (
                <div className="flex flex-col gap-1">
                  <span>{n(entry.travellers)}</span>
                  {entry.travellerNames.length > 0 ? (
                    <span className="text-sm">
                      {t('departures.manifest.with', { names: entry.travellerNames.join(', ') })}
                    </span>
                  ) : null}
                  {missing > 0 ? (
                    <span className="text-sm text-base-content/75">
                      {t('departures.manifest.namesMissing', { count: missing })}
                    </span>
                  ) : null}
                </div>
              );
            },
          },
          {
            id: 'status',
            header: t('departures.manifest.booking'),
            key: true,
            cell: (entry) => (
              <span className={`badge badge-sm ${STATUS_BADGE[entry.status] ?? 'badge-ghost'}`}>
                {t('departures.manifest.status', { status: entry.status })}
              </span>
            ),
          },
          {
            id: 'paid',
            header: t('departures.manifest.payment'),
            key: true,
            cell: (entry) => payment(entry, t),
          },
          {
            id: 'booked',
            header: t('departures.manifest.booked', { zone }),
            key: true,
            className: 'sm:whitespace-nowrap',
            cell: (entry) => (
              <time dateTime={entry.bookedAt}>{formatTripDateTime(entry.bookedAt, t.numbers)}</time>
            ),
          },
        ]}
      />
    </>
  );
}
