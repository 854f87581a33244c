import type { CSSProperties } from 'react';

/**
 * A read-only star rating (0 to 5, half steps), announced as text. One element: the outlines and
 * the filled part are two masks of its pseudo-elements (`.star-rating` in index.css), not five
 * SVGs with a gradient each, since every offer card on /booking has one (issue 21, the page's
 * blocking time).
 */
export function StarDisplay({ rating }: { rating: number }) {
  const clamped = Math.min(5, Math.max(0, Math.round(rating * 2) / 2));
  const whole = Math.floor(clamped);
  return (
    <span
      className="star-rating text-amber-500"
      role="img"
      aria-label={`${rating} out of 5 stars`}
      // Each star is 1 rem with 0.125 rem after it: whole stars, then half of the next one.
      style={
        { '--star-fill': `${Math.min(5.5, whole * 1.125 + (clamped - whole))}rem` } as CSSProperties
      }
    />
  );
}
