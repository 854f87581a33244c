import { Link } from '@/lib/i18n/router';
import { ARTICLES, searchHref } from '@/features/guides/content';
import { LandscapeImage } from './responsive-picture';

export function TravelInspiration() {
  return (
    <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="inspiration-heading">
      <div className="mb-8 text-center">
        <p className="font-semibold uppercase tracking-widest text-[oklch(50%_0.12_65)]">
          From the guides
        </p>
        <h2 id="inspiration-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
          Travel Inspiration
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
                {a.readingMinutes} min read
              </p>
              <h3 className="mt-1 text-lg font-bold">
                {/* The whole card is the link (its ::after covers the card): the trips it is about. */}
                <Link
                  to={searchHref(a.search)}
                  aria-label={`${a.title}: search ${a.search} packages`}
                  className="after:absolute after:inset-0 focus-visible:outline-none"
                >
                  {a.title}
                </Link>
              </h3>
              <p className="mt-2 text-sm text-base-content/75">{a.excerpt}</p>
            </div>
          </article>
        ))}
      </div>
    </section>
  );
}
