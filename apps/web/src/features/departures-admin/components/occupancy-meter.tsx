import type { Occupancy } from '@/features/departures-admin/occupancy';
import { countText } from '@wayfare/contract/counts';

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
          {taken} of {countText(total, 'seat')} taken{left === 0 ? ' (full)' : ''}
        </span>
        {bar}
      </span>
    );
  }
  return (
    <div className="flex min-w-40 flex-col gap-1">
      <span>
        <span className="font-medium">
          {taken} of {total} taken
        </span>{' '}
        <span className="text-base-content/75">({percent}%)</span>
      </span>
      {bar}
      <span className="text-sm">{left === 0 ? 'Full: no seats left' : `${left} left`}</span>
    </div>
  );
}
