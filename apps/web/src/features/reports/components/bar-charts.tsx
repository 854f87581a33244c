import { scaleBand, scaleLinear } from 'd3-scale';

/**
 * The Overview's two kinds of chart, drawn as SVG by React: columns over time and bars by
 * package. d3-scale (about 9 KB gzip) places the bars and picks round ticks; the marks and axes
 * are a few SVG elements each. Observable Plot drew them before: 126 KB gzip for these
 * two shapes, which put the Overview over its 150 KB route budget (decision 009, Budgets).
 *
 * The SVG is decoration for sighted readers (aria-hidden): ChartFigure names the picture by its
 * summary and offers the same figures as a table. Text and lines take the surrounding colour.
 */

/** One bar: `key` places it, `label` names it on the axis, `value` sizes it. */
export type Bar = { key: string; label: string; value: number };

const FONT = { fontSize: 12, fill: 'currentColor' } as const;
const GRID = { stroke: 'currentColor', strokeOpacity: 0.1 } as const;
const TICK = 6;

/**
 * The value scale over `range` and its ticks: zero always in it, so that every bar stands on the
 * zero rule; whole numbers only, as a scale of a few dollars or bookings has no half ticks. All
 * zero: a scale from 0 to 1 with its one tick at 0, so that the rule is at the axis's start and no
 * bar stands up from nothing.
 */
function valueScale(bars: Bar[], range: [number, number], tickCount: number) {
  const values = bars.map((bar) => bar.value);
  const [low, high] = [Math.min(0, ...values), Math.max(0, ...values)];
  const allZero = low === 0 && high === 0;
  const scale = scaleLinear()
    .domain(allZero ? [0, 1] : [low, high])
    .range(range)
    .nice();
  return { scale, ticks: allZero ? [0] : scale.ticks(tickCount).filter(Number.isInteger) };
}

/** Columns, one per bucket (day, week or month), with the value axis on the left. */
export function ColumnChart(props: {
  bars: Bar[];
  /** The keys named under the axis (a few, for room). */
  keysToName: string[];
  width: number;
  marginLeft: number;
  fill: string;
  valueLabel: string;
  formatValue: (value: number) => string;
}) {
  const { bars, width, marginLeft } = props;
  const height = 220;
  const [top, bottom, right] = [24, height - 24, width - 8];
  const x = scaleBand<string>()
    .domain(bars.map((bar) => bar.key))
    .range([marginLeft, right])
    .padding(0.1);
  const { scale: y, ticks } = valueScale(bars, [bottom, top], 5);
  const labelOf = new Map(bars.map((bar) => [bar.key, bar.label]));

  return (
    <svg width={width} height={height} aria-hidden="true" {...FONT}>
      <text x={4} y={12}>
        ↑ {props.valueLabel}
      </text>
      {ticks.map((tick) => (
        <g key={tick} transform={`translate(0 ${y(tick)})`}>
          <line x1={marginLeft} x2={right} {...GRID} />
          <line x1={marginLeft - TICK} x2={marginLeft} stroke="currentColor" />
          <text x={marginLeft - TICK - 3} dy="0.32em" textAnchor="end">
            {props.formatValue(tick)}
          </text>
        </g>
      ))}
      {bars.map((bar) => (
        <rect
          key={bar.key}
          x={x(bar.key)}
          y={y(Math.max(0, bar.value))}
          width={x.bandwidth()}
          height={Math.abs(y(bar.value) - y(0))}
          fill={props.fill}
        />
      ))}
      <line x1={marginLeft} x2={right} y1={y(0)} y2={y(0)} stroke="currentColor" />
      {props.keysToName.map((key) => {
        const middle = (x(key) ?? 0) + x.bandwidth() / 2;
        return (
          <g key={key} transform={`translate(${middle} ${bottom})`}>
            <line y2={TICK} stroke="currentColor" />
            <text y={TICK + 3} dy="0.71em" textAnchor="middle">
              {labelOf.get(key)}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Horizontal bars, one per row (a package), named on the left, with the value axis below. */
export function BarChart(props: {
  bars: Bar[];
  width: number;
  marginLeft: number;
  ticks: number;
  fill: string;
  valueLabel: string;
  formatValue: (value: number) => string;
}) {
  const { bars, width, marginLeft } = props;
  const height = Math.max(80, bars.length * 28 + 40);
  const [top, bottom, right] = [8, height - 32, width - 16];
  const y = scaleBand<string>()
    .domain(bars.map((bar) => bar.key))
    .range([top, bottom])
    .padding(0.1);
  const { scale: x, ticks } = valueScale(bars, [marginLeft, right], props.ticks);

  return (
    <svg width={width} height={height} aria-hidden="true" {...FONT}>
      {ticks.map((tick) => (
        <g key={tick} transform={`translate(${x(tick)} 0)`}>
          <line y1={top} y2={bottom} {...GRID} />
          <line y1={bottom} y2={bottom + TICK} stroke="currentColor" />
          <text y={bottom + TICK + 3} dy="0.71em" textAnchor="middle">
            {props.formatValue(tick)}
          </text>
        </g>
      ))}
      {bars.map((bar) => {
        const middle = (y(bar.key) ?? 0) + y.bandwidth() / 2;
        return (
          <g key={bar.key}>
            <rect
              x={x(Math.min(0, bar.value))}
              y={y(bar.key)}
              width={Math.abs(x(bar.value) - x(0))}
              height={y.bandwidth()}
              fill={props.fill}
            />
            <line
              x1={marginLeft - TICK}
              x2={marginLeft}
              y1={middle}
              y2={middle}
              stroke="currentColor"
            />
            <text x={marginLeft - TICK - 3} y={middle} dy="0.32em" textAnchor="end">
              {bar.label}
            </text>
          </g>
        );
      })}
      <line x1={x(0)} x2={x(0)} y1={top} y2={bottom} stroke="currentColor" />
      <text x={right} y={height - 2} textAnchor="end">
        {props.valueLabel} →
      </text>
    </svg>
  );
}
