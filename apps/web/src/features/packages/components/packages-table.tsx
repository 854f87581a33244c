import { useState } from 'react';
import { DataTable, Pager, SearchBox, SearchForm, useDebounced } from '@/components/ui/data-table';
import { ADMIN_PAGE_SIZE } from '@/lib/list-page';
import { Link } from '@/lib/i18n/router';
import { QueryState } from '@/components/ui/query-state';
import type { PackageBookingCounts, TravelPackage } from '@wayfare/contract/packages';
import { dialog, errorMessage, errorToastTopEnd, successToast } from '@/lib/alerts';
import { formatUsd } from '@/lib/format';
import { getPackageBookingCounts, useDeletePackage } from '@/features/packages/api/delete-package';
import { usePackages } from '@/features/packages/api/get-packages';
import { useT } from '@/lib/i18n/catalog';
import { localDigits } from '@/lib/i18n/digits';
import { packageText } from '@/lib/i18n/package-text';
import { packagesMessages } from '../messages';

/** A small image for the table: the smallest width of a demo image; an upload as it is. */
function thumbnailOf(image: string): string {
  if (!image) return '/favicon.svg';
  return image.replace(/^(\/images\/.+)-960\.webp$/, '$1-480.webp');
}

/** All Packages (admin, docs/product.md §2): #, Package Name, Duration, Price, Edit and Remove. */
export function PackagesTable() {
  const t = useT(packagesMessages);
  const titleOf = (pkg: TravelPackage) => packageText(pkg, 'title', t.locale);
  const [offset, setOffset] = useState(0);
  const [text, setText] = useState('');
  const q = useDebounced(text.trim());
  const packages = usePackages({
    q: q || undefined,
    sort: q ? 'relevance' : 'newest',
    limit: ADMIN_PAGE_SIZE,
    offset,
  });
  const rows = packages.data?.packages ?? [];
  const total = packages.data?.total ?? 0;
  const remove = useDeletePackage();

  /**
   * Asks first, naming the package and what removing it does: a package nobody booked is
   * deleted; one with bookings is archived (kept for its bookings and payments).
   */
  /** `1 unpaid, 2 paid`: the statuses the package's bookings have, none that it has not. */
  function byStatus(counts: PackageBookingCounts): string {
    const parts = (['unpaid', 'paid', 'refunded', 'cancelled', 'expired'] as const)
      .filter((status) => counts[status] > 0)
      .map((status) =>
        t('packages.table.byStatus', {
          status,
          count: localDigits(String(counts[status]), t.numbers),
        }),
      );
    return parts.join(', ');
  }

  async function onRemove(pkg: TravelPackage) {
    let counts: PackageBookingCounts;
    try {
      counts = await getPackageBookingCounts(pkg._id);
    } catch (error) {
      void errorToastTopEnd(errorMessage(error, t.locale));
      return;
    }
    const booked =
      counts.unpaid + counts.paid + counts.refunded + counts.cancelled + counts.expired;
    const answer = await dialog.fire(
      {
        icon: 'warning',
        title: t('packages.table.removeTitle', { title: titleOf(pkg).text }),
        text: booked
          ? t('packages.table.removeBooked', { count: booked, statuses: byStatus(counts) })
          : t('packages.table.removeUnbooked'),
        showCancelButton: true,
        confirmButtonText: booked ? t('packages.table.archive') : t('packages.table.remove'),
        focusCancel: true,
      },
      t.locale,
    );
    if (!answer.isConfirmed) return;
    try {
      await remove.mutateAsync(pkg._id);
      void successToast(t('packages.table.removed'));
    } catch (error) {
      void errorToastTopEnd(errorMessage(error, t.locale));
    }
  }

  return (
    <>
      <SearchForm label={t('packages.table.searchLabel')} className="mb-4 mt-2">
        <SearchBox
          label={t('packages.table.searchBox')}
          placeholder={t('packages.table.searchPlaceholder')}
          value={text}
          onChange={(value) => {
            setText(value);
            setOffset(0);
          }}
        />
      </SearchForm>
      <QueryState
        isPending={packages.isPending}
        error={packages.error}
        onRetry={() => void packages.refetch()}
      >
        <DataTable
          caption={t('packages.table.caption')}
          testId="packages-table"
          rows={rows}
          rowKey={(pkg) => pkg._id}
          empty={t('packages.table.empty')}
          columns={[
            { id: 'n', header: '#', cell: (_, index) => offset + index + 1 },
            {
              id: 'title',
              header: t('packages.table.packageName'),
              key: true,
              className: 'font-medium',
              cell: (pkg) => (
                <span className="inline-flex items-center gap-3">
                  <img
                    src={thumbnailOf(pkg.image)}
                    alt={t('packages.table.photoAlt', { title: titleOf(pkg).text })}
                    width={64}
                    height={48}
                    loading="lazy"
                    decoding="async"
                    className="h-12 w-16 shrink-0 rounded object-cover"
                  />
                  <span lang={titleOf(pkg).lang}>{titleOf(pkg).text}</span>
                </span>
              ),
            },
            {
              id: 'duration',
              header: t('packages.table.duration'),
              key: true,
              cell: (pkg) => {
                const duration = packageText(pkg, 'duration', t.locale);
                return <span lang={duration.lang}>{duration.text}</span>;
              },
            },
            {
              id: 'price',
              header: t('packages.table.price'),
              key: true,
              cell: (pkg) => formatUsd(pkg.price, t.numbers),
            },
            {
              id: 'actions',
              header: t('packages.table.actions'),
              key: true,
              cell: (pkg) => (
                <div className="flex flex-wrap justify-end gap-2 sm:justify-start">
                  <Link
                    to={`/dashboard/updatePackage/${pkg._id}`}
                    className="btn btn-outline btn-sm"
                    aria-label={t('packages.table.editLabel', { title: titleOf(pkg).text })}
                  >
                    {t('packages.table.edit')}
                  </Link>
                  <Link
                    to={`/dashboard/manage/${pkg._id}/departures`}
                    className="btn btn-outline btn-sm"
                    aria-label={t('packages.table.departuresLabel', { title: titleOf(pkg).text })}
                  >
                    {t('packages.table.departures')}
                  </Link>
                  <button
                    type="button"
                    className="btn btn-error btn-outline btn-sm"
                    disabled={remove.isPending}
                    onClick={() => void onRemove(pkg)}
                    aria-label={t('packages.table.removeLabel', { title: titleOf(pkg).text })}
                  >
                    {t('packages.table.removeButton')}
                  </button>
                  <Link
                    to={`/packages/${encodeURIComponent(pkg._id)}`}
                    className="btn btn-ghost btn-sm"
                    aria-label={t('packages.table.viewLabel', { title: titleOf(pkg).text })}
                  >
                    {t('packages.table.view')}
                  </Link>
                </div>
              ),
            },
          ]}
        />
        {total > 0 ? (
          <Pager
            label={t('packages.table.pages')}
            offset={offset}
            busy={packages.isPlaceholderData}
            pageSize={ADMIN_PAGE_SIZE}
            shown={rows.length}
            total={total}
            onOffset={setOffset}
          />
        ) : null}
      </QueryState>
    </>
  );
}
