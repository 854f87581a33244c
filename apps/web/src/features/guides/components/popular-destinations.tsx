import { Link } from '@/lib/i18n/router';
import { POPULAR_DESTINATIONS, searchHref } from '@/features/guides/content';
import { useT } from '@/lib/i18n/catalog';
import { guidesMessages } from '../messages';
import { LandscapeImage } from './responsive-picture';

export function PopularDestinations() {
  const t = useT(guidesMessages);
  return (
    <section className="bg-base-200 py-16" aria-labelledby="destinations-heading">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mb-8 text-center">
          <p className="font-semibold uppercase tracking-widest text-[oklch(50%_0.12_65)]">
            {t('guides.destinations.eyebrow')}
          </p>
          <h2 id="destinations-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
            {t('guides.destinations.heading')}
          </h2>
        </div>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {POPULAR_DESTINATIONS.map((d) => (
            <li
              key={d.id}
              className="relative overflow-hidden rounded-box bg-base-100 shadow ring-1 ring-base-300 transition-shadow hover:shadow-lg has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary"
            >
              <LandscapeImage
                path={d.image}
                alt={t(d.name)}
                sizes="(min-width: 1024px) 270px, (min-width: 640px) 50vw, 100vw"
                className="aspect-[16/10] w-full object-cover"
              />
              <div className="p-5">
                <h3 className="text-lg font-bold">
                  {/* The whole card is the link (its ::after covers the card); named by the place. */}
                  <Link
                    to={searchHref(d.search)}
                    aria-label={t('guides.destinations.cardLabel', { name: t(d.name) })}
                    className="after:absolute after:inset-0 focus-visible:outline-none"
                  >
                    {t(d.name)}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-base-content/75">{t(d.description)}</p>
                <p className="mt-3 font-semibold text-primary">{t(d.priceRange)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
