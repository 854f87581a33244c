import type { Overview, ReportBucket, TopPackage } from '@wayfare/contract/reports';
import { formatUsd } from '@/lib/format';
import { formatCalendarDay as formatDay } from '@/lib/trip-time';
import { BarChart, ColumnChart } from './bar-charts';
import { ChartFigure, type DrawChart } from './chart-figure';

const BUCKET_WORDS: Record<ReportBucket, { label: string; on: string }> = {
  day: { label: 'Day', on: 'on' },
  week: { label: 'Week from', on: 'in the week from' },
  month: { label: 'Month from', on: 'in the month from' },
};

const formatCount = (n: number) => n.toLocaleString('en-US');

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
  const { series, period } = overview;
  const words = BUCKET_WORDS[period.bucket];
  const format = measure === 'revenue' ? formatUsd : formatCount;
  const total = series.reduce((sum, point) => sum + point[measure], 0);
  const best = series.reduce<(typeof series)[number] | undefined>(
    (top, point) => (point[measure] > (top?.[measure] ?? 0) ? point : top),
    undefined,
  );
  const span = `${formatDay(period.from)} to ${formatDay(period.to)}`;
  const summary =
    `${props.title} from ${span}: ${format(total)} in total` +
    (best
      ? `, highest ${words.on} ${formatDay(best.start)} (${format(best[measure])}).`
      : '; none in this period.');

  const draw: DrawChart = (width) => (
    <ColumnChart
      bars={series.map((point) => ({
        key: point.start,
        label: formatDay(point.start, true),
        value: point[measure],
      }))}
      keysToName={tickEvery(
        series.map((point) => point.start),
        width,
      )}
      width={width}
      marginLeft={measure === 'revenue' ? 64 : 44}
      fill={measure === 'revenue' ? 'var(--color-primary)' : 'var(--color-secondary)'}
      valueLabel={measure === 'revenue' ? 'US$' : 'Bookings'}
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
          <caption className="sr-only">{`${props.title}, ${span}`}</caption>
          <thead>
            <tr>
              <th scope="col">{words.label}</th>
              <th scope="col" className="text-right">
                {measure === 'revenue' ? 'Revenue' : 'Bookings'}
              </th>
            </tr>
          </thead>
          <tbody>
            {series.map((point) => (
              <tr key={point.start}>
                <th scope="row" className="font-normal">
                  <time dateTime={point.start}>{formatDay(point.start)}</time>
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
  return (
    <SeriesChart
      overview={overview}
      measure="revenue"
      title="Revenue (paid minus refunded)"
      testId="revenue-chart"
    />
  );
}

export function BookingsChart({ overview }: { overview: Overview }) {
  return (
    <SeriesChart
      overview={overview}
      measure="bookings"
      title="Bookings made"
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
  const format = measure === 'revenue' ? formatUsd : formatCount;
  const summary =
    packages.length === 0
      ? `${props.title}: ${measure === 'revenue' ? 'no paid bookings' : 'no bookings'} in this period.`
      : `${props.title}: ${packages
          .slice(0, 3)
          .map((p) => `${p.title} (${format(p[measure])})`)
          .join(', ')}${packages.length > 3 ? `, and ${packages.length - 3} more` : ''}.`;

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
        valueLabel={measure === 'revenue' ? 'US$' : 'Bookings'}
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
              <th scope="col">Package</th>
              <th scope="col" className="text-right">
                Revenue
              </th>
              <th scope="col" className="text-right">
                Bookings
              </th>
              <th scope="col" className="text-right">
                Travellers
              </th>
            </tr>
          </thead>
          <tbody>
            {packages.map((p) => (
              <tr key={p.packageId}>
                <th scope="row" className="font-normal [overflow-wrap:anywhere]">
                  {p.title}
                </th>
                <td className="text-right tabular-nums">{formatUsd(p.revenue)}</td>
                <td className="text-right tabular-nums">{p.bookings}</td>
                <td className="text-right tabular-nums">{p.travellers}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
