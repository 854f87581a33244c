import { useState, type ReactNode } from 'react';
import type { MailMessage } from '@wayfare/contract/mail';
import { errorMessage, errorToast } from '@/lib/alerts';
import { downloadMailAttachment } from '@/features/mail/api/download-attachment';
import { formatSize } from '@/lib/format';
import { formatInstant, tripZoneWithOffset } from '@/lib/trip-time';
import { useT } from '@/lib/i18n/catalog';
import { RichText } from '@/lib/i18n/rich-text';
import { mailMessages } from '../messages';
import { MailStatusBadge } from './mail-status-badge';
import { LANGUAGE_LABELS } from './mail-language';

type View = 'html' | 'text' | 'headers';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="font-medium text-base-content/80">{label}</dt>
      <dd className="[overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

function Time({ iso }: { iso: string | null }) {
  const t = useT(mailMessages);
  return iso ? <time dateTime={iso}>{formatInstant(iso, undefined, t.numbers)}</time> : <>—</>;
}

/** What a redacted message's note says, and where the operator reads the whole of it. */
export function RedactionNote({ id, isRedacted }: { id: string; isRedacted: boolean }) {
  const t = useT(mailMessages);
  return (
    <div
      role="note"
      className="alert alert-info alert-soft text-base-content mb-6"
      data-testid="mail-redaction"
    >
      <p>
        <RichText
          t={t}
          id={isRedacted ? 'mail.redaction.redacted' : 'mail.redaction.none'}
          values={{ id }}
          components={{ 0: <code className="[overflow-wrap:anywhere]" /> }}
        />
      </p>
    </div>
  );
}

/**
 * One outbox message as sent (ours, admin): who, what, its delivery, then the HTML (in a
 * sandboxed frame: no scripts, no forms, no navigation of this page), the plain text, every
 * header, and the attachments to download.
 */
export function MailMessageView({ message }: { message: MailMessage }) {
  const t = useT(mailMessages);
  const [view, setView] = useState<View>('html');
  const [downloading, setDownloading] = useState<number | null>(null);

  async function download(index: number, filename: string) {
    setDownloading(index);
    try {
      await downloadMailAttachment({ id: message._id, index, filename });
    } catch (error) {
      void errorToast(errorMessage(error, t.locale));
    } finally {
      setDownloading(null);
    }
  }

  const tabs = [
    { id: 'html', label: 'mail.view.html' },
    { id: 'text', label: 'mail.view.text' },
    { id: 'headers', label: 'mail.view.headers' },
  ] as const satisfies readonly { id: View; label: string }[];
  const zone = tripZoneWithOffset(undefined, t.locale);

  return (
    <article aria-labelledby="mail-subject">
      <h2
        id="mail-subject"
        lang={message.language}
        className="mb-4 text-xl font-bold [overflow-wrap:anywhere] sm:text-2xl"
      >
        {message.subject}
      </h2>
      <RedactionNote id={message._id} isRedacted={message.isRedacted} />
      <dl className="mb-6 divide-y divide-base-300 rounded-box bg-base-100 px-4 ring-1 ring-base-300">
        <Detail label={t('mail.view.from')}>{message.from}</Detail>
        <Detail label={t('mail.view.to')}>{message.to}</Detail>
        {message.replyTo ? <Detail label={t('mail.view.replyTo')}>{message.replyTo}</Detail> : null}
        <Detail label={t('mail.view.kind')}>{message.kind}</Detail>
        <Detail label={t('mail.view.language')}>{t(LANGUAGE_LABELS[message.language])}</Detail>
        <Detail label={t('mail.view.status')}>
          <span className="flex flex-wrap items-center gap-2">
            <MailStatusBadge status={message.status} />
            <span>{t('mail.view.attempts', { count: message.attempts })}</span>
          </span>
        </Detail>
        {message.lastError ? (
          <Detail label={t('mail.view.lastError')}>{message.lastError}</Detail>
        ) : null}
        <Detail label={t('mail.view.created', { zone })}>
          <Time iso={message.createdAt} />
        </Detail>
        <Detail label={t('mail.view.sent', { zone })}>
          <Time iso={message.sentAt} />
        </Detail>
        {message.failedAt ? (
          <Detail label={t('mail.view.failed', { zone })}>
            <Time iso={message.failedAt} />
          </Detail>
        ) : null}
        {message.transport ? (
          <Detail label={t('mail.view.deliveredBy')}>
            {message.transport === 'smtp' ? t('mail.view.smtp') : t('mail.view.outbox')}
            {message.transportResponse ? (
              <span className="block text-sm text-base-content/75">
                {message.transportResponse}
              </span>
            ) : null}
          </Detail>
        ) : null}
        <Detail label={t('mail.view.messageId')}>
          <code className="text-sm">{message.messageId}</code>
        </Detail>
      </dl>

      {message.attachments.length > 0 ? (
        <section aria-labelledby="mail-attachments" className="mb-6">
          <h3 id="mail-attachments" className="mb-2 text-lg font-semibold">
            {t('mail.view.attachments')}
          </h3>
          <ul className="flex flex-col gap-2">
            {message.attachments.map((file) => (
              <li key={file.index} className="flex flex-wrap items-center gap-3">
                <button
                  type="button"
                  className="btn btn-outline btn-sm"
                  disabled={downloading === file.index}
                  onClick={() => void download(file.index, file.filename)}
                >
                  {t('mail.view.download', { filename: file.filename })}
                </button>
                <span className="text-sm text-base-content/75">
                  {file.contentType}, {formatSize(file.size)}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="mail-content">
        <h3 id="mail-content" className="sr-only">
          {t('mail.view.content')}
        </h3>
        <div className="mb-3 flex flex-wrap gap-2" role="group" aria-label={t('mail.view.showAs')}>
          {tabs.map((tab) => (
            <button
              key={tab.id}
              type="button"
              className={`btn btn-sm ${view === tab.id ? 'btn-primary' : 'btn-outline'}`}
              aria-pressed={view === tab.id}
              onClick={() => setView(tab.id)}
            >
              {t(tab.label)}
            </button>
          ))}
        </div>
        {view === 'html' ? (
          <iframe
            title={t('mail.view.htmlTitle', { subject: message.subject })}
            srcDoc={message.html}
            // No scripts, forms, pop-ups or same-origin access: the message is shown, never run.
            sandbox=""
            referrerPolicy="no-referrer"
            className="h-[36rem] w-full rounded-box bg-white ring-1 ring-base-300"
            data-testid="mail-html"
          />
        ) : null}
        {view === 'text' ? (
          <pre
            className="max-h-[36rem] overflow-auto whitespace-pre-wrap rounded-box bg-base-200 p-4 text-sm [overflow-wrap:anywhere]"
            data-testid="mail-text"
            lang={message.language}
            tabIndex={0}
            aria-label={t('mail.view.textLabel')}
          >
            {message.text}
          </pre>
        ) : null}
        {view === 'headers' ? (
          <dl
            className="divide-y divide-base-300 rounded-box bg-base-100 px-4 text-sm ring-1 ring-base-300"
            data-testid="mail-headers"
          >
            {message.headers.map((header, index) => (
              <Detail key={`${header.name}-${index}`} label={header.name}>
                <code>{header.value}</code>
              </Detail>
            ))}
          </dl>
        ) : null}
      </section>
    </article>
  );
}
