import type { MailStatus } from '@wayfare/contract/mail';
import { useT } from '@/lib/i18n/catalog';
import { mailMessages } from '../messages';

export const STATUS_LABELS = {
  queued: 'mail.status.queued',
  sent: 'mail.status.sent',
  delivered: 'mail.status.delivered',
  failed: 'mail.status.failed',
} as const satisfies Record<MailStatus, string>;

const BADGES: Record<MailStatus, string> = {
  queued: 'badge-warning',
  sent: 'badge-success',
  delivered: 'badge-info',
  failed: 'badge-error',
};

/** A message's delivery status in words (the colour only repeats them). */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  const t = useT(mailMessages);
  return (
    <span className={`badge badge-sm whitespace-nowrap ${BADGES[status]}`}>
      {t(STATUS_LABELS[status])}
    </span>
  );
}
