import type { MailStatus } from '@wayfare/contract/mail';

const BADGES: Record<MailStatus, { label: string; className: string }> = {
  queued: { label: 'Queued', className: 'badge-warning' },
  sent: { label: 'Sent', className: 'badge-success' },
  delivered: { label: 'Kept in outbox', className: 'badge-info' },
  failed: { label: 'Failed', className: 'badge-error' },
};

/** A message's delivery status in words (the colour only repeats them). */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  const badge = BADGES[status];
  return (
    <span className={`badge badge-sm whitespace-nowrap ${badge.className}`}>{badge.label}</span>
  );
}
