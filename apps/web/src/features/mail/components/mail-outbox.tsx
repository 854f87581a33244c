import { useState } from 'react';
import { Link } from '@/lib/i18n/router';
import { MAIL_STATUSES, type MailStatus } from '@wayfare/contract/constants';
import type { MailSummary } from '@wayfare/contract/mail';
import { DataTable, Pager, SearchBox, SearchForm, useDebounced } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { ADMIN_PAGE_SIZE } from '@/lib/list-page';
import { useMailList } from '@/features/mail/api/get-mail';
import { formatInstant, tripZoneWithOffset } from '@/lib/trip-time';
import { MailDeliveryNotice } from './mail-delivery-notice';
import { MailStatusBadge, STATUS_LABELS } from './mail-status-badge';
import { LANGUAGE_LABELS } from './mail-language';
import { FilterSelect } from '@/components/ui/filter-select';
import { useT } from '@/lib/i18n/catalog';
import { mailMessages } from '../messages';

/**
 * Mail Outbox (ours, admin): every message the product sent or will send, newest first, a page at
 * a time, by status and searched in recipient, subject and kind. Times in the agency's zone.
 */
export function MailOutbox() {
  const t = useT(mailMessages);
  const [offset, setOffset] = useState(0);
  const [text, setText] = useState('');
  const [status, setStatus] = useState<MailStatus | ''>('');
  const q = useDebounced(text.trim());
  const query = useMailList({ q: q || undefined, status: status || undefined }, offset);
  const rows = query.data?.items ?? [];
  const total = query.data?.total ?? 0;

  return (
    <>
      <MailDeliveryNotice place="outbox" />
      <SearchForm label={t('mail.outbox.search')} className="mb-4 flex flex-wrap items-end gap-3">
        <SearchBox
          label={t('mail.outbox.searchLabel')}
          placeholder={t('mail.outbox.searchPlaceholder')}
          value={text}
          onChange={(value) => {
            setText(value);
            setOffset(0);
          }}
        />
        <FilterSelect
          label={t('mail.outbox.status')}
          width="w-44"
          value={status}
          onChange={(value) => {
            setStatus(value);
            setOffset(0);
          }}
          allLabel={t('mail.outbox.allMessages')}
          options={MAIL_STATUSES.map((value) => ({ value, label: t(STATUS_LABELS[value]) }))}
        />
      </SearchForm>
      <p className="mb-2 text-sm text-base-content/75">
        {t('mail.outbox.zone', { zone: tripZoneWithOffset(undefined, t.locale) })}
      </p>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        <DataTable<MailSummary>
          caption={t('mail.outbox.caption', { zone: tripZoneWithOffset(undefined, t.locale) })}
          testId="mail-table"
          rows={rows}
          rowKey={(m) => m._id}
          rowProps={(m) => ({ 'data-to': m.to, 'data-kind': m.kind, 'data-language': m.language })}
          empty={t('mail.outbox.empty')}
          columns={[
            {
              id: 'subject',
              header: t('mail.outbox.subject'),
              key: true,
              rowHeader: true,
              stackOnPhone: true,
              className: 'min-w-32',
              cell: (m) => (
                // The subject is in the message's language, whatever the page's.
                <>
                  <Link
                    to={`/dashboard/mail/${m._id}`}
                    lang={m.language}
                    className="link link-primary font-medium"
                  >
                    {m.subject}
                  </Link>
                  {/* The message's language, under its subject: a column of its own does not fit
                      the table at 1024 px. */}
                  <span className="block text-xs text-base-content/75">
                    {t(LANGUAGE_LABELS[m.language])}
                  </span>
                </>
              ),
            },
            {
              id: 'to',
              header: t('mail.outbox.to'),
              key: true,
              className: '[overflow-wrap:anywhere]',
              cell: (m) => m.to,
            },
            { id: 'kind', header: t('mail.outbox.kind'), key: true, cell: (m) => m.kind },
            {
              id: 'status',
              header: t('mail.outbox.status'),
              key: true,
              cell: (m) => (
                <span className="flex flex-col items-end gap-1 sm:items-start">
                  <MailStatusBadge status={m.status} />
                  <span className="text-xs text-base-content/75 whitespace-nowrap">
                    {t('mail.outbox.attempts', { count: m.attempts })}
                  </span>
                </span>
              ),
            },
            {
              id: 'error',
              header: t('mail.outbox.lastError'),
              key: true,
              stackOnPhone: true,
              className: 'min-w-24 text-sm',
              cell: (m) => m.lastError ?? '—',
            },
            {
              id: 'created',
              header: t('mail.outbox.created'),
              key: true,
              className: 'min-w-24',
              cell: (m) => (
                <time dateTime={m.createdAt}>
                  {formatInstant(m.createdAt, undefined, t.numbers)}
                </time>
              ),
            },
            {
              id: 'sent',
              header: t('mail.outbox.sent'),
              key: true,
              className: 'min-w-24',
              cell: (m) =>
                m.sentAt ? (
                  <time dateTime={m.sentAt}>{formatInstant(m.sentAt, undefined, t.numbers)}</time>
                ) : (
                  '—'
                ),
            },
          ]}
        />
        {total > 0 ? (
          <Pager
            label={t('mail.outbox.pages')}
            offset={offset}
            busy={query.isPlaceholderData}
            pageSize={ADMIN_PAGE_SIZE}
            shown={rows.length}
            total={total}
            onOffset={setOffset}
          />
        ) : null}
      </QueryState>
    </>
  );
}
