import type { DepartureHolds, SeatHold } from '@wayfare/contract/seat-holds';
import { useRef, useState } from 'react';
import { DataTable } from '@/components/ui/data-table';
import { dialog, errorMessage, successToast } from '@/lib/alerts';
import { formatTripDateTime, formatTripDateTimeZoned, tripZoneLabel } from '@/lib/trip-time';
import { useReleaseHold } from '@/features/departures-admin/api/release-hold';
import { occupancyOf } from '@/features/departures-admin/occupancy';
import { OccupancyMeter } from './occupancy-meter';
import { useT } from '@/lib/i18n/catalog';
import { bookedTitle } from '@/lib/i18n/package-text';
import { RichText } from '@/lib/i18n/rich-text';
import { departuresMessages, digitsOf } from '@/features/departures-admin/messages';

/**
 * The seats unpaid bookings hold on a departure (admin): who, how many, since and until when, in
 * the trip's zone; Release ends a hold now, after a confirmation, and tells the traveller by
 * e-mail. What happened is said in the line above the table, which takes the focus once the
 * dialog closes (the released row, and its button, are gone).
 */
export function HoldsView({ holds }: { holds: DepartureHolds }) {
  const t = useT(departuresMessages);
  const { departure } = holds;
  const zone = tripZoneLabel(departure.startsAt, t.numbers);
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
    const answer = await dialog.fire(
      {
        icon: 'warning',
        title: t('departures.holds.confirmTitle'),
        text: t('departures.holds.confirmText', {
          name: hold.name,
          seats: hold.travellers,
          email: hold.email,
        }),
        showCancelButton: true,
        confirmButtonText: t('departures.holds.confirm'),
        cancelButtonText: t('departures.holds.keep'),
        focusCancel: true,
        returnFocus: false,
      },
      t.locale,
    );
    if (!answer.isConfirmed) {
      opener.focus();
      return;
    }
    try {
      const released = await release.mutateAsync({
        departureId: departure._id,
        bookingId: hold.bookingId,
      });
      void successToast(t('departures.holds.releasedToast'));
      tell(
        'done',
        t('departures.holds.released', {
          name: hold.name,
          seats: released.seatsReleased,
          left: digitsOf(released.seatsLeft, t.numbers),
        }),
      );
    } catch (error) {
      tell(
        'refused',
        t('departures.holds.refused', { name: hold.name, message: errorMessage(error, t.locale) }),
      );
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
              <OccupancyMeter occupancy={occupancyOf(departure.seatsTotal, departure.seatsTaken)} />
            )}
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold">{t('departures.holds.heldUnpaid')}</dt>
          <dd data-testid="holds-counts">
            {t('departures.holds.counts', {
              seats: holds.seatsHeld,
              bookings: holds.holds.length,
            })}
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
        caption={
          <RichText
            t={t}
            id="departures.holds.caption"
            values={{
              title: bookedTitle(holds, t.locale).text,
              when: formatTripDateTimeZoned(departure.startsAt, t.numbers),
            }}
            components={{ 0: <span lang={bookedTitle(holds, t.locale).lang} /> }}
          />
        }
        testId="holds-table"
        rows={holds.holds}
        rowKey={(hold) => hold.bookingId}
        rowProps={(hold) => ({ 'data-email': hold.email })}
        empty={t('departures.holds.empty')}
        columns={[
          {
            id: 'who',
            header: t('departures.holds.who'),
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
            header: t('departures.seats'),
            key: true,
            cell: (hold) => digitsOf(hold.travellers, t.numbers),
          },
          {
            id: 'since',
            header: t('departures.holds.since', { zone }),
            key: true,
            className: 'sm:whitespace-nowrap',
            cell: (hold) => (
              <time dateTime={hold.heldSince}>{formatTripDateTime(hold.heldSince, t.numbers)}</time>
            ),
          },
          {
            id: 'until',
            header: t('departures.holds.until', { zone }),
            key: true,
            className: 'sm:whitespace-nowrap',
            cell: (hold) => (
              <time dateTime={hold.heldUntil}>{formatTripDateTime(hold.heldUntil, t.numbers)}</time>
            ),
          },
          {
            id: 'actions',
            header: t('departures.actions'),
            hideHeader: true,
            key: true,
            cell: (hold) => {
              const busy = release.isPending && release.variables?.bookingId === hold.bookingId;
              return (
                <button
                  type="button"
                  className="btn btn-error btn-outline btn-sm"
                  disabled={busy}
                  aria-label={t('departures.holds.releaseLabel', {
                    name: hold.name,
                    seats: hold.travellers,
                  })}
                  onClick={(event) => void onRelease(hold, event.currentTarget)}
                >
                  {busy ? t('departures.holds.releasing') : t('departures.holds.release')}
                </button>
              );
            },
          },
        ]}
      />
    </>
  );
}
