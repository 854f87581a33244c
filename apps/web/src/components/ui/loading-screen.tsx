import { useT } from '@/lib/i18n/catalog';
import { uiMessages } from './messages';

export function LoadingScreen({ label }: { label?: string }) {
  const t = useT(uiMessages);
  return (
    <div className="flex min-h-[40vh] items-center justify-center" role="status" aria-live="polite">
      <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      <span className="sr-only">{label ?? t('ui.loading')}</span>
    </div>
  );
}
