import { PageHeading } from '@/components/ui/page-heading';
import { MailOutbox } from '@/features/mail/components/mail-outbox';

/** Mail Outbox (ours, admin): every message the product sends. */
export function Component() {
  return (
    <section>
      <PageHeading title="Mail Outbox">
        Every message Wayfare sends: its delivery, its content and its attachments.
      </PageHeading>
      <MailOutbox />
    </section>
  );
}
