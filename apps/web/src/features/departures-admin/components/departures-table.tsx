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
} from '@/features/departures-admin/occupancy';
import { CancelDepartureDialog } from './cancel-departure-dialog';
import { EditDepartureDialog } from './edit-departure-dialog';
import { OccupancyMeter } from './occupancy-meter';
import { countText } from '@wayfare/contract/counts';

const BADGE: Record<string, string> = {
  Open: 'badge-success',
  Closed: 'badge-warning',
  Cancelled: 'badge-error',
  Departed: 'badge-ghost',
};

/**
 * A package's departures (admin): start in the trip zone, seats total, taken and left, price and
 * status, with Edit, Close or Reopen, Cancel, the manifest and the seat holds. A refused change is
 * said beside the button that asked for it.
 */
export function DeparturesTable(props: {
  departures: readonly Departure[];
  packageTitle: string;
  packagePrice: number;
  zone: string;
  /** The manifest page of a departure. */
  manifestPath: (departure: Departure) => string;
  /** The seat holds page of a departure. */
  holdsPath: (departure: Departure) => string;
}) {
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
      void successToast(status === 'closed' ? 'Departure closed' : 'Departure reopened');
    } catch (error) {
      setRefusal({ id: departure._id, message: errorMessage(error) });
    }
  }

  const when = (departure: Departure) =>
    `${formatTripDateTime(departure.startsAt)} ${tripZoneLabel(departure.startsAt)}`;

  return (
    <>
      <DataTable
        caption={`Departures of ${props.packageTitle}`}
        testId="departures-table"
        rows={rows}
        rowKey={(departure) => departure._id}
        rowProps={(departure) => ({ 'data-departure': departure._id })}
        empty="No departures yet. Add the first one above."
        columns={[
          {
            id: 'starts',
            header: `Starts (${props.zone})`,
            key: true,
            rowHeader: true,
            className: 'font-medium sm:whitespace-nowrap',
            cell: (departure) => (
              <time dateTime={departure.startsAt}>{formatTripDateTime(departure.startsAt)}</time>
            ),
          },
          {
            id: 'seats',
            header: 'Seats',
            key: true,
            cell: (departure) => {
              const taken = takenOf(departure);
              if (departure.status === 'cancelled') {
                return <span>{countText(departure.seatsTotal, 'seat')}; bookings ended</span>;
              }
              if (taken === null) return <span>{countText(departure.seatsTotal, 'seat')}</span>;
              return <OccupancyMeter occupancy={occupancyOf(departure.seatsTotal, taken)} />;
            },
          },
          {
            id: 'price',
            header: 'Price',
            key: true,
            cell: (departure) => (
              <span className="flex flex-col">
                <span>{formatUsd(departure.price)}</span>
                <span className="text-xs text-base-content/75">
                  {departure.ownPrice ? 'this departure’s' : 'package price'}
                </span>
              </span>
            ),
          },
          {
            id: 'status',
            header: 'Status',
            key: true,
            cell: (departure) => {
              const label = statusLabel(departure, now);
              return <span className={`badge badge-sm ${BADGE[label] ?? ''}`}>{label}</span>;
            },
          },
          {
            id: 'actions',
            header: 'Actions',
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
                          aria-label={`Edit the departure of ${when(departure)}`}
                          onClick={() => setEditing(departure)}
                        >
                          Edit
                        </button>
                        <button
                          type="button"
                          className="btn btn-outline btn-sm"
                          disabled={busy}
                          aria-label={`${departure.status === 'open' ? 'Close' : 'Reopen'} the departure of ${when(departure)}`}
                          onClick={() =>
                            void setStatus(
                              departure,
                              departure.status === 'open' ? 'closed' : 'open',
                            )
                          }
                        >
                          {departure.status === 'open' ? 'Close' : 'Reopen'}
                        </button>
                        <button
                          type="button"
                          className="btn btn-error btn-outline btn-sm"
                          aria-label={`Cancel the departure of ${when(departure)}`}
                          onClick={() => setCancelling(departure)}
                        >
                          Cancel
                        </button>
                      </>
                    ) : null}
                    <Link
                      to={props.manifestPath(departure)}
                      className="btn btn-ghost btn-sm"
                      aria-label={`Manifest of the departure of ${when(departure)}`}
                    >
                      Manifest
                    </Link>
                    {departure.status !== 'cancelled' ? (
                      <Link
                        to={props.holdsPath(departure)}
                        className="btn btn-ghost btn-sm"
                        aria-label={`Seat holds of the departure of ${when(departure)}`}
                      >
                        Holds
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
