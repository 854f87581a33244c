import { Link } from '@/lib/i18n/router';
import { useMailDelivery } from '@/features/mail/api/get-mail-delivery';
import { useT } from '@/lib/i18n/catalog';
import { RichText } from '@/lib/i18n/rich-text';
import { mailMessages } from '../messages';

/**
 * Whether e-mail reaches anyone. Without SMTP_URL nothing leaves the server: the Mail Outbox
 * (`place="outbox"`) and the Overview (`place="overview"`) say so plainly, with how many messages
 * of the last week nobody received. With SMTP the Outbox says where its messages go; the
 * Overview then says nothing.
 */
export function MailDeliveryNotice({ place }: { place: 'outbox' | 'overview' }) {
  const t = useT(mailMessages);
  const query = useMailDelivery();
  const delivery = query.data;
  if (!delivery) return null;
  // "N messages from the last 7 days were kept only …", the verb agreeing with N.
  const kept = { count: delivery.keptOnly, days: delivery.days };
  if (delivery.transport === 'smtp') {
    return place === 'outbox' ? (
      <p
        role="note"
        className="alert alert-info alert-soft text-base-content mb-4"
        data-testid="mail-transport"
      >
        {t('mail.delivery.smtp')}
      </p>
    ) : null;
  }
  return (
    <p
      role="note"
      className="alert alert-warning alert-soft text-base-content mb-4 block"
      data-testid="mail-transport"
    >
      {place === 'outbox' ? (
        <RichText t={t} id="mail.delivery.keptHere" values={kept} components={{ 0: <strong /> }} />
      ) : (
        <RichText
          t={t}
          id="mail.delivery.keptOverview"
          values={kept}
          components={{ 0: <strong />, 1: <Link to="/dashboard/mail" className="link" /> }}
        />
      )}
    </p>
  );
}
