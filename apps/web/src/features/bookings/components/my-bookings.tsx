import { BREAK_ANYWHERE, DataTable } from '@/components/ui/data-table';
import { useRef, useState } from 'react';
import { Link } from '@/lib/i18n/router';
import { QueryState } from '@/components/ui/query-state';
import { dialog, errorMessage, errorToast, successToast } from '@/lib/alerts';
import { formatUsd } from '@/lib/format';
import { localDigits } from '@/lib/i18n/digits';
import { useT } from '@/lib/i18n/catalog';
import { bookedTitle } from '@/lib/i18n/package-text';
import { RichText } from '@/lib/i18n/rich-text';
import { formatTripDateTimeZoned } from '@/lib/trip-time';
import { useDeleteBooking } from '@/features/bookings/api/delete-booking';
import { useBookings, useBookingSummary } from '@/features/bookings/api/get-bookings';
import { useRefundBooking } from '@/features/bookings/api/refund-booking';
import { selfRefundOpen } from '@/features/bookings/self-refund';
import { bookingsMessages } from '../messages';
import { STATUS_LABEL } from '../status-label';
import { BookingTotals } from './booking-totals';

const STATUS_BADGE = {
  unpaid: 'badge-warning',
  paid: 'badge-success',
  refunded: 'badge-ghost',
  cancelled: 'badge-neutral',
  expired: 'badge-neutral',
} as const;

