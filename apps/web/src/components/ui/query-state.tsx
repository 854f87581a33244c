import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/alerts';
import { LoadingScreen } from './loading-screen';

/** Loading, error (with a retry) or the content: a list never shows a blank. */
export function QueryState(props: {
  isPending: boolean;
  error: unknown;
  onRetry?: () => void;
  children: ReactNode;
}) {
  if (props.isPending) return <LoadingScreen />;
  if (props.error) {
    return (
      <div role="alert" className="alert alert-error alert-soft my-6">
        <span>{errorMessage(props.error)}</span>
        {props.onRetry ? (
          <button type="button" className="btn btn-sm" onClick={props.onRetry}>
            Try again
          </button>
        ) : null}
      </div>
    );
  }
  return props.children;
}
