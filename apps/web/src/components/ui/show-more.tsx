import { useT } from '@/lib/i18n/catalog';
import { uiMessages } from './messages';

/** Loads the next page of an infinite list, shown only while there is one. */
export function ShowMore(props: { hasMore: boolean; loading: boolean; onMore: () => void }) {
  const t = useT(uiMessages);
  if (!props.hasMore) return null;
  return (
    <div className="mt-4 text-center">
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={props.loading}
        onClick={props.onMore}
      >
        {t('ui.showMore')}
      </button>
    </div>
  );
}
