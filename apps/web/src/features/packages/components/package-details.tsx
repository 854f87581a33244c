import type { TravelPackage } from '@wayfare/contract/packages';
import type { ReactNode } from 'react';
import { formatUsd } from '@/lib/format';
import { useT } from '@/lib/i18n/catalog';
import { packageText } from '@/lib/i18n/package-text';
import { RichText } from '@/lib/i18n/rich-text';
import { packagesMessages } from '../messages';
import { srcSetFor } from './package-card';

/**
 * A package's own page (ours, docs/product.md §2): its picture, title, length, price and the whole
 * description, with the page's actions (Book Now) and what else the page shows (its dates).
 */
export function PackageDetails({
  pkg,
  action,
  children,
}: {
  pkg: TravelPackage;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const t = useT(packagesMessages);
  const title = packageText(pkg, 'title', t.locale);
  const description = packageText(pkg, 'description', t.locale);
  const duration = packageText(pkg, 'duration', t.locale);
  const offer = packageText(pkg, 'offer', t.locale);
  return (
    <article className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <figure className="relative overflow-hidden rounded-box bg-base-200">
          <img
            src={pkg.image || '/favicon.svg'}
            srcSet={srcSetFor(pkg.image)}
            sizes="(min-width: 1024px) 60vw, 100vw"
            alt={title.text}
            lang={title.lang}
            width={960}
            height={600}
            fetchPriority="high"
            className="aspect-[16/10] h-full w-full object-cover"
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
        <div className="flex flex-col gap-4">
          <h1 className="text-3xl font-bold leading-tight sm:text-4xl" lang={title.lang}>
            {title.text}
          </h1>
          <dl className="flex flex-wrap gap-x-8 gap-y-2">
            <div>
              <dt className="text-xs uppercase tracking-wide text-base-content/75">
                {t('packages.details.duration')}
              </dt>
              <dd className="text-lg font-semibold" lang={duration.lang}>
                {duration.text || '—'}
              </dd>
            </div>
            <div>
              <dt className="text-xs uppercase tracking-wide text-base-content/75">
                {t('packages.details.pricePerTraveller')}
              </dt>
              <dd className="text-2xl font-bold text-primary">{formatUsd(pkg.price, t.numbers)}</dd>
            </div>
          </dl>
          {action}
        </div>
      </div>
      {description.text ? (
        <section className="mt-8 max-w-3xl" aria-labelledby="package-about">
          <h2 id="package-about" className="text-xl font-bold">
            {t('packages.details.about')}
          </h2>
          <p className="mt-2 whitespace-pre-line text-base-content/85" lang={description.lang}>
            {description.text}
          </p>
        </section>
      ) : null}
      {children}
    </article>
  );
}
