import { useT } from '@/lib/i18n/catalog';
import { localDigits } from '@/lib/i18n/digits';
import { offersMessages } from '../messages';

/** The star of a 24 x 24 box, from its top point, at `x` across (relative moves after that). */
const star = (x: number) =>
  `M${12 + x} 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.5L${12 + x} 17.3l-5.9 3.2 1.3-6.5-4.9-4.6 6.6-.8z`;
/** Its left half (the star is symmetric about its middle, x = 12). */
const leftHalf = (x: number) =>
  `M${12 + x} 2.5L${9.1 + x} 8.6 ${2.5 + x} 9.4l4.9 4.6-1.3 6.5L${12 + x} 17.3z`;
/** Stars 24 units wide, 3 apart (16 px and 2 px at the size shown). */
const STEP = 27;
const OUTLINES = [0, 1, 2, 3, 4].map((i) => star(i * STEP)).join('');

/**
 * A read-only star rating (0 to 5, half steps), announced as text. Drawn as one SVG of two paths,
 * the five outlines and the filled part, not five SVGs with a gradient each: every offer card on
 * /booking has one, and the page had 609 elements, 270 of them stars (decision 009, the page's
 * blocking time), with nine copies of each gradient's id.
 */
export function StarDisplay({ rating }: { rating: number }) {
  const t = useT(offersMessages);
  const halves = Math.min(10, Math.max(0, Math.round(rating * 2)));
  const whole = Math.floor(halves / 2);
  const filled =
    Array.from({ length: whole }, (_, i) => star(i * STEP)).join('') +
    (halves % 2 ? leftHalf(whole * STEP) : '');
  return (
    <span
      className="inline-flex text-amber-500"
      role="img"
      aria-label={t('offers.stars', { rating: localDigits(String(rating), t.numbers) })}
    >
      <svg viewBox="0 0 132 24" className="h-4 w-[5.5rem]" aria-hidden="true">
        <path d={OUTLINES} fill="none" stroke="currentColor" strokeWidth="1.3" />
        {filled && <path d={filled} fill="currentColor" data-filled={halves / 2} />}
      </svg>
    </span>
  );
}
