import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useT } from '@/lib/i18n/catalog';
import { localDigits } from '@/lib/i18n/digits';
import { reviewsMessages } from '../messages';

export const STAR_COUNT = 5;

/** The path of a five-pointed star in a 24 x 24 box. */
const STAR_PATH =
  'M12 2.5l2.94 5.96 6.58.96-4.76 4.64 1.12 6.55L12 17.52l-5.88 3.09 1.12-6.55L2.48 9.42l6.58-.96L12 2.5z';

function Star({ fill, className }: { fill: number; className: string }) {
  // fill: 0, 0.5 or 1 of this star.
  return (
    <span className={`relative inline-block shrink-0 ${className}`} aria-hidden="true">
      <svg viewBox="0 0 24 24" className="absolute inset-0 h-full w-full fill-base-300">
        <path d={STAR_PATH} />
      </svg>
      <span
        className="absolute inset-y-0 left-0 overflow-hidden"
        style={{ width: `${fill * 100}%` }}
      >
        <svg viewBox="0 0 24 24" className={`h-full fill-amber-400 ${className}`}>
          <path d={STAR_PATH} />
        </svg>
      </span>
    </span>
  );
}

function fillOf(value: number, index: number): number {
  return Math.max(0, Math.min(1, value - index));
}

/** Read-only stars for a review (0 to 5, halves shown), announced as one image. */
export function Stars({ value, className = 'h-5 w-5' }: { value: number; className?: string }) {
  const t = useT(reviewsMessages);
  return (
    <span
      role="img"
      aria-label={t('reviews.stars.rated', {
        value: localDigits(String(value), t.numbers),
        max: localDigits(String(STAR_COUNT), t.numbers),
      })}
      className="inline-flex gap-0.5"
    >
      {Array.from({ length: STAR_COUNT }, (_, i) => (
        <Star key={i} fill={fillOf(value, i)} className={className} />
      ))}
    </span>
  );
}

/**
 * The rating a key press asks for, or null when the key is not the widget's. Digits 1 to 5 pick
 * that many stars; arrows move by one step (a half star when halves are allowed); Page Up/Down by a
 * whole star; Home and End jump to the ends (docs/product.md §5).
 */
export function ratingForKey(
  key: string,
  value: number,
  options: { step: number; min: number },
): number | null {
  const { step, min } = options;
  const clamp = (v: number) => Math.min(STAR_COUNT, Math.max(min, v));
  if (/^[1-5]$/.test(key)) return Number(key);
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(value + step);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(value - step);
    case 'PageUp':
      return clamp(value + 1);
    case 'PageDown':
      return clamp(value - 1);
    case 'Home':
      return min;
    case 'End':
      return STAR_COUNT;
    default:
      return null;
  }
}

export interface StarRatingProps {
  value: number;
  onChange: (value: number) => void;
  /** Half stars allowed (default true). */
  allowHalf?: boolean;
  id?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  onBlur?: () => void;
}

/**
 * The rating input: a slider of 5 stars (ARIA `slider`), used with the keyboard alone (digits 1-5,
 * arrows, Home/End) or by pointing at a star (its left half picks a half star).
 */
export function StarRating(props: StarRatingProps) {
  const t = useT(reviewsMessages);
  const { value, onChange, allowHalf = true } = props;
  const step = allowHalf ? 0.5 : 1;
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = ratingForKey(event.key, value, { step, min: step });
    if (next === null) return;
    event.preventDefault();
    if (next !== value) onChange(next);
  }

  function pointed(event: MouseEvent<HTMLSpanElement>, index: number): number {
    const box = event.currentTarget.getBoundingClientRect();
    const leftHalf = allowHalf && event.clientX - box.left < box.width / 2;
    return index + (leftHalf ? 0.5 : 1);
  }

  return (
    <div
      id={props.id}
      role="slider"
      tabIndex={0}
      aria-labelledby={props['aria-labelledby']}
      aria-describedby={props['aria-describedby']}
      aria-valuemin={step}
      aria-valuemax={STAR_COUNT}
      aria-valuenow={value}
      aria-valuetext={t('reviews.stars.valueText', {
        count: value,
        value: localDigits(String(value), t.numbers),
        max: localDigits(String(STAR_COUNT), t.numbers),
      })}
      onKeyDown={onKeyDown}
      onBlur={props.onBlur}
      onPointerLeave={() => setHover(null)}
      className="inline-flex cursor-pointer touch-manipulation items-center gap-1 rounded-field p-1 outline-none focus-visible:ring-2 focus-visible:ring-primary focus-visible:ring-offset-2"
    >
      {Array.from({ length: STAR_COUNT }, (_, i) => (
        <span
          key={i}
          data-star={i + 1}
          onPointerMove={(e) => setHover(pointed(e, i))}
          onClick={(e) => {
            onChange(pointed(e, i));
            setHover(null);
          }}
          className="inline-flex"
        >
          <Star fill={fillOf(shown, i)} className="h-8 w-8" />
        </span>
      ))}
      <span
        className="ml-2 min-w-[4.5ch] text-sm font-medium tabular-nums text-base-content/70"
        aria-hidden="true"
      >
        {localDigits(`${shown} / ${STAR_COUNT}`, t.numbers)}
      </span>
    </div>
  );
}
