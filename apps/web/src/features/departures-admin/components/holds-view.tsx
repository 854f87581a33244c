import type { DepartureHolds, SeatHold } from '@wayfare/contract/seat-holds';
import { useRef, useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { dialog, errorMessage, successToast } from '@/lib/alerts';
import { formatTripDateTime, formatTripDateTimeZoned, tripZoneLabel } from '@/lib/trip-time';
import { useReleaseHold } from '@/features/departures-admin/api/release-hold';
import { occupancyOf } from '@/features/departures-admin/occupancy';
import { OccupancyMeter } from './occupancy-meter';
import { countText } from '@wayfare/contract/counts';

const seatsText = (n: number) => countText(n, 'seat');

/**
 * The seats unpaid bookings hold on a departure (admin): who, how many, since and until when, in
 * the trip's zone; Release ends a hold now, after a confirmation, and tells the traveller by
 * e-mail. What happened is said in the line above the table, which takes the focus once the
 * dialog closes (the released row, and its button, are gone).
 */
export function HoldsView({ holds }: { holds: DepartureHolds }) {
  const { departure } = holds;
  const zone = tripZoneLabel(departure.startsAt);
  const release = useReleaseHold();
  const status = useRef<HTMLParagraphElement>(null);
  const [said, setSaid] = useState<{ tone: 'done' | 'refused'; text: string } | null>(null);

  function tell(tone: 'done' | 'refused', text: string) {
    setSaid({ tone, text });
    // After React has drawn the line (and taken the released row away).
    requestAnimationFrame(() => status.current?.focus());
  }

  async function onRelease(hold: SeatHold, opener: HTMLElement) {
    if (release.isPending) return;
    const answer = await dialog.fire({
      icon: 'warning',
      title: 'Release this seat hold?',
      text: `${hold.name}’s unpaid booking of ${seatsText(hold.travellers)} ends now and its seats go back on sale. ${hold.email} is told by e-mail and can book again while seats are left.`,
      showCancelButton: true,
      confirmButtonText: 'Release hold',
      cancelButtonText: 'Keep hold',
      focusCancel: true,
      returnFocus: false,
    });
    if (!answer.isConfirmed) {
      opener.focus();
      return;
    }
    try {
      const released = await release.mutateAsync({
        departureId: departure._id,
        bookingId: hold.bookingId,
      });
      void successToast('Seat hold released');
      tell(
        'done',
        `Released the hold of ${hold.name}: ${seatsText(released.seatsReleased)} back on sale, ${released.seatsLeft} left.`,
      );
    } catch (error) {
      tell('refused', `The hold of ${hold.name} was not released: ${errorMessage(error)}`);
    }
  }

  return (
    <>
      <dl className="mb-6 grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-sm font-semibold">Starts ({zone})</dt>
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
              <OccupancyMeter occupancy={occupancyOf(departure.seatsTotal, departure.seatsTaken)} />
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold">Held unpaid</dt>
          <dd data-testid="holds-counts">
            {seatsText(holds.seatsHeld)} on {countText(holds.holds.length, 'booking')}
          </dd>
        </div>
      </dl>
      <p
        ref={status}
        tabIndex={-1}
        role="status"
        className={
          said ? `mb-4 text-sm outline-offset-2 ${said.tone === 'refused' ? 'text-error' : ''}` : ''
        }
        data-testid="holds-status"
      >
        {said?.text}
      </p>
      <DataTable
        caption={`Seat holds on ${holds.packageTitle}, ${formatTripDateTimeZoned(departure.startsAt)}`}
        testId="holds-table"
        rows={holds.holds}
        rowKey={(hold) => hold.bookingId}
        rowProps={(hold) => ({ 'data-email': hold.email })}
        empty="No seats are held unpaid on this departure."
        columns={[
          {
            id: 'who',
            header: 'Who',
            key: true,
            rowHeader: true,
            stackOnPhone: true,
            cell: (hold) => (
              <span className="flex flex-col">
                <span className="font-medium">{hold.name}</span>
                <a className="link text-sm [overflow-wrap:anywhere]" href={`mailto:${hold.email}`}>
                  {hold.email}
                </a>
              </span>
            ),
          },
          {
            id: 'seats',
            header: 'Seats',
            key: true,
            cell: (hold) => hold.travellers,
          },
          {
            id: 'since',
            header: `Held since (${zone})`,
            key: true,
            className: 'sm:whitespace-nowrap',
            cell: (hold) => (
              <time dateTime={hold.heldSince}>{formatTripDateTime(hold.heldSince)}</time>
            ),
          },
          {
            id: 'until',
            header: `Held until (${zone})`,
            key: true,
            className: 'sm:whitespace-nowrap',
            cell: (hold) => (
              <time dateTime={hold.heldUntil}>{formatTripDateTime(hold.heldUntil)}</time>
            ),
          },
          {
            id: 'actions',
            header: 'Actions',
            hideHeader: true,
            key: true,
            cell: (hold) => {
              const busy = release.isPending && release.variables?.bookingId === hold.bookingId;
              return (
                <button
                  type="button"
                  className="btn btn-error btn-outline btn-sm"
                  disabled={busy}
                  aria-label={`Release the hold of ${hold.name} (${seatsText(hold.travellers)})`}
                  onClick={(event) => void onRelease(hold, event.currentTarget)}
                >
                  {busy ? 'Releasing…' : 'Release'}
                </button>
              );
            },
          },
        ]}
      />
    </>
  );
}
