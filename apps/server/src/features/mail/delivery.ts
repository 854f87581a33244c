import type { FastifyBaseLogger } from 'fastify';
import { MailSendError, type MailTransport } from '#adapters/mail-transport';
import { PermanentJobError, type JobHandler } from '#jobs';
import type { MailRepository } from './repository';

/**
 * The `mail.deliver` job: hands one outbox message to the transport and records the outcome.
 *
 * At least once: a message is sent only while it is `queued`, and marked `sent` right after the
 * SMTP server accepted it. A crash between those two (the only window) sends it again on the
 * next try, with the same Message-ID, which receiving servers and clients use to drop the copy.
 * A refusal for good (5xx) fails it at once, with the reason; anything else is retried with the
 * runner's backoff until MAIL_MAX_ATTEMPTS, then fails with the last reason.
 */
export function createMailDelivery(options: {
  repo: Pick<MailRepository, 'findForDelivery' | 'markSent' | 'recordFailure'>;
  transport: MailTransport;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
}): JobHandler {
  const { repo, transport, logger } = options;
  return async (payload, context) => {
    const id = (payload as { id?: unknown } | null)?.id;
    if (typeof id !== 'string') throw new PermanentJobError('mail.deliver: no message id');
    const message = await repo.findForDelivery(id);
    if (!message) throw new PermanentJobError(`mail message ${id} no longer exists`);
    if (message.status !== 'queued') return;
    try {
      const { response } = await transport.send({
        messageId: message.messageId,
        date: message.createdAt,
        from: message.fromAddress,
        replyTo: message.replyTo ?? undefined,
        to: message.toAddress,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: message.headers,
        attachments: message.files,
      });
      await repo.markSent(id, {
        status: transport.kind === 'smtp' ? 'sent' : 'delivered',
        transport: transport.kind,
        response,
      });
      logger.info({ mailId: id, kind: message.kind, transport: transport.kind }, 'mail sent');
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const permanent = error instanceof MailSendError && error.permanent;
      const final = permanent || context.attempt >= context.maxAttempts;
      await repo.recordFailure(id, reason, final);
      logger.warn(
        { mailId: id, kind: message.kind, attempt: context.attempt, permanent, err: reason },
        final ? 'mail failed for good' : 'mail not sent; will retry',
      );
      if (permanent) throw new PermanentJobError(reason);
      throw error;
    }
  };
}
