import { QueryState } from '@/components/ui/query-state';
import { useT } from '@/lib/i18n/catalog';
import { usePackages } from '@/features/packages/api/get-packages';
import { useBookNow } from '@/app/compose/book-now';
import { usePrefetchPackagePage } from '@/app/compose/prefetch-package-page';
import { SearchFilters } from './search-filters';
import { SearchPagination } from './search-pagination';
import { SearchResults } from './search-results';
import { PAGE_SIZE, useSearchUrl } from './search-url';
import { catalogPagesMessages } from './catalog/messages';

export function Component() {
  const t = useT(catalogPagesMessages);
  usePrefetchPackagePage();
  const { params, search, page, setSearch, goTo } = useSearchUrl();
  const results = usePackages({ ...search, limit: PAGE_SIZE, offset: page * PAGE_SIZE });
  const { bookNow, dialog } = useBookNow();
  const pages = Math.ceil((results.data?.total ?? 0) / PAGE_SIZE);

  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="text-3xl font-bold sm:text-4xl">{t('catalogPages.search.title')}</h1>
      <p className="mt-2 text-base-content/70">{t('catalogPages.search.lead')}</p>
      <SearchFilters params={params} onSearch={setSearch} />

      <QueryState
        isPending={results.isPending}
        error={results.error}
        onRetry={() => void results.refetch()}
      >
        <SearchResults found={results.data} stale={results.isPlaceholderData} onBook={bookNow} />
        <SearchPagination page={page} pages={pages} onGoTo={goTo} />
      </QueryState>
      {dialog}
    </section>
  );
}
