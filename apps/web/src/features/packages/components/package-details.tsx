import type { TravelPackage } from '@wayfare/contract/packages';
import type { ReactNode } from 'react';
import { formatUsd } from '@/lib/format';
import { useT } from '@/lib/i18n/catalog';
import { contentLang } from '@/lib/i18n/locale';
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
  const lang = contentLang(t.locale);
  return (
    <article className="mx-auto max-w-5xl px-4 py-8 sm:py-12">
      <div className="grid gap-8 lg:grid-cols-[3fr_2fr]">
        <figure className="relative overflow-hidden rounded-box bg-base-200">
          <img
            src={pkg.image || '/favicon.svg'}
            srcSet={srcSetFor(pkg.image)}
            sizes="(min-width: 1024px) 60vw, 100vw"
            alt={pkg.title}
            width={960}
            height={600}
            fetchPriority="high"
            className="aspect-[16/10] h-full w-full object-cover"
          />
          {pkg.offer ? (
            <span className="badge badge-secondary absolute left-3 top-3 font-semibold shadow">
              {t('packages.deal', { offer: pkg.offer })}
            </span>
          ) : null}
        </figure>
        <div className="flex flex-col gap-4">
          <h1 className="text-3xl font-bold leading-tight sm:text-4xl" lang={lang}>
            {pkg.title}
          </h1>
          <dl className="flex flex-wrap gap-x-8 gap-y-2">
            <div>
              <dt className="text-xs uppercase tracking-wide text-base-content/75">
                {t('packages.details.duration')}
              </dt>
              <dd className="text-lg font-semibold" lang={lang}>
                {pkg.duration || '—'}
              </dd>
            </div>
            <div>
              <dt className="text-xs uppercase tracking-wide text-base-content/75">
                {t('packages.details.pricePerTraveller')}
              </dt>
              <dd className="text-2xl font-bold text-primary">{formatUsd(pkg.price, t.locale)}</dd>
            </div>
          </dl>
          {action}
        </div>
      </div>
      {pkg.description ? (
        <section className="mt-8 max-w-3xl" aria-labelledby="package-about">
          <h2 id="package-about" className="text-xl font-bold">
            {t('packages.details.about')}
          </h2>
          <p className="mt-2 whitespace-pre-line text-base-content/85" lang={lang}>
            {pkg.description}
          </p>
        </section>
      ) : null}
      {children}
    </article>
  );
}
