import { Link } from '@/lib/i18n/router';
import type { MailDelivery } from '@wayfare/contract/mail';
import { useMailDelivery } from '@/features/mail/api/get-mail-delivery';

/** "N messages from the last 7 days were kept only here", with the verb agreeing. */
function keptText({ keptOnly, days }: MailDelivery, where: string) {
  const messages = keptOnly === 1 ? '1 message' : `${keptOnly} messages`;
  return `${messages} from the last ${days} days ${keptOnly === 1 ? 'was' : 'were'} kept only ${where}`;
}

/**
 * Whether e-mail reaches anyone. Without SMTP_URL nothing leaves the server: the Mail Outbox
 * (`place="outbox"`) and the Overview (`place="overview"`) say so plainly, with how many messages
 * of the last week nobody received. With SMTP the Outbox says where its messages go; the
 * Overview then says nothing.
 */
export function MailDeliveryNotice({ place }: { place: 'outbox' | 'overview' }) {
  const query = useMailDelivery();
  const delivery = query.data;
  if (!delivery) return null;
  if (delivery.transport === 'smtp') {
    return place === 'outbox' ? (
      <p
        role="note"
        className="alert alert-info alert-soft text-base-content mb-4"
        data-testid="mail-transport"
      >
        Messages are delivered through the SMTP server (SMTP_URL). Each stays listed here with its
        delivery status.
      </p>
    ) : null;
  }
  return (
    <p
      role="note"
      className="alert alert-warning alert-soft text-base-content mb-4 block"
      data-testid="mail-transport"
    >
      <strong>E-mail is not being delivered:</strong>{' '}
      {place === 'outbox' ? (
        keptText(delivery, 'here')
      ) : (
        <>
          {keptText(delivery, 'in the')}{' '}
          <Link to="/dashboard/mail" className="link">
            Mail Outbox
          </Link>
        </>
      )}
      ; set SMTP_URL (with MAIL_FROM) to deliver e-mail.
    </p>
  );
}
