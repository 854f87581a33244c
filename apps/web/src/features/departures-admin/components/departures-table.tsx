import type { Departure } from '@wayfare/contract/departures';
import { useState } from 'react';
import { Link } from '@/lib/i18n/router';
import { DataTable } from '@/components/ui/data-table';
import { errorMessage, successToast } from '@/lib/alerts';
import { formatUsd } from '@/lib/format';
import { formatTripDateTime, tripZoneLabel } from '@/lib/trip-time';
import { useUpdateDeparture } from '@/features/departures-admin/api/update-departure';
import {
  hasStarted,
  occupancyOf,
  orderForAdmin,
  seatsTaken,
  statusLabel,
  statusOf,
} from '@/features/departures-admin/occupancy';
import { CancelDepartureDialog } from './cancel-departure-dialog';
import { EditDepartureDialog } from './edit-departure-dialog';
import { OccupancyMeter } from './occupancy-meter';
import { useT } from '@/lib/i18n/catalog';
import type { PackageText } from '@/lib/i18n/package-text';
import { RichText } from '@/lib/i18n/rich-text';
import { departuresMessages } from '@/features/departures-admin/messages';

const BADGE: Record<ReturnType<typeof statusOf>, string> = {
  open: 'badge-success',
  closed: 'badge-warning',
  cancelled: 'badge-error',
  departed: 'badge-ghost',
};

/**
 * A package's departures (admin): start in the trip zone, seats total, taken and left, price and
 * status, with Edit, Close or Reopen, Cancel, the manifest and the seat holds. A refused change is
 * said beside the button that asked for it.
 */
