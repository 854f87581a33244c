import { useState } from 'react';
import type { ExportKind } from '@wayfare/contract/exports';
import { errorMessage } from '@/lib/alerts';
import { downloadFile } from '@/lib/download-file';
import { useT } from '@/lib/i18n/catalog';
import { uiMessages } from './messages';

/**
 * "Download CSV" for an admin list: `GET /api/exports/<kind>.csv` with the list's current
 * filters (the same names as the list's query; empty ones left out), saved under the server's
 * file name. `what` completes the button's name for screen readers ("Download CSV of these
 * bookings"). While the file comes the button says so and ignores presses (it keeps its focus);
 * a failure is said next to it.
 */
export function DownloadCsvButton({
  kind,
  filters,
  what,
}: {
  kind: ExportKind;
  filters: Record<string, string | undefined>;
  what: string;
}) {
  const t = useT(uiMessages);
  const [state, setState] = useState<
    | { state: 'idle' }
    | { state: 'busy' }
    | { state: 'done'; name: string }
    | { state: 'failed'; message: string }
  >({ state: 'idle' });
  const busy = state.state === 'busy';

  async function onDownload() {
    if (busy) return;
    setState({ state: 'busy' });
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(filters)) if (value) params.set(key, value);
    const query = params.size > 0 ? `?${params.toString()}` : '';
    try {
      const name = await downloadFile(`/exports/${kind}.csv${query}`, `wayfare-${kind}.csv`);
      setState({ state: 'done', name });
    } catch (error) {
      setState({
        state: 'failed',
        message: t('ui.csv.failed', { message: errorMessage(error, t.locale) }),
      });
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button
        type="button"
        className="btn btn-outline btn-sm"
        aria-label={t('ui.csv.buttonLabel', { what })}
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={() => void onDownload()}
      >
        {busy ? t('ui.csv.preparing') : t('ui.csv.button')}
      </button>
      <p aria-live="polite" className="text-sm">
        {state.state === 'done' ? t('ui.csv.saved', { name: state.name }) : null}
      </p>
      {state.state === 'failed' ? (
        <p role="alert" className="text-sm text-error">
          {state.message}
        </p>
      ) : null}
    </div>
  );
}
