import { useParams } from 'react-router';
import { Link } from '@/lib/i18n/router';
import { PageHeading } from '@/components/ui/page-heading';
import { QueryState } from '@/components/ui/query-state';
import { useMailMessage } from '@/features/mail/api/get-mail';
import { MailMessageView } from '@/features/mail/components/mail-message-view';
import { useT } from '@/lib/i18n/catalog';
import { inboxPagesMessages } from '../inbox/messages';

/** One outbox message (ours, admin), links that grant access redacted. */
export function Component() {
  const t = useT(inboxPagesMessages);
  const id = useParams().id ?? '';
  const message = useMailMessage(id);
  return (
    <section>
      <Link to="/dashboard/mail" className="link link-primary mb-4 inline-block">
        {t('inboxPages.mail.back')}
      </Link>
      <PageHeading title={t('inboxPages.mail.title')} />
      <QueryState
        isPending={message.isPending}
        error={message.error}
        onRetry={() => void message.refetch()}
      >
        {message.data ? <MailMessageView message={message.data} /> : null}
      </QueryState>
    </section>
  );
}
