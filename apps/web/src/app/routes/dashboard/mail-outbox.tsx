import { PageHeading } from '@/components/ui/page-heading';
import { MailOutbox } from '@/features/mail/components/mail-outbox';
import { useT } from '@/lib/i18n/catalog';
import { dashboardPagesMessages } from './messages';

/** Mail Outbox (ours, admin): every message the product sends. */
export function Component() {
  const t = useT(dashboardPagesMessages);
  return (
    <section>
      <PageHeading title={t('dashboardPages.mail.title')}>
        {t('dashboardPages.mail.intro')}
      </PageHeading>
      <MailOutbox />
    </section>
  );
}
