import { useEffect, useRef, useState } from 'react';
import { SCENIC_SPOTS } from '@/features/guides/content';
import { useT } from '@/lib/i18n/catalog';
import { guidesMessages } from '../messages';
import { LandscapeImage } from './responsive-picture';

/** Which ends of the track are reached: the arrows say there is more, and stop at the ends. */
function useTrackEnds(track: React.RefObject<HTMLUListElement | null>) {
  const [ends, setEnds] = useState({ atStart: true, atEnd: false });
  useEffect(() => {
    const list = track.current;
    if (!list) return;
    const measure = () =>
      setEnds({
        atStart: list.scrollLeft <= 1,
        atEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1,
      });
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      list.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [track]);
  return ends;
}

function Arrow(props: { direction: 'previous' | 'next'; disabled: boolean; onClick: () => void }) {
  const t = useT(guidesMessages);
  return (
    <button
      type="button"
      className="btn btn-circle btn-outline btn-sm sm:btn-md"
      aria-label={t(props.direction === 'previous' ? 'guides.spots.previous' : 'guides.spots.next')}
      aria-controls="scenic-spots-track"
      disabled={props.disabled}
      onClick={props.onClick}
    >
      <svg
        viewBox="0 0 24 24"
        className="h-5 w-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <path
          d={props.direction === 'previous' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

/**
 * Slider of three scenic spots: 2 slides per view, spacing 30 (docs/product.md §9). A CSS
 * scroll-snap track rather than Swiper: it swipes by touch, trackpad, wheel and keyboard, and its
 * slides are laid out by the stylesheet before any script runs (no shift). Previous and Next
 * buttons show that there is more and move one slide at a time; it never moves by itself.
 */
export function ScenicSpotsSlider() {
  const t = useT(guidesMessages);
  const track = useRef<HTMLUListElement>(null);
  const { atStart, atEnd } = useTrackEnds(track);
  const move = (direction: 1 | -1) => {
    const list = track.current;
    const slide = list?.querySelector('li');
    if (!list || !slide) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    list.scrollBy({
      left: direction * (slide.getBoundingClientRect().width + 30),
      behavior: reduce ? 'auto' : 'smooth',
    });
  };
  return (
    <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="spots-heading">
      <div className="mb-8 flex items-end justify-between gap-4">
        <div>
          <p className="font-semibold uppercase tracking-widest text-[oklch(50%_0.12_65)]">
            {t('guides.spots.eyebrow')}
          </p>
          <h2 id="spots-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
            {t('guides.spots.heading')}
          </h2>
        </div>
        <div className="flex shrink-0 gap-2">
          <Arrow direction="previous" disabled={atStart} onClick={() => move(-1)} />
          <Arrow direction="next" disabled={atEnd} onClick={() => move(1)} />
        </div>
      </div>
      <ul
        id="scenic-spots-track"
        ref={track}
        className="flex snap-x snap-mandatory gap-[30px] overflow-x-auto overscroll-x-contain pb-2 [scrollbar-width:thin]"
        tabIndex={0}
        aria-label={t('guides.spots.trackLabel')}
        data-testid="scenic-spots"
      >
        {SCENIC_SPOTS.map((spot) => (
          <li key={spot.id} className="w-[calc((100%-30px)/2)] shrink-0 snap-start">
            <article className="overflow-hidden rounded-box bg-base-100 shadow ring-1 ring-base-300">
              <LandscapeImage
                path={spot.image}
                alt={t(spot.name)}
                sizes="(min-width: 1152px) 560px, 50vw"
                className="aspect-[16/10] w-full object-cover"
              />
              <div className="p-3 sm:p-5">
                <h3 className="text-base font-bold sm:text-lg">{t(spot.name)}</h3>
                <p className="text-xs text-[oklch(50%_0.12_65)] sm:text-sm">{t(spot.place)}</p>
                <p className="mt-2 hidden text-sm text-base-content/75 sm:block">{t(spot.blurb)}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
