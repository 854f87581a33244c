import { useEffect, useId, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { BOOKING_STATUSES, type BookingStatus } from '@wayfare/contract/constants';
import { DataTable, Pager, SearchBox, SearchForm, useDebounced } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { DownloadCsvButton } from '@/components/ui/download-csv-button';
import { formatUsd } from '@/lib/format';
import {
  formatInstant,
  formatTripDateTimeZoned,
  isCalendarDay,
  tripZoneWithOffset,
} from '@/lib/trip-time';
import { ADMIN_PAGE_SIZE } from '@/lib/list-page';
import { useAllBookings, useAllBookingsSummary } from '@/features/bookings/api/get-all-bookings';
import { useAdminCancelBooking } from '@/features/bookings/api/admin-cancel-booking';
import { dialog, errorMessage, errorToast, successToast } from '@/lib/alerts';
import type { Booking } from '@wayfare/contract/bookings';
import { BookingTotals } from './booking-totals';
import { FilterSelect } from '@/components/ui/filter-select';
import { useT } from '@/lib/i18n/catalog';
import { localDigits } from '@/lib/i18n/digits';
import { bookedTitle } from '@/lib/i18n/package-text';
import { bookingsMessages } from '../messages';
import { STATUS_LABEL } from '../status-label';

/**
 * The list's search, filters and page, as the page's address keeps them (`?q=&status=&from=&to=
 * &offset=`): a reload or a shared link shows the same list. What is not a filter is dropped.
 */
function filtersFrom(params: URLSearchParams): {
  q: string;
  status: BookingStatus | '';
  from: string;
  to: string;
  offset: number;
} {
  const status = params.get('status') ?? '';
  const offset = Number(params.get('offset'));
  return {
    q: params.get('q')?.trim() ?? '',
    status: (BOOKING_STATUSES as readonly string[]).includes(status)
      ? (status as BookingStatus)
      : '',
    from: isCalendarDay(params.get('from')) ? params.get('from')! : '',
    to: isCalendarDay(params.get('to')) ? params.get('to')! : '',
    offset: Number.isInteger(offset) && offset > 0 ? offset : 0,
  };
}

/** A booking's status as a badge (the word itself, as the status filter names it). */
const STATUS_BADGE: Record<BookingStatus, string> = {
  unpaid: 'badge-warning',
  paid: 'badge-success',
  refunded: 'badge-info',
  cancelled: 'badge-ghost',
  expired: 'badge-neutral',
};

/**
 * All Bookings (admin, docs/product.md §2): totals computed by the server over every booking, then
 * the bookings a page at a time, searched (name, e-mail, package) and filtered by status and by
 * the day booked, a day of the agency's zone (TRIP_TIME_ZONE) as the server counts it; every time
 * is shown in that zone, which the page names. The filters live in the page's address.
 * `departureSeats` shows how full a booking's departure is (the page gives it: another feature's).
 */
export function AllBookings(props: { departureSeats?: (booking: Booking) => ReactNode } = {}) {
  const t = useT(bookingsMessages);
  const [params, setParams] = useSearchParams();
  const { q: typedQ, status, from, to, offset } = filtersFrom(params);
  const [text, setText] = useState(typedQ);
  const q = useDebounced(text.trim());
  const filter = { q, status: status || undefined, from, to };
  const bookings = useAllBookings(filter, offset);
  const summary = useAllBookingsSummary();
  const ids = { from: useId(), to: useId(), zone: useId() };
  const cancel = useAdminCancelBooking();

  /** Writes filters into the address (replacing the entry: typing is not history); page 1. */
  function setFilters(change: Record<string, string>) {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(change)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('offset' in change)) next.delete('offset');
        return next;
      },
      { replace: true },
    );
  }
  // The search box's words reach the address once typing pauses.
  useEffect(() => {
    if (q !== typedQ) setFilters({ q });
    // Only a new pause writes; the address changing for another filter does not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [q]);

  /**
   * Asks first, naming the traveller and the amount, with the reason the traveller will see
   * (3 to 500 characters); a paid booking is refunded to the card.
   */
  async function onCancel(booking: Booking) {
    const paid = booking.status === 'paid';
    const answer = await dialog.fire(
      {
        icon: 'warning',
        title: t('bookings.all.cancelTitle', { name: booking.name }),
        text: t(paid ? 'bookings.all.cancelPaidText' : 'bookings.all.cancelUnpaidText', {
          title: bookedTitle(booking, t.locale).text,
          name: booking.name,
          email: booking.email,
          amount: formatUsd(booking.price, t.numbers),
        }),
        input: 'textarea',
        inputLabel: t('bookings.all.reasonLabel'),
        inputAttributes: { maxlength: '500', 'aria-required': 'true' },
        inputValidator: (value: string) =>
          value.trim().length < 3
            ? t('bookings.all.reasonShort')
            : value.trim().length > 500
              ? t('bookings.all.reasonLong')
              : null,
        showCancelButton: true,
        confirmButtonText: t(paid ? 'bookings.cancel.refundConfirm' : 'bookings.cancel.confirm'),
        cancelButtonText: t('bookings.cancel.keep'),
      },
      t.locale,
    );
    if (!answer.isConfirmed || typeof answer.value !== 'string') return;
    try {
      const result = await cancel.mutateAsync({ id: booking._id, reason: answer.value.trim() });
      void successToast(
        result.refunded > 0
          ? t('bookings.all.cancelledRefunded', { amount: formatUsd(result.refunded, t.numbers) })
          : t('bookings.all.cancelled'),
      );
    } catch (error) {
      void errorToast(errorMessage(error, t.locale));
    }
  }

  return (
    <>
      <div className="mb-6">
        <BookingTotals
          summary={summary.data}
          countLabel={t('bookings.all.count')}
          totalLabel={t('bookings.all.totalPrice')}
          testIdPrefix="all-booking"
        />
        {q || status || from || to ? (
          <p className="mt-2 text-sm text-base-content/75" data-testid="totals-scope">
            {t('bookings.all.totalsScope')}
          </p>
        ) : null}
      </div>
      <SearchForm
        label={t('bookings.all.searchForm')}
        className="mb-4 flex flex-wrap items-end gap-3"
      >
        <SearchBox
          label={t('bookings.all.search')}
          placeholder={t('bookings.all.searchPlaceholder')}
          value={text}
          onChange={setText}
        />
        <FilterSelect
          label={t('bookings.all.status')}
          value={status}
          onChange={(value) => setFilters({ status: value })}
          allLabel={t('bookings.all.anyStatus')}
          options={BOOKING_STATUSES.map((value) => ({ value, label: t(STATUS_LABEL[value]) }))}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.from} className="text-sm font-medium">
            {t('bookings.all.bookedFrom')}
          </label>
          <input
            id={ids.from}
            type="date"
            className="input input-sm w-40"
            value={from}
            max={to || undefined}
            aria-describedby={ids.zone}
            onChange={(event) => setFilters({ from: event.target.value })}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.to} className="text-sm font-medium">
            {t('bookings.all.bookedTo')}
          </label>
          <input
            id={ids.to}
            type="date"
            className="input input-sm w-40"
            value={to}
            min={from || undefined}
            aria-describedby={ids.zone}
            onChange={(event) => setFilters({ to: event.target.value })}
          />
        </div>
      </SearchForm>
      <div className="mb-4">
        <DownloadCsvButton kind="bookings" filters={filter} what={t('bookings.all.csvWhat')} />
      </div>
      <p id={ids.zone} className="mb-2 text-sm text-base-content/75" data-testid="bookings-zone">
        {t('bookings.all.zone', { zone: tripZoneWithOffset(undefined, t.numbers) })}
      </p>
      <QueryState
        isPending={bookings.isPending}
        error={bookings.error}
        onRetry={() => void bookings.refetch()}
      >
        <DataTable
          caption={t('bookings.all.caption', { zone: tripZoneWithOffset(undefined, t.numbers) })}
          testId="all-bookings-table"
          rows={bookings.data?.rows ?? []}
          rowKey={(booking) => booking._id}
          empty={t('bookings.table.empty')}
          columns={[
            {
              id: 'n',
              header: '#',
              cell: (_, index) =>
                localDigits(String((bookings.data?.offset ?? 0) + index + 1), t.numbers),
            },
            {
              id: 'name',
              header: t('bookings.table.name'),
              key: true,
              cell: (booking) => booking.name,
            },
            {
              id: 'email',
              header: t('bookings.table.email'),
              key: true,
              // An address breaks anywhere rather than widen the table.
              className: 'sm:[overflow-wrap:anywhere]',
              cell: (booking) => booking.email,
            },
            {
              id: 'package',
              header: t('bookings.table.package'),
              key: true,
              cell: (booking) => {
                const title = bookedTitle(booking, t.locale);
                return <span lang={title.lang}>{title.text}</span>;
              },
            },
            {
              id: 'departure',
              header: t('bookings.table.departure'),
              key: true,
              cell: (booking) => (
                <div className="flex flex-col items-end gap-1 sm:items-start">
                  {booking.departureStartsAt ? (
                    <time dateTime={booking.departureStartsAt}>
                      {formatTripDateTimeZoned(booking.departureStartsAt, t.numbers)}
                    </time>
                  ) : (
                    <span>{t('bookings.table.noDate')}</span>
                  )}
                  <span className="text-sm">
                    {t('bookings.travellers.count', { count: booking.travellers ?? 1 })}
                  </span>
                  {booking.departureId ? props.departureSeats?.(booking) : null}
                </div>
              ),
            },
            {
              id: 'price',
              header: t('bookings.table.price'),
              key: true,
              className: 'sm:whitespace-nowrap',
              cell: (booking) => formatUsd(booking.price, t.numbers),
            },
            {
              id: 'status',
              header: t('bookings.table.status'),
              key: true,
              cell: (booking) => (
                <div className="flex flex-col items-end gap-1 sm:items-start">
                  <span className={`badge badge-sm ${STATUS_BADGE[booking.status]}`}>
                    {t(STATUS_LABEL[booking.status])}
                  </span>
                  {booking.cancelReason ? (
                    <span className="max-w-56 text-xs text-base-content/80">
                      {t('bookings.all.reason', { reason: booking.cancelReason })}
                    </span>
                  ) : null}
                </div>
              ),
            },
            {
              id: 'date',
              header: t('bookings.all.bookedOn'),
              key: true,
              cell: (booking) => (
                <time dateTime={booking.createdAt}>
                  {formatInstant(booking.createdAt, undefined, t.numbers)}
                </time>
              ),
            },
            {
              id: 'actions',
              header: t('bookings.table.actions'),
              hideHeader: true,
              key: true,
              cell: (booking) =>
                (booking.status === 'unpaid' || booking.status === 'paid') &&
                !booking.cancelledAt ? (
                  <button
                    type="button"
                    className="btn btn-error btn-outline btn-xs xl:btn-sm"
                    disabled={cancel.isPending && cancel.variables?.id === booking._id}
                    aria-label={t('bookings.all.cancelLabel', {
                      name: booking.name,
                      title: bookedTitle(booking, t.locale).text,
                    })}
                    onClick={() => void onCancel(booking)}
                  >
                    {t('bookings.table.cancel')}
                  </button>
                ) : null,
            },
          ]}
        />
        {bookings.data && bookings.data.total > 0 ? (
          <Pager
            label={t('bookings.all.pages')}
            offset={bookings.data?.offset ?? 0}
            busy={bookings.isPlaceholderData}
            pageSize={ADMIN_PAGE_SIZE}
            shown={bookings.data.rows.length}
            total={bookings.data.total}
            onOffset={(next) => setFilters({ offset: next > 0 ? String(next) : '' })}
          />
        ) : null}
      </QueryState>
    </>
  );
}
