import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useNavigate } from '@/lib/i18n/router';
import { reportSocialOutcome, socialErrorCode } from '@/features/identity/social-popup';
import { useT } from '@/lib/i18n/catalog';
import { authPagesMessages } from './auth/messages';

/**
 * Where the social provider sends the sign-in window back (/auth/social): it tells the page that
 * opened it how sign-in ended, and closes. Opened some other way (no window to close), it goes on
 * to the login page, which finishes the sign-in there.
 */
export function Component() {
  const t = useT(authPagesMessages);
  const [params] = useSearchParams();
  const navigate = useNavigate();

  useEffect(() => {
    const failed = params.get('social') !== 'done';
    reportSocialOutcome(
      failed ? { status: 'failed', error: socialErrorCode(params) } : { status: 'done' },
    );
    window.close();
    const fallback = window.setTimeout(() => {
      const next = new URLSearchParams(params);
      next.set('social', failed ? 'failed' : 'done');
      void navigate(`/login?${next.toString()}`, { replace: true });
    }, 1000);
    return () => window.clearTimeout(fallback);
  }, [params, navigate]);

  return (
    <section className="mx-auto max-w-md px-4 py-12 text-center" aria-live="polite">
      <span className="loading loading-spinner loading-lg" aria-hidden="true" />
      <p className="mt-4">{t('authPages.social.finishing')}</p>
    </section>
  );
}