export function DeparturesTable(props: {
  departures: readonly Departure[];
  /** The package's title as the page shows it (`packageText`). */
  packageTitle: PackageText;
  packagePrice: number;
  zone: string;
  /** The manifest page of a departure. */
  manifestPath: (departure: Departure) => string;
  /** The seat holds page of a departure. */
  holdsPath: (departure: Departure) => string;
}) {
  const t = useT(departuresMessages);
  const [now] = useState(() => Date.now());
  const rows = orderForAdmin(props.departures, now);
  const update = useUpdateDeparture();
  const [editing, setEditing] = useState<Departure | null>(null);
  const [cancelling, setCancelling] = useState<Departure | null>(null);
  const [refusal, setRefusal] = useState<{ id: string; message: string } | null>(null);

  // The admins' list says each departure's seats taken, a closed one's too.
  const takenOf = (departure: Departure) => seatsTaken(departure);

  async function setStatus(departure: Departure, status: 'open' | 'closed') {
    setRefusal(null);
    try {
      await update.mutateAsync({ id: departure._id, patch: { status } });
      void successToast(
        t(status === 'closed' ? 'departures.table.closedToast' : 'departures.table.reopenedToast'),
      );
    } catch (error) {
      setRefusal({ id: departure._id, message: errorMessage(error, t.locale) });
    }
  }

  const when = (departure: Departure) =>
    `${formatTripDateTime(departure.startsAt, t.numbers)} ${tripZoneLabel(departure.startsAt, t.numbers)}`;

  return (
    <>
      <DataTable
        caption={
          <RichText
            t={t}
            id="departures.table.caption"
            values={{ title: props.packageTitle.text }}
            components={{ 0: <span lang={props.packageTitle.lang} /> }}
          />
        }
        testId="departures-table"
        rows={rows}
        rowKey={(departure) => departure._id}
        rowProps={(departure) => ({ 'data-departure': departure._id })}
        empty={t('departures.table.empty')}
        columns={[
          {
            id: 'starts',
            header: t('departures.startsIn', { zone: props.zone }),
            key: true,
            rowHeader: true,
            className: 'font-medium sm:whitespace-nowrap',
            cell: (departure) => (
              <time dateTime={departure.startsAt}>
                {formatTripDateTime(departure.startsAt, t.numbers)}
              </time>
            ),
          },
          {
            id: 'seats',
            header: t('departures.seats'),
            key: true,
            cell: (departure) => {
              const taken = takenOf(departure);
              if (departure.status === 'cancelled') {
                return (
                  <span>
                    {t('departures.table.cancelledSeats', { count: departure.seatsTotal })}
                  </span>
                );
              }
              if (taken === null)
                return <span>{t('departures.seatCount', { count: departure.seatsTotal })}</span>;
              return <OccupancyMeter occupancy={occupancyOf(departure.seatsTotal, taken)} />;
            },
          },
          {
            id: 'price',
            header: t('departures.table.price'),
            key: true,
            cell: (departure) => (
              <span className="flex flex-col">
                <span>{formatUsd(departure.price, t.numbers)}</span>
                <span className="text-xs text-base-content/75">
                  {departure.ownPrice
                    ? t('departures.table.ownPrice')
                    : t('departures.table.packagePrice')}
                </span>
              </span>
            ),
          },
          {
            id: 'status',
            header: t('departures.table.status'),
            key: true,
            cell: (departure) => {
              return (
                <span className={`badge badge-sm ${BADGE[statusOf(departure, now)]}`}>
                  {statusLabel(departure, now, t)}
                </span>
              );
            },
          },
          {
            id: 'actions',
            header: t('departures.actions'),
            hideHeader: true,
            key: true,
            cell: (departure) => {
              const live = departure.status !== 'cancelled' && !hasStarted(departure, now);
              const busy = update.isPending && update.variables?.id === departure._id;
              return (
                <div className="flex flex-col items-end gap-2 sm:items-start">
                  <div className="flex flex-wrap justify-end gap-2 sm:justify-start">
                    {live ? (
                      <>
                        <button
                          type="button"
                          className="btn btn-outline btn-sm"
                          aria-label={t('departures.table.editLabel', { when: when(departure) })}
                          onClick={() => setEditing(departure)}
                        >
                          {t('departures.table.edit')}
                        </button>
                        <button
                          type="button"
                          className="btn btn-outline btn-sm"
                          disabled={busy}
                          aria-label={t(
                            departure.status === 'open'
                              ? 'departures.table.closeLabel'
                              : 'departures.table.reopenLabel',
                            { when: when(departure) },
                          )}
                          onClick={() =>
                            void setStatus(
                              departure,
                              departure.status === 'open' ? 'closed' : 'open',
                            )
                          }
                        >
                          {t(
                            departure.status === 'open'
                              ? 'departures.table.close'
                              : 'departures.table.reopen',
                          )}
                        </button>
                        <button
                          type="button"
                          className="btn btn-error btn-outline btn-sm"
                          aria-label={t('departures.table.cancelLabel', { when: when(departure) })}
                          onClick={() => setCancelling(departure)}
                        >
                          {t('departures.table.cancel')}
                        </button>
                      </>
                    ) : null}
                    <Link
                      to={props.manifestPath(departure)}
                      className="btn btn-ghost btn-sm"
                      aria-label={t('departures.manifestOf', { when: when(departure) })}
                    >
                      {t('departures.manifest')}
                    </Link>
                    {departure.status !== 'cancelled' ? (
                      <Link
                        to={props.holdsPath(departure)}
                        className="btn btn-ghost btn-sm"
                        aria-label={t('departures.table.holdsLabel', { when: when(departure) })}
                      >
                        {t('departures.table.holds')}
                      </Link>
                    ) : null}
                  </div>
                  {refusal?.id === departure._id ? (
                    <p role="alert" className="max-w-72 text-sm text-error">
                      {refusal.message}
                    </p>
                  ) : null}
                </div>
              );
            },
          },
        ]}
      />
      {editing ? (
        <EditDepartureDialog
          departure={editing}
          packagePrice={props.packagePrice}
          zone={props.zone}
          taken={takenOf(editing)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {cancelling ? (
        <CancelDepartureDialog departure={cancelling} onClose={() => setCancelling(null)} />
      ) : null}
    </>
  );
}
