import { useT } from '@/lib/i18n/catalog';
import { departuresMessages, digitsOf } from '@/features/departures-admin/messages';
import type { Occupancy } from '@/features/departures-admin/occupancy';

const BAR = { some: 'progress-primary', most: 'progress-warning', full: 'progress-error' } as const;

/**
 * Seats taken of the total, as words ("12 of 40 taken (30%)", "28 left") and a bar that shows the
 * same (hidden from screen readers, which read the words). `compact` says it on one line.
 */
export function OccupancyMeter({
  occupancy,
  compact = false,
}: {
  occupancy: Occupancy;
  compact?: boolean;
}) {
  const t = useT(departuresMessages);
  const n = (value: number) => digitsOf(value, t.numbers);
  const { total, taken, left, percent, level } = occupancy;
  const bar = (
    <progress
      className={`progress h-2 w-full ${BAR[level]}`}
      value={taken}
      max={Math.max(total, 1)}
      aria-hidden="true"
    />
  );
  if (compact) {
    return (
      <span className="flex min-w-32 flex-col gap-1">
        <span className="text-sm">
          {t('departures.meter.compact', {
            taken: n(taken),
            total,
            full: left === 0 ? 'yes' : 'no',
          })}
        </span>
        {bar}
      </span>
    );
  }
  return (
    <div className="flex min-w-40 flex-col gap-1">
      <span>
        <span className="font-medium">
          {t('departures.meter.taken', { taken: n(taken), total: n(total) })}
        </span>{' '}
        <span className="text-base-content/75">
          {t('departures.meter.percent', { percent: n(percent) })}
        </span>
      </span>
      {bar}
      <span className="text-sm">
        {left === 0 ? t('departures.meter.full') : t('departures.meter.left', { left: n(left) })}
      </span>
    </div>
  );
}
