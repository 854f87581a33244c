import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/lib/i18n/router';
import type { Overview } from '@wayfare/contract/reports';
import { REPORT_PERIOD_MAX_DAYS, periodDays } from '@wayfare/contract/report-periods';
import { QueryState } from '@/components/ui/query-state';
import { formatUsd } from '@/lib/format';
import { useOverview } from '../api/get-overview';
import { formatCalendarDay as formatDay, isCalendarDay as isDay, zoneName } from '@/lib/trip-time';
import { periodFrom, PRESETS, type PresetId } from '../period';
import { BookingsChart, RevenueChart, TopPackagesChart } from './overview-charts';
import { UpcomingDepartures } from './upcoming-departures';
import { countText, groupedNumber } from '@wayfare/contract/counts';

const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });
const count = groupedNumber;

/** One figure of the period: its name, its value, and a line that explains it. */
function Stat(props: { label: string; value: string; detail?: ReactNode; testId: string }) {
  return (
    <div className="card bg-base-100 border border-base-300 p-4 min-w-0" data-testid={props.testId}>
      <dt className="text-sm text-base-content/80">{props.label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{props.value}</dd>
      {props.detail ? <dd className="mt-1 text-sm text-base-content/80">{props.detail}</dd> : null}
    </div>
  );
}

function Figures({ overview }: { overview: Overview }) {
  const { totals, occupancy, waiting } = overview;
  return (
    <dl
      className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 xl:grid-cols-4"
      data-testid="overview-figures"
    >
      <Stat
        label="Revenue"
        value={formatUsd(totals.revenue)}
        detail={`${formatUsd(totals.paid)} paid minus ${formatUsd(totals.refunded)} refunded`}
        testId="stat-revenue"
      />
      <Stat
        label="Bookings"
        value={count(totals.bookings)}
        detail={countText(totals.travellers, 'traveller')}
        testId="stat-bookings"
      />
      <Stat
        label="Paid (conversion)"
        value={percent.format(totals.conversion)}
        detail={`${count(totals.paidBookings)} of ${countText(totals.bookings, 'booking')} paid`}
        testId="stat-conversion"
      />
      <Stat
        label="Cancellations"
        value={count(totals.cancellations)}
        detail={`${countText(totals.expired, 'unpaid hold')} ran out`}
        testId="stat-cancellations"
      />
      <Stat
        label="Refunds"
        value={count(totals.refunds)}
        detail={`${formatUsd(totals.refunded)} refunded`}
        testId="stat-refunds"
      />
      <Stat
        label="Departures' seats taken"
        value={occupancy.departures === 0 ? '—' : percent.format(occupancy.ratio)}
        detail={
          occupancy.departures === 0
            ? 'No departure starts in this period'
            : `${count(occupancy.seatsTaken)} of ${countText(occupancy.seatsTotal, 'seat')} on ${countText(occupancy.departures, 'departure')}`
        }
        testId="stat-occupancy"
      />
      <Stat
        label="New users"
        value={count(totals.newUsers)}
        detail="Signed up"
        testId="stat-users"
      />
      <Stat
        label="Waiting now"
        value={count(waiting.tripRequests + waiting.contactMessages)}
        detail={
          <>
            <Link to="/dashboard/tripRequests" className="link">
              {countText(waiting.tripRequests, 'trip request')}
            </Link>
            {', '}
            <Link to="/dashboard/userRequests" className="link">
              {countText(waiting.contactMessages, 'message')}
            </Link>
          </>
        }
        testId="stat-waiting"
      />
    </dl>
  );
}

/** The preset buttons and, for a custom period, its two days. */
function PeriodPicker(props: { preset: PresetId; from: string; to: string }) {
  const [, setParams] = useSearchParams();
  const name = useId();
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const [from, setFrom] = useState(props.from);
  const [to, setTo] = useState(props.to);
  const [error, setError] = useState('');

  const choose = (preset: PresetId) => {
    setError('');
    if (preset === 'custom') {
      setParams({ period: 'custom', from: props.from, to: props.to }, { replace: false });
      setFrom(props.from);
      setTo(props.to);
    } else {
      setParams({ period: preset });
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isDay(from) || !isDay(to)) return setError('Choose both days.');
    if (from > to) return setError('The first day must not be after the last.');
    if (periodDays(from, to) > REPORT_PERIOD_MAX_DAYS)
      return setError(`A period can be at most ${REPORT_PERIOD_MAX_DAYS} days.`);
    setError('');
    setParams({ period: 'custom', from, to });
  };

  return (
    <div className="mb-6 flex flex-col gap-3">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Period</legend>
        <div className="join flex-wrap">
          {PRESETS.map((preset) => (
            <input
              key={preset.id}
              type="radio"
              name={name}
              className="join-item btn btn-sm"
              aria-label={preset.label}
              checked={props.preset === preset.id}
              onChange={() => choose(preset.id)}
            />
          ))}
        </div>
      </fieldset>
      {props.preset === 'custom' ? (
        <form
          onSubmit={submit}
          noValidate
          className="flex flex-wrap items-end gap-3"
          aria-label="Custom period"
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={fromId} className="text-sm font-medium">
              From
            </label>
            <input
              id={fromId}
              type="date"
              className="input input-sm w-40"
              value={from}
              max={to || undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setFrom(event.target.value)}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={toId} className="text-sm font-medium">
              To
            </label>
            <input
              id={toId}
              type="date"
              className="input input-sm w-40"
              value={to}
              min={from || undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => setTo(event.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-sm btn-primary">
            Show
          </button>
          {error ? (
            <p id={errorId} role="alert" className="w-full text-sm text-error">
              {error}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}

/**
 * The Overview (admin; docs/architecture.md, "Reports"): a period's figures, revenue and bookings
 * over time, and the top packages, each chart with its summary and its table. Days are the agency's
 * (TRIP_TIME_ZONE).
 */
export function OverviewReport() {
  const [params] = useSearchParams();
  const period = periodFrom(params);
  const query = useOverview(period.from, period.to, true);
  const data = query.data;

  return (
    <>
      <PeriodPicker
        key={`${period.preset}:${period.from}:${period.to}`}
        preset={period.preset}
        from={period.from}
        to={period.to}
      />
      <p
        className="mb-4 text-sm text-base-content/80"
        data-testid="overview-period"
        aria-live="polite"
      >
        {formatDay(period.from)} to {formatDay(period.to)}. Dates in {zoneName()}.
        {query.isPlaceholderData ? ' Updating…' : ''}
      </p>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        {data ? (
          <div className="flex flex-col gap-6" aria-busy={query.isPlaceholderData}>
            <Figures overview={data} />
            <UpcomingDepartures upcoming={data.upcoming} />
            <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
              <RevenueChart overview={data} />
              <BookingsChart overview={data} />
              <TopPackagesChart
                packages={data.topByRevenue}
                measure="revenue"
                title="Top packages by revenue"
                testId="top-revenue-chart"
              />
              <TopPackagesChart
                packages={data.topByBookings}
                measure="bookings"
                title="Top packages by bookings"
                testId="top-bookings-chart"
              />
            </div>
          </div>
        ) : null}
      </QueryState>
    </>
  );
}
