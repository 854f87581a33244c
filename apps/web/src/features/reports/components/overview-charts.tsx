import type { Overview, ReportBucket, TopPackage } from '@wayfare/contract/reports';
import { formatCount, formatUsd } from '@/lib/format';
import { useT } from '@/lib/i18n/catalog';
import { localDigits } from '@/lib/i18n/digits';
import type { NumberLocale } from '@/lib/i18n/digits';
import { formatCalendarDay as formatDay } from '@/lib/trip-time';
import { reportsMessages } from '../messages';
import { BarChart, ColumnChart } from './bar-charts';
import { ChartFigure, type DrawChart } from './chart-figure';

/** How a measure's amounts are written in `locale`: dollars, or a count of bookings. */
function formatterOf(measure: 'revenue' | 'bookings', locale: NumberLocale) {
  return measure === 'revenue'
    ? (dollars: number) => formatUsd(dollars, locale)
    : (n: number) => formatCount(n, locale);
}

/** Up to about one tick per 70 pixels, the first bucket always named. */
function tickEvery<T>(values: T[], width: number): T[] {
  const step = Math.max(1, Math.ceil(values.length / Math.max(1, Math.floor(width / 70))));
  return values.filter((_, index) => index % step === 0);
}

/** A period's series as bars, one per day, week or month, with its summary and table. */
function SeriesChart(props: {
  overview: Overview;
  measure: 'revenue' | 'bookings';
  title: string;
  testId: string;
}) {
  const { overview, measure } = props;
  const t = useT(reportsMessages);
  const { series, period } = overview;
  // The catalogue's `select` names the buckets as the contract does: day, week, month.
  const bucket: ReportBucket = period.bucket;
  const format = formatterOf(measure, t.numbers);
  const day = (iso: string, short = false) => formatDay(iso, short, t.numbers);
  const total = series.reduce((sum, point) => sum + point[measure], 0);
  const best = series.reduce<(typeof series)[number] | undefined>(
    (top, point) => (point[measure] > (top?.[measure] ?? 0) ? point : top),
    undefined,
  );
  const span = { from: day(period.from), to: day(period.to) };
  const summary = best
    ? t('reports.chart.summary', {
        title: props.title,
        ...span,
        total: format(total),
        bucket,
        best: day(best.start),
        bestValue: format(best[measure]),
      })
    : t('reports.chart.summaryNone', { title: props.title, ...span, total: format(total) });

  const draw: DrawChart = (width) => (
    <ColumnChart
      bars={series.map((point) => ({
        key: point.start,
        label: day(point.start, true),
        value: point[measure],
      }))}
      keysToName={tickEvery(
        series.map((point) => point.start),
        width,
      )}
      width={width}
      marginLeft={measure === 'revenue' ? 64 : 44}
      fill={measure === 'revenue' ? 'var(--color-primary)' : 'var(--color-secondary)'}
      valueLabel={measure === 'revenue' ? 'US$' : t('reports.chart.bookings')}
      formatValue={format}
    />
  );

  return (
    <ChartFigure
      title={props.title}
      summary={summary}
      draw={draw}
      testId={props.testId}
      table={
        <table className="table table-sm">
          <caption className="sr-only">
            {t('reports.chart.caption', { title: props.title, ...span })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.chart.bucket', { bucket })}</th>
              <th scope="col" className="text-right">
                {measure === 'revenue' ? t('reports.chart.revenue') : t('reports.chart.bookings')}
              </th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.start}>
                <th scope="row" className="font-normal">
                  <time dateTime={point.start}>{day(point.start)}</time>
                </th>
                <td className="text-right tabular-nums">{format(point[measure])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}

export function RevenueChart({ overview }: { overview: Overview }) {
  const t = useT(reportsMessages);
  return (
    <SeriesChart
      overview={overview}
      measure="revenue"
      title={t('reports.chart.revenueTitle')}
      testId="revenue-chart"
    />
  );
}

export function BookingsChart({ overview }: { overview: Overview }) {
  const t = useT(reportsMessages);
  return (
    <SeriesChart
      overview={overview}
      measure="bookings"
      title={t('reports.chart.bookingsTitle')}
      testId="bookings-chart"
    />
  );
}

const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

/** The top packages of the period by one measure, as horizontal bars with a summary and table. */
export function TopPackagesChart(props: {
  packages: TopPackage[];
  measure: 'revenue' | 'bookings';
  title: string;
  testId: string;
}) {
  const { packages, measure } = props;
  const t = useT(reportsMessages);
  const format = formatterOf(measure, t.numbers);
  const digits = (n: number) => localDigits(String(n), t.numbers);
  const list = packages
    .slice(0, 3)
    .map((p) => t('reports.chart.topItem', { title: p.title, value: format(p[measure]) }))
    .join(', ');
  const summary =
    packages.length === 0
      ? t(measure === 'revenue' ? 'reports.chart.topNoPaid' : 'reports.chart.topNone', {
          title: props.title,
        })
      : packages.length > 3
        ? t('reports.chart.topListMore', {
            title: props.title,
            list,
            more: digits(packages.length - 3),
          })
        : t('reports.chart.topList', { title: props.title, list });

  const draw: DrawChart = (width) => {
    const narrow = width < 480;
    return (
      <BarChart
        bars={packages.map((p) => ({
          key: p.packageId,
          label: clip(p.title, narrow ? 15 : 26),
          value: p[measure],
        }))}
        width={width}
        marginLeft={narrow ? 124 : 190}
        ticks={narrow ? 3 : 6}
        fill={measure === 'revenue' ? 'var(--color-primary)' : 'var(--color-secondary)'}
        valueLabel={measure === 'revenue' ? 'US$' : t('reports.chart.bookings')}
        formatValue={format}
      />
    );
  };

  return (
    <ChartFigure
      title={props.title}
      summary={summary}
      draw={packages.length === 0 ? undefined : draw}
      testId={props.testId}
      table={
        <table className="table table-sm">
          <caption className="sr-only">{props.title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('reports.chart.package')}</th>
              <th scope="col" className="text-right">
                {t('reports.chart.revenue')}
              </th>
              <th scope="col" className="text-right">
                {t('reports.chart.bookings')}
              </th>
              <th scope="col" className="text-right">
                {t('reports.chart.travellers')}
              </th>
            </tr>
          </thead>
          <tbody>
            {packages.map((p) => (
              <tr key={p.packageId}>
                <th scope="row" className="font-normal [overflow-wrap:anywhere]">
                  {p.title}
                </th>
                <td className="text-right tabular-nums">{formatUsd(p.revenue, t.numbers)}</td>
                <td className="text-right tabular-nums">{digits(p.bookings)}</td>
                <td className="text-right tabular-nums">{digits(p.travellers)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
