import type { BookingSummary } from '@wayfare/contract/bookings';
import { formatUsd } from '@/lib/format';
import { localDigits } from '@/lib/i18n/digits';
import { useT } from '@/lib/i18n/catalog';
import { bookingsMessages } from '../messages';

/**
 * The totals of a list of bookings: the count and Total Price (the listed bookings' prices,
 * docs/product.md §2), then the money told apart as the server defines it: Paid (received),
 * Refunded (given back) and Outstanding (owed), so that nobody reads refunded money as revenue.
 */
export function BookingTotals(props: {
  summary: BookingSummary | undefined;
  countLabel: string;
  totalLabel: string;
  /** Test ids of the count and the total (the journeys read them). */
  testIdPrefix: string;
}) {
  const { summary, testIdPrefix } = props;
  const t = useT(bookingsMessages);
  const money = (dollars: number | undefined) =>
    dollars === undefined ? '…' : formatUsd(dollars, t.numbers);
  const figures = [
    {
      label: props.countLabel,
      value: summary ? localDigits(String(summary.count), t.numbers) : '…',
      id: 'count',
    },
    { label: props.totalLabel, value: money(summary?.total), id: 'total' },
    { label: t('bookings.totals.paid'), value: money(summary?.paid), id: 'paid' },
    { label: t('bookings.totals.refunded'), value: money(summary?.refunded), id: 'refunded' },
    {
      label: t('bookings.totals.outstanding'),
      value: money(summary?.outstanding),
      id: 'outstanding',
    },
  ];
  return (
    <dl className="grid w-full grid-cols-2 gap-px overflow-hidden rounded-box bg-base-300 shadow ring-1 ring-base-300 sm:w-auto sm:grid-cols-5">
      {figures.map((figure, i) => (
        <div
          key={figure.id}
          className={`bg-base-100 px-4 py-3 ${i === 0 ? 'col-span-2 sm:col-span-1' : ''}`}
        >
          <dt className="text-sm text-base-content/70">{figure.label}</dt>
          <dd className="text-2xl font-bold" data-testid={`${testIdPrefix}-${figure.id}`}>
            {figure.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
