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
import { MailStatusBadge } from './mail-status-badge';
import { FilterSelect } from '@/components/ui/filter-select';

const STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Queued',
  sent: 'Sent',
  delivered: 'Kept in outbox',
  failed: 'Failed',
};

/**
 * Mail Outbox (ours, admin): every message the product sent or will send, newest first, a page at
 * a time, by status and searched in recipient, subject and kind. Times in the agency's zone.
 */
export function MailOutbox() {
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
      <SearchForm label="Messages" className="mb-4 flex flex-wrap items-end gap-3">
        <SearchBox
          label="Search messages"
          placeholder="Recipient, subject or kind"
          value={text}
          onChange={(value) => {
            setText(value);
            setOffset(0);
          }}
        />
        <FilterSelect
          label="Status"
          width="w-44"
          value={status}
          onChange={(value) => {
            setStatus(value);
            setOffset(0);
          }}
          allLabel="All messages"
          options={MAIL_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
        />
      </SearchForm>
      <p className="mb-2 text-sm text-base-content/75">Times are in {tripZoneWithOffset()}.</p>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        <DataTable<MailSummary>
          caption={`Outbox messages, times in ${tripZoneWithOffset()}`}
          testId="mail-table"
          rows={rows}
          rowKey={(m) => m._id}
          rowProps={(m) => ({ 'data-to': m.to, 'data-kind': m.kind })}
          empty="No messages found."
          columns={[
            {
              id: 'subject',
              header: 'Subject',
              key: true,
              rowHeader: true,
              stackOnPhone: true,
              className: 'min-w-32',
              cell: (m) => (
                <Link to={`/dashboard/mail/${m._id}`} className="link link-primary font-medium">
                  {m.subject}
                </Link>
              ),
            },
            {
              id: 'to',
              header: 'To',
              key: true,
              className: '[overflow-wrap:anywhere]',
              cell: (m) => m.to,
            },
            { id: 'kind', header: 'Kind', key: true, cell: (m) => m.kind },
            {
              id: 'status',
              header: 'Status',
              key: true,
              cell: (m) => (
                <span className="flex flex-col items-end gap-1 sm:items-start">
                  <MailStatusBadge status={m.status} />
                  <span className="text-xs text-base-content/75 whitespace-nowrap">
                    {m.attempts} {m.attempts === 1 ? 'try' : 'tries'}
                  </span>
                </span>
              ),
            },
            {
              id: 'error',
              header: 'Last error',
              key: true,
              stackOnPhone: true,
              className: 'min-w-24 text-sm',
              cell: (m) => m.lastError ?? '—',
            },
            {
              id: 'created',
              header: 'Created',
              key: true,
              className: 'min-w-24',
              cell: (m) => <time dateTime={m.createdAt}>{formatInstant(m.createdAt)}</time>,
            },
            {
              id: 'sent',
              header: 'Sent',
              key: true,
              className: 'min-w-24',
              cell: (m) =>
                m.sentAt ? <time dateTime={m.sentAt}>{formatInstant(m.sentAt)}</time> : '—',
            },
          ]}
        />
        {total > 0 ? (
          <Pager
            label="Outbox pages"
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
