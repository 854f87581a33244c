import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/alerts';
import { useT } from '@/lib/i18n/catalog';
import { LoadingScreen } from './loading-screen';
import { uiMessages } from './messages';

/** Loading, error (with a retry) or the content: a list never shows a blank. */
export function QueryState(props: {
  isPending: boolean;
  error: unknown;
  onRetry?: () => void;
  children: ReactNode;
}) {
  const t = useT(uiMessages);
  if (props.isPending) return <LoadingScreen />;
  if (props.error) {
    return (
      <div role="alert" className="alert alert-error alert-soft my-6">
        <span>{errorMessage(props.error, t.locale)}</span>
        {props.onRetry ? (
          <button type="button" className="btn btn-sm" onClick={props.onRetry}>
            {t('ui.queryState.retry')}
          </button>
        ) : null}
      </div>
    );
  }
  return props.children;
}
