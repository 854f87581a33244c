import { Link } from '@/lib/i18n/router';
import { ARTICLES, searchHref } from '@/features/guides/content';
import { useT } from '@/lib/i18n/catalog';
import { localDigits } from '@/lib/i18n/digits';
import { guidesMessages } from '../messages';
import { LandscapeImage } from './responsive-picture';

export function TravelInspiration() {
  const t = useT(guidesMessages);
  return (
    <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="inspiration-heading">
      <div className="mb-8 text-center">
        <p className="font-semibold uppercase tracking-widest text-[oklch(50%_0.12_65)]">
          {t('guides.articles.eyebrow')}
        </p>
        <h2 id="inspiration-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
          {t('guides.articles.heading')}
        </h2>
      </div>
      <div className="grid gap-6 md:grid-cols-3">
        {ARTICLES.map((a) => (
          <article
            key={a.id}
            className="relative overflow-hidden rounded-box bg-base-100 shadow ring-1 ring-base-300 transition-shadow hover:shadow-lg has-[a:focus-visible]:outline-2 has-[a:focus-visible]:outline-offset-2 has-[a:focus-visible]:outline-primary"
          >
            <LandscapeImage
              path={a.image}
              alt=""
              sizes="(min-width: 768px) 33vw, 100vw"
              className="aspect-[16/10] w-full object-cover"
            />
            <div className="p-5">
              <p className="text-xs uppercase tracking-wide text-base-content/75">
                {t('guides.articles.readingTime', {
                  minutes: localDigits(String(a.readingMinutes), t.numbers),
                })}
              </p>
              <h3 className="mt-1 text-lg font-bold">
                {/* The whole card is the link (its ::after covers the card): the trips it is about. */}
                <Link
                  to={searchHref(a.search)}
                  aria-label={t('guides.articles.cardLabel', {
                    title: t(a.title),
                    place: t(a.place),
                  })}
                  className="after:absolute after:inset-0 focus-visible:outline-none"
                >
                  {t(a.title)}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-base-content/75">{t(a.excerpt)}</p>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
