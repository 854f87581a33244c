import type { TravelPackage } from '@wayfare/contract/packages';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/router';
import { formatUsd } from '@/lib/format';
import { useT } from '@/lib/i18n/catalog';
import { packageText } from '@/lib/i18n/package-text';
import { RichText } from '@/lib/i18n/rich-text';
import { packagesMessages } from '../messages';

export function srcSetFor(image: string): string | undefined {
  // Demo images ship in three widths; an uploaded image is a single file.
  const match = /^(\/images\/.+)-960\.webp$/.exec(image);
  if (!match) return undefined;
  return `${match[1]}-480.webp 480w, ${match[1]}-960.webp 960w, ${match[1]}-1600.webp 1600w`;
}

/**
 * `priority` is for the cards a visitor sees without scrolling (the first search results): their
 * image loads at once, first, as it is the page's largest paint; every other card's waits until
 * it comes near the screen.
 */
export function PackageCard({
  pkg,
  action,
  priority = false,
}: {
  pkg: TravelPackage;
  action?: ReactNode;
  priority?: boolean;
}) {
  const t = useT(packagesMessages);
  const title = packageText(pkg, 'title', t.locale);
  const description = packageText(pkg, 'description', t.locale);
  const duration = packageText(pkg, 'duration', t.locale);
  const offer = packageText(pkg, 'offer', t.locale);
  return (
    <article className="card overflow-hidden bg-base-100 shadow-md ring-1 ring-base-300 transition hover:-translate-y-0.5 hover:shadow-lg">
      <figure className="relative aspect-[16/10] bg-base-200">
        <img
          src={pkg.image || '/favicon.svg'}
          srcSet={srcSetFor(pkg.image)}
          sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          alt={title.text}
          lang={title.lang}
          width={960}
          height={600}
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          decoding="async"
          className="h-full w-full object-cover"
        />
        {offer.text ? (
          <span className="badge badge-secondary absolute left-3 top-3 font-semibold shadow">
            <RichText
              t={t}
              id="packages.deal"
              values={{ offer: offer.text }}
              components={{ 0: <span lang={offer.lang} /> }}
            />
          </span>
        ) : null}
      </figure>
      <div className="card-body gap-3 p-5">
        <h3 className="card-title text-lg leading-snug">
          {/* The package's own page: its dates, seats left and the whole description. */}
          <Link
            to={`/packages/${encodeURIComponent(pkg._id)}`}
            className="link-hover link"
            lang={title.lang}
          >
            {title.text}
          </Link>
        </h3>
        <p className="line-clamp-3 text-sm text-base-content/75" lang={description.lang}>
          {description.text}
        </p>
        <div className="mt-auto flex items-end justify-between gap-3 pt-2">
          <div>
            <p
              className="text-xs uppercase tracking-wide text-base-content/75"
              lang={duration.lang}
            >
              {duration.text}
            </p>
            <p className="text-xl font-bold text-primary">{formatUsd(pkg.price, t.numbers)}</p>
          </div>
          {action}
        </div>
      </div>
    </article>
  );
}
