import { SCENIC_SPOTS } from '@/features/guides/content';
import { LandscapeImage } from './responsive-picture';

/**
 * Slider of three scenic spots: 2 slides per view, spacing 30 (docs/product.md §9). A CSS
 * scroll-snap track rather than Swiper: it swipes by touch, trackpad, wheel and keyboard, its
 * slides are laid out by the stylesheet before any script runs (no shift), and it costs the home
 * page no JavaScript.
 */
export function ScenicSpotsSlider() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="spots-heading">
      <div className="mb-8">
        <p className="font-semibold uppercase tracking-widest text-secondary">Scenic spots</p>
        <h2 id="spots-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
          Places that stop you in your tracks
        </h2>
      </div>
      <ul
        className="flex snap-x snap-mandatory gap-[30px] overflow-x-auto overscroll-x-contain pb-2 [scrollbar-width:thin]"
        tabIndex={0}
        aria-label="Scenic spots, scroll sideways for more"
        data-testid="scenic-spots"
      >
        {SCENIC_SPOTS.map((spot) => (
          <li key={spot.id} className="w-[calc((100%-30px)/2)] shrink-0 snap-start">
            <article className="overflow-hidden rounded-box bg-base-100 shadow ring-1 ring-base-300">
              <LandscapeImage
                path={spot.image}
                alt={spot.name}
                sizes="(min-width: 1152px) 560px, 50vw"
                className="aspect-[16/10] w-full object-cover"
              />
              <div className="p-3 sm:p-5">
                <h3 className="text-base font-bold sm:text-lg">{spot.name}</h3>
                <p className="text-xs text-secondary sm:text-sm">{spot.place}</p>
                <p className="mt-2 hidden text-sm text-base-content/75 sm:block">{spot.blurb}</p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
