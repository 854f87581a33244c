import { useT } from '@/lib/i18n/catalog';
import { localDigits } from '@/lib/i18n/digits';
import { catalogPagesMessages } from './catalog/messages';

/** Previous and Next between the pages of results (none for a single page). */
export function SearchPagination({
  page,
  pages,
  onGoTo,
}: {
  /** From 0. */
  page: number;
  pages: number;
  onGoTo: (page: number) => void;
}) {
  const t = useT(catalogPagesMessages);
  if (pages <= 1) return null;
  return (
    <nav className="join mt-8" aria-label={t('catalogPages.pagination.label')}>
      <button
        type="button"
        className="btn join-item"
        disabled={page === 0}
        onClick={() => onGoTo(page - 1)}
      >
        {t('catalogPages.pagination.previous')}
      </button>
      <span className="btn join-item pointer-events-none">
        {t('catalogPages.pagination.page', {
          page: localDigits(String(page + 1), t.numbers),
          pages: localDigits(String(pages), t.numbers),
        })}
      </span>
      <button
        type="button"
        className="btn join-item"
        disabled={page + 1 >= pages}
        onClick={() => onGoTo(page + 1)}
      >
        {t('catalogPages.pagination.next')}
      </button>
    </nav>
  );
}
