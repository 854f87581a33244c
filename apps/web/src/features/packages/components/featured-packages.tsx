import type { TravelPackage } from '@wayfare/contract/packages';
import type { ReactNode } from 'react';
import { Link } from '@/lib/i18n/router';
import { QueryState } from '@/components/ui/query-state';
import { usePackages } from '@/features/packages/api/get-packages';
import { useT } from '@/lib/i18n/catalog';
import { localDigits } from '@/lib/i18n/digits';
import { packagesMessages } from '../messages';
import { PackageCard } from './package-card';

/** Featured travel packages of the home page, from the API. */
export function FeaturedPackages({
  renderAction,
}: {
  renderAction?: (pkg: TravelPackage) => ReactNode;
}) {
  const t = useT(packagesMessages);
  const packages = usePackages({ limit: 9 });
  return (
    <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="featured-heading">
      <div className="mb-8 text-center">
        <p className="font-semibold uppercase tracking-widest text-[oklch(50%_0.12_65)]">
          {t('packages.featured.eyebrow')}
        </p>
        <h2 id="featured-heading" className="mt-2 text-3xl font-bold sm:text-4xl">
          {t('packages.featured.heading')}
        </h2>
      </div>
      <QueryState
        isPending={packages.isPending}
        error={packages.error}
        onRetry={() => void packages.refetch()}
      >
        {packages.data?.packages.length ? (
          <>
            <div
              className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
              data-testid="featured-packages"
            >
              {packages.data.packages.map((pkg) => (
                <PackageCard key={pkg._id} pkg={pkg} action={renderAction?.(pkg)} />
              ))}
            </div>
            {packages.data.total > packages.data.packages.length ? (
              <p className="mt-8 text-center">
                <Link to="/search" className="btn btn-outline btn-primary">
                  {t('packages.featured.seeAll', {
                    total: localDigits(String(packages.data.total), t.numbers),
                  })}
                </Link>
              </p>
            ) : null}
          </>
        ) : (
          <p className="text-center text-base-content/70">{t('packages.featured.empty')}</p>
        )}
      </QueryState>
    </section>
  );
}
