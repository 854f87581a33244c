import { Link } from '@/lib/i18n/router';
import { useT } from '@/lib/i18n/catalog';
import { appLayoutMessages } from '@/app/layouts/messages';

/** Its words are the app shell's (app/layouts' catalogue): the router imports it with the shell. */
export function NotFoundPage() {
  const t = useT(appLayoutMessages);
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 px-4 text-center">
      {/* Decorative, yet text to axe and to anyone who sees it: large text needs 3:1, and the
          primary colour at 80 % gives about 3.6:1 on the page (theme-contrast.test.ts). */}
      <p className="text-7xl font-black text-primary/80" aria-hidden="true">
        404
      </p>
      <h1 className="text-3xl font-bold">{t('appLayout.notFound.heading')}</h1>
      <p className="text-base-content/70">{t('appLayout.notFound.text')}</p>
      <Link to="/" className="btn btn-primary">
        {t('appLayout.notFound.backHome')}
      </Link>
    </section>
  );
}