/** My Bookings (docs/product.md §2): the traveller's bookings, count and sum, cancel, pay link. */
export function MyBookings({ email }: { email: string }) {
  const t = useT(bookingsMessages);
  const bookings = useBookings(email);
  const summary = useBookingSummary(email);
  const owing = Boolean(summary.data && summary.data.unpaidCount > 0);
  const cancel = useDeleteBooking();
  const refund = useRefundBooking();
  const paymentLink = useRef<HTMLAnchorElement>(null);
  // Whether a trip has started, as of opening the page (the server decides at the time asked).
  const [now] = useState(() => Date.now());

  /*
   * Where the focus goes once a confirmation is answered. Back to the button pressed when the
   * traveller keeps the booking or the cancel fails. To the payment link, beside the totals the
   * cancel changed, when it succeeds: the button pressed goes with its booking (or its status),
   * and a focus on a removed button falls to the page. The dialogs leave the focus to this
   * (`returnFocus: false`): SweetAlert2 gives it back 100 ms after closing, which could come after
   * a quick cancel and send it to the button about to go.
   */
  function settled(opener: HTMLElement, done: boolean) {
    (done ? paymentLink.current : opener)?.focus();
  }

  /** A paid booking is refunded through the card processor, after the traveller confirms. */
  async function onRefund(id: string, title: string, price: number, opener: HTMLElement) {
    if (refund.isPending) return;
    const answer = await dialog.fire(
      {
        icon: 'warning',
        title: t('bookings.mine.refundTitle'),
        text: t('bookings.mine.refundText', { title, amount: formatUsd(price, t.numbers) }),
        showCancelButton: true,
        confirmButtonText: t('bookings.cancel.refundConfirm'),
        cancelButtonText: t('bookings.cancel.keep'),
        returnFocus: false,
      },
      t.locale,
    );
    if (!answer.isConfirmed) return settled(opener, false);
    try {
      await refund.mutateAsync(id);
      void successToast(t('bookings.mine.refunded'));
      settled(opener, true);
    } catch (error) {
      void errorToast(errorMessage(error, t.locale));
      settled(opener, false);
    }
  }

  /** An unpaid booking is removed after the traveller confirms (nothing was paid for it). */
  async function onCancel(id: string, title: string, opener: HTMLElement) {
    if (cancel.isPending) return;
    const answer = await dialog.fire(
      {
        icon: 'warning',
        title: t('bookings.mine.cancelTitle'),
        text: t('bookings.mine.cancelText', { title }),
        showCancelButton: true,
        confirmButtonText: t('bookings.cancel.confirm'),
        cancelButtonText: t('bookings.cancel.keep'),
        focusCancel: true,
        returnFocus: false,
      },
      t.locale,
    );
    if (!answer.isConfirmed) return settled(opener, false);
    try {
      await cancel.mutateAsync(id);
      void successToast(t('bookings.mine.removed'));
      settled(opener, true);
    } catch (error) {
      void errorToast(errorMessage(error, t.locale));
      settled(opener, false);
    }
  }

  return (
    <QueryState
      isPending={bookings.isPending}
      error={bookings.error}
      onRetry={() => void bookings.refetch()}
    >
      <div className="mb-6 flex flex-wrap items-center gap-4">
        <BookingTotals
          summary={summary.data}
          countLabel={t('bookings.mine.count')}
          totalLabel={t('bookings.mine.totalPrice')}
          testIdPrefix="booking"
        />
        {/* One link whatever is owed, so that a focus on it stays when a cancel changes it. */}
        <Link
          ref={paymentLink}
          to="/dashboard/payment"
          className={owing ? 'btn btn-primary' : 'btn btn-outline'}
          aria-disabled={owing ? undefined : 'true'}
        >
          {owing
            ? t('bookings.mine.pay', {
                amount: formatUsd(summary.data?.outstanding ?? 0, t.numbers),
              })
            : t('bookings.mine.payment')}
        </Link>
      </div>
      <DataTable
        caption={t('bookings.mine.caption')}
        rows={bookings.data ?? []}
        rowKey={(booking) => booking._id}
        empty={t('bookings.table.empty')}
        columns={[
          { id: 'n', header: '#', cell: (_, index) => localDigits(String(index + 1), t.numbers) },
          {
            id: 'package',
            header: t('bookings.table.package'),
            key: true,
            className: 'font-medium',
            cell: (booking) => {
              const title = bookedTitle(booking, t.locale);
              return booking.packageId ? (
                <Link
                  to={`/packages/${encodeURIComponent(booking.packageId)}`}
                  className="link"
                  lang={title.lang}
                >
                  {title.text}
                </Link>
              ) : (
                <span lang={title.lang}>{title.text}</span>
              );
            },
          },
          { id: 'name', header: t('bookings.table.name'), cell: (booking) => booking.name },
          {
            id: 'email',
            header: t('bookings.table.email'),
            className: BREAK_ANYWHERE,
            cell: (booking) => booking.email,
          },
          {
            id: 'price',
            header: t('bookings.table.price'),
            key: true,
            className: 'sm:whitespace-nowrap',
            cell: (booking) => formatUsd(booking.price, t.numbers),
          },
          // Ours (departures), after the spec's columns: the date booked and who travels.
          {
            id: 'departure',
            header: t('bookings.table.departure'),
            key: true,
            cell: (booking) =>
              booking.departureStartsAt ? (
                <time dateTime={booking.departureStartsAt}>
                  {formatTripDateTimeZoned(booking.departureStartsAt, t.numbers)}
                </time>
              ) : (
                t('bookings.table.noDate')
              ),
          },
          {
            id: 'travellers',
            header: t('bookings.table.travellers'),
            key: true,
            cell: (booking) => (
              <div className="flex flex-col items-end gap-1 sm:items-start">
                <span>{localDigits(String(booking.travellers ?? 1), t.numbers)}</span>
                {booking.travellerNames?.length ? (
                  <span className="max-w-48 text-sm text-base-content/80">
                    {t('bookings.mine.with', { names: booking.travellerNames.join(', ') })}
                  </span>
                ) : null}
              </div>
            ),
          },
          {
            id: 'status',
            header: t('bookings.table.status'),
            key: true,
            cell: (booking) => (
              <div className="flex flex-col items-end gap-1 sm:items-start">
                <span className={`badge ${STATUS_BADGE[booking.status]}`}>
                  {t(STATUS_LABEL[booking.status])}
                </span>
                {booking.status === 'unpaid' && booking.holdExpiresAt ? (
                  <span className="max-w-64 text-sm text-base-content/80">
                    {t('bookings.mine.holdUntil', {
                      time: formatTripDateTimeZoned(booking.holdExpiresAt, t.numbers),
                    })}
                  </span>
                ) : null}
                {booking.status === 'expired' ? (
                  <span className="max-w-64 text-sm text-base-content/80">
                    {t('bookings.mine.expired')}
                  </span>
                ) : null}
                {booking.cancelReason ? (
                  <span className="max-w-64 text-sm text-base-content/80">
                    {t('bookings.mine.cancelledBy', { reason: booking.cancelReason })}
                  </span>
                ) : null}
              </div>
            ),
          },
          {
            id: 'actions',
            header: t('bookings.table.actions'),
            hideHeader: true,
            key: true,
            cell: (booking) =>
              booking.status === 'unpaid' ? (
                <button
                  type="button"
                  className="btn btn-error btn-outline btn-sm"
                  aria-disabled={cancel.isPending || undefined}
                  onClick={(e) =>
                    void onCancel(booking._id, bookedTitle(booking, t.locale).text, e.currentTarget)
                  }
                  aria-label={t('bookings.mine.cancelLabel', {
                    title: bookedTitle(booking, t.locale).text,
                  })}
                >
                  {t('bookings.table.cancel')}
                </button>
              ) : booking.status === 'paid' && !selfRefundOpen(booking, now) ? (
                // The trip has started: refunds are the agency's to make from then on.
                <span className="max-w-48 text-sm text-base-content/80">
                  <RichText
                    t={t}
                    id="bookings.mine.started"
                    components={{ 0: <Link to="/contact" className="link" /> }}
                  />
                </span>
              ) : booking.status === 'paid' ? (
                // Filled: the warning colour as text (or as a focus ring) on white is 1.9:1. Its
                // own dark text colour (theme-contrast.test.ts) draws the text and the ring.
                <button
                  type="button"
                  className="btn btn-warning btn-sm focus-visible:outline-warning-content"
                  aria-disabled={refund.isPending || undefined}
                  onClick={(e) =>
                    void onRefund(
                      booking._id,
                      bookedTitle(booking, t.locale).text,
                      booking.price,
                      e.currentTarget,
                    )
                  }
                  aria-label={t('bookings.mine.refundLabel', {
                    title: bookedTitle(booking, t.locale).text,
                  })}
                >
                  {t('bookings.table.cancel')}
                </button>
              ) : null,
          },
        ]}
      />
    </QueryState>
  );
}
