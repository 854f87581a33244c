import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/catalog';
import { reportsMessages } from '../messages';

/** What draws a chart: an SVG for the width it has to fill (./bar-charts.tsx). */
export type DrawChart = (width: number) => ReactNode;

/**
 * A chart and its accessible alternatives (WCAG 1.1.1): the picture is one image named by its
 * text summary, the summary is also printed under it, and "Show as table" opens a real table of
 * the same figures. The chart is drawn to its container's width, redrawn when that changes.
 */
export function ChartFigure(props: {
  title: string;
  summary: string;
  /** Nothing to draw (no figures): the summary and the table say so, without a chart. */
  draw: DrawChart | undefined;
  table: ReactNode;
  testId: string;
}) {
  const t = useT(reportsMessages);
  const holder = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const { draw } = props;
  const hasChart = Boolean(draw);

  useEffect(() => {
    const element = holder.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
    // The holder is another element once there is something to draw: observe that one.
  }, [hasChart]);

  return (
    <figure
      className="card bg-base-100 border border-base-300 min-w-0 p-4"
      data-testid={props.testId}
    >
      <h2 className="text-lg font-semibold">{props.title}</h2>
      {draw ? (
        <div
          ref={holder}
          role="img"
          aria-label={props.summary}
          className="mt-2 min-h-40 w-full overflow-hidden text-base-content"
        >
          {width > 0 && draw(width)}
        </div>
      ) : (
        <div ref={holder} />
      )}
      <figcaption className="mt-2 text-sm text-base-content/80">{props.summary}</figcaption>
      <details className="mt-3">
        <summary className="cursor-pointer text-sm font-medium link link-primary w-fit">
          {t('reports.chart.showTable')}
        </summary>
        <div className="mt-2 overflow-x-auto">{props.table}</div>
      </details>
    </figure>
  );
}
