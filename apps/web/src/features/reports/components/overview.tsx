import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '@/lib/i18n/router';
import type { Overview } from '@wayfare/contract/reports';
import { REPORT_PERIOD_MAX_DAYS, periodDays } from '@wayfare/contract/report-periods';
import { QueryState } from '@/components/ui/query-state';
import { formatCount, formatUsd } from '@/lib/format';
import { useT } from '@/lib/i18n/catalog';
import { localDigits } from '@/lib/i18n/digits';
import { useOverview } from '../api/get-overview';
import { formatCalendarDay as formatDay, isCalendarDay as isDay, zoneName } from '@/lib/trip-time';
import { periodFrom, PRESETS, type PresetId } from '../period';
import { BookingsChart, RevenueChart, TopPackagesChart } from './overview-charts';
import { UpcomingDepartures } from './upcoming-departures';
import { reportsMessages } from '../messages';
import { percentText } from '../percent';

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
  const t = useT(reportsMessages);
  const usd = (dollars: number) => formatUsd(dollars, t.numbers);
  const count = (n: number) => formatCount(n, t.numbers);
  const percent = (ratio: number) => percentText(ratio, t.locale, 1);
  return (
    <dl
      className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 xl:grid-cols-4"
      data-testid="overview-figures"
    >
      <Stat
        label={t('reports.stat.revenue')}
        value={usd(totals.revenue)}
        detail={t('reports.stat.revenueDetail', {
          paid: usd(totals.paid),
          refunded: usd(totals.refunded),
        })}
        testId="stat-revenue"
      />
      <Stat
        label={t('reports.stat.bookings')}
        value={count(totals.bookings)}
        detail={t('reports.stat.travellers', { count: totals.travellers })}
        testId="stat-bookings"
      />
      <Stat
        label={t('reports.stat.conversion')}
        value={percent(totals.conversion)}
        detail={t('reports.stat.conversionDetail', {
          paid: count(totals.paidBookings),
          count: totals.bookings,
        })}
        testId="stat-conversion"
      />
      <Stat
        label={t('reports.stat.cancellations')}
        value={count(totals.cancellations)}
        detail={t('reports.stat.expired', { count: totals.expired })}
        testId="stat-cancellations"
      />
      <Stat
        label={t('reports.stat.refunds')}
        value={count(totals.refunds)}
        detail={t('reports.stat.refundsDetail', { amount: usd(totals.refunded) })}
        testId="stat-refunds"
      />
      <Stat
        label={t('reports.stat.occupancy')}
        value={occupancy.departures === 0 ? '—' : percent(occupancy.ratio)}
        detail={
          occupancy.departures === 0
            ? t('reports.stat.occupancyNone')
            : t('reports.stat.occupancyDetail', {
                taken: count(occupancy.seatsTaken),
                seats: occupancy.seatsTotal,
                departures: occupancy.departures,
              })
        }
        testId="stat-occupancy"
      />
      <Stat
        label={t('reports.stat.newUsers')}
        value={count(totals.newUsers)}
        detail={t('reports.stat.signedUp')}
        testId="stat-users"
      />
      <Stat
        label={t('reports.stat.waiting')}
        value={count(waiting.tripRequests + waiting.contactMessages)}
        detail={
          <>
            <Link to="/dashboard/tripRequests" className="link">
              {t('reports.stat.tripRequests', { count: waiting.tripRequests })}
            </Link>
            {', '}
            <Link to="/dashboard/userRequests" className="link">
              {t('reports.stat.messages', { count: waiting.contactMessages })}
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
  const t = useT(reportsMessages);
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
    if (!isDay(from) || !isDay(to)) return setError(t('reports.picker.bothDays'));
    if (from > to) return setError(t('reports.picker.order'));
    if (periodDays(from, to) > REPORT_PERIOD_MAX_DAYS)
      return setError(
        t('reports.picker.tooLong', {
          max: localDigits(String(REPORT_PERIOD_MAX_DAYS), t.numbers),
        }),
      );
    setError('');
    setParams({ period: 'custom', from, to });
  };

  return (
    <div className="mb-6 flex flex-col gap-3">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">{t('reports.picker.period')}</legend>
        <div className="join flex-wrap">
          {PRESETS.map((preset) => (
            <input
              key={preset.id}
              type="radio"
              name={name}
              className="join-item btn btn-sm"
              aria-label={t(preset.label)}
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
          aria-label={t('reports.picker.customPeriod')}
        >
          <div className="flex flex-col gap-1">
            <label htmlFor={fromId} className="text-sm font-medium">
              {t('reports.picker.from')}
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
              {t('reports.picker.to')}
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
            {t('reports.picker.show')}
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
  const t = useT(reportsMessages);
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
        {t('reports.overview.span', {
          from: formatDay(period.from, false, t.numbers),
          to: formatDay(period.to, false, t.numbers),
          zone: zoneName(undefined, t.numbers),
        })}
        {query.isPlaceholderData ? t('reports.overview.updating') : ''}
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
                title={t('reports.overview.topRevenue')}
                testId="top-revenue-chart"
              />
              <TopPackagesChart
                packages={data.topByBookings}
                measure="bookings"
                title={t('reports.overview.topBookings')}
                testId="top-bookings-chart"
              />
            </div>
          </div>
        ) : null}
      </QueryState>
    </>
  );
}
