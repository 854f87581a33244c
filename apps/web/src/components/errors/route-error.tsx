import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Link } from '@/lib/i18n/router';
import { errorMessage } from '@/lib/alerts';
import { ApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/catalog';
import { uiMessages } from '@/components/ui/messages';

/**
 * Error boundary of every route: a readable message and a way home, never a white screen. When
 * the failure was an API answer, its request id is shown as a reference (the spec fixes no text
 * here), so a traveller's complaint can be traced to the server's log line.
 */
export function RouteError() {
  const t = useT(uiMessages);
  const error = useRouteError();
  const message = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? errorMessage(error, t.locale)
      : t('ui.routeError.unexpected');
  const reference = error instanceof ApiError ? error.problem.requestId : undefined;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-3xl font-bold">{t('ui.routeError.heading')}</h1>
      <p className="text-base-content/70">{message}</p>
      {reference ? (
        <p className="text-base-content/70 text-sm">
          {t('ui.routeError.reference')}{' '}
          <code className="inline-block max-w-full break-all select-all">{reference}</code>
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="button" className="btn" onClick={() => window.location.reload()}>
          {t('ui.routeError.reload')}
        </button>
        <Link to="/" className="btn btn-primary">
          {t('ui.routeError.backHome')}
        </Link>
      </div>
    </main>
  );
}
