import { heroImage } from '@/content/static-images';
import { HowItWorks, WhyChooseUs } from '@/features/guides/components/how-it-works';
import { PopularDestinations } from '@/features/guides/components/popular-destinations';
import { ReviewsCarousel } from '@/features/reviews/components/reviews-carousel';
import { ScenicSpotsSlider } from '@/features/guides/components/scenic-spots-slider';
import { TravelInspiration } from '@/features/guides/components/travel-inspiration';
import { NewsletterBox } from '@/features/newsletter/components/newsletter-box';
import { FeaturedPackages } from '@/features/packages/components/featured-packages';
import { BookNowButton, useBookNow } from '@/app/compose/book-now';
import { usePrefetchPackagePage } from '@/app/compose/prefetch-package-page';
import { useT } from '@/lib/i18n/catalog';
import { sitePagesMessages } from './site/messages';

/**
 * Sections below the hero are laid out and painted only when they come near the screen
 * (`content-visibility: auto`), with a reserved height until then: the first paint of a phone
 * does the hero's work only. The box itself paints the page's background meanwhile, so a checker
 * that asks what is under a not-yet-drawn line of text (Lighthouse's contrast audit) finds the
 * page, not the dark band of the next section.
 */
function BelowFold({ children }: { children: React.ReactNode }) {
  return (
    <div className="bg-base-100 [contain-intrinsic-size:auto_720px] [content-visibility:auto]">
      {children}
    </div>
  );
}

/** Home page sections in the order of docs/product.md §1. */
export function HomePage() {
  const t = useT(sitePagesMessages);
  usePrefetchPackagePage();
  const hero = heroImage();
  const { bookNow, dialog } = useBookNow();
  return (
    <>
      <section className="relative isolate overflow-hidden" aria-labelledby="hero-heading">
        <img
          src={hero.src}
          srcSet={hero.srcSet}
          sizes="100vw"
          width={hero.width}
          height={hero.height}
          alt=""
          fetchPriority="high"
          className="absolute inset-0 -z-10 h-full w-full object-cover"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-r from-black/60 via-black/30 to-transparent" />
        <div className="mx-auto flex min-h-[70vh] max-w-6xl flex-col justify-center px-4 py-24 text-white">
          <p className="font-semibold uppercase tracking-widest text-amber-200">
            {t('sitePages.home.heroEyebrow')}
          </p>
          <h1
            id="hero-heading"
            className="mt-3 max-w-2xl text-4xl font-extrabold leading-tight sm:text-6xl"
          >
            {t('sitePages.home.heroHeading')}
          </h1>
          <p className="mt-5 max-w-xl text-lg text-white/90">{t('sitePages.home.heroText')}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <a href="#featured-heading" className="btn btn-secondary btn-lg">
              {t('sitePages.home.explorePackages')}
            </a>
          </div>
        </div>
      </section>
      <ScenicSpotsSlider />
      <BelowFold>
        <PopularDestinations />
      </BelowFold>
      <BelowFold>
        <FeaturedPackages renderAction={(pkg) => <BookNowButton pkg={pkg} onBook={bookNow} />} />
      </BelowFold>
      <BelowFold>
        <HowItWorks />
        <WhyChooseUs />
      </BelowFold>
      <ReviewsCarousel />
      <BelowFold>
        <TravelInspiration />
        <NewsletterBox />
      </BelowFold>
      {dialog}
    </>
  );
}
