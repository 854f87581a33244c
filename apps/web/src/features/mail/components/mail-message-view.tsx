import { useState, type ReactNode } from 'react';
import type { MailMessage } from '@wayfare/contract/mail';
import { errorMessage, errorToast } from '@/lib/alerts';
import { downloadMailAttachment } from '@/features/mail/api/download-attachment';
import { formatSize } from '@/lib/format';
import { formatInstant, tripZoneWithOffset } from '@/lib/trip-time';
import { MailStatusBadge } from './mail-status-badge';

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
  return iso ? <time dateTime={iso}>{formatInstant(iso)}</time> : <>—</>;
}

/** What a redacted message's note says, and where the operator reads the whole of it. */
export function RedactionNote({ id, isRedacted }: { id: string; isRedacted: boolean }) {
  return (
    <div
      role="note"
      className="alert alert-info alert-soft text-base-content mb-6"
      data-testid="mail-redaction"
    >
      <p>
        {isRedacted
          ? 'Links in this message that grant access (password reset, e-mail verification, newsletter confirmation and unsubscription) are shown as [redacted]: with them, any admin could take over the account.'
          : 'Links that grant access (password reset, e-mail verification, newsletter links) are shown as [redacted] on this page; this message has none.'}{' '}
        The server&rsquo;s operator sees a message in full at the server&rsquo;s shell with{' '}
        <code className="[overflow-wrap:anywhere]">npm run admin -- mail show {id}</code>.
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
  const [view, setView] = useState<View>('html');
  const [downloading, setDownloading] = useState<number | null>(null);

  async function download(index: number, filename: string) {
    setDownloading(index);
    try {
      await downloadMailAttachment({ id: message._id, index, filename });
    } catch (error) {
      void errorToast(errorMessage(error));
    } finally {
      setDownloading(null);
    }
  }

  const tabs: { id: View; label: string }[] = [
    { id: 'html', label: 'HTML preview' },
    { id: 'text', label: 'Plain text' },
    { id: 'headers', label: 'Headers' },
  ];

  return (
    <article aria-labelledby="mail-subject">
      <h2 id="mail-subject" className="mb-4 text-xl font-bold [overflow-wrap:anywhere] sm:text-2xl">
        {message.subject}
      </h2>
      <RedactionNote id={message._id} isRedacted={message.isRedacted} />
      <dl className="mb-6 divide-y divide-base-300 rounded-box bg-base-100 px-4 ring-1 ring-base-300">
        <Detail label="From">{message.from}</Detail>
        <Detail label="To">{message.to}</Detail>
        {message.replyTo ? <Detail label="Reply-To">{message.replyTo}</Detail> : null}
        <Detail label="Kind">{message.kind}</Detail>
        <Detail label="Status">
          <span className="flex flex-wrap items-center gap-2">
            <MailStatusBadge status={message.status} />
            <span>
              after {message.attempts} {message.attempts === 1 ? 'try' : 'tries'}
            </span>
          </span>
        </Detail>
        {message.lastError ? <Detail label="Last error">{message.lastError}</Detail> : null}
        <Detail label={`Created (${tripZoneWithOffset()})`}>
          <Time iso={message.createdAt} />
        </Detail>
        <Detail label={`Sent (${tripZoneWithOffset()})`}>
          <Time iso={message.sentAt} />
        </Detail>
        {message.failedAt ? (
          <Detail label={`Failed (${tripZoneWithOffset()})`}>
            <Time iso={message.failedAt} />
          </Detail>
        ) : null}
        {message.transport ? (
          <Detail label="Delivered by">
            {message.transport === 'smtp' ? 'SMTP server' : 'Outbox (no SMTP server)'}
            {message.transportResponse ? (
              <span className="block text-sm text-base-content/75">
                {message.transportResponse}
              </span>
            ) : null}
          </Detail>
        ) : null}
        <Detail label="Message-ID">
          <code className="text-sm">{message.messageId}</code>
        </Detail>
      </dl>

      {message.attachments.length > 0 ? (
        <section aria-labelledby="mail-attachments" className="mb-6">
          <h3 id="mail-attachments" className="mb-2 text-lg font-semibold">
            Attachments
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
                  Download {file.filename}
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
          Content
        </h3>
        <div className="mb-3 flex flex-wrap gap-2" role="group" aria-label="Show the message as">
          {tabs.map((tab) => (
            <button
              key={tab.id}
              type="button"
              className={`btn btn-sm ${view === tab.id ? 'btn-primary' : 'btn-outline'}`}
              aria-pressed={view === tab.id}
              onClick={() => setView(tab.id)}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {view === 'html' ? (
          <iframe
            title={`HTML preview of “${message.subject}”`}
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
            tabIndex={0}
            aria-label="Plain text of the message"
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
