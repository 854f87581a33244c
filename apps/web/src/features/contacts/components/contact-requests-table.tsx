import { useId, useState } from 'react';
import type { ContactRequest } from '@wayfare/contract/contacts';
import { DataTable, Pager, SearchBox, SearchForm, useDebounced } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { DownloadCsvButton } from '@/components/ui/download-csv-button';
import { errorMessage, errorToast } from '@/lib/alerts';
import { ADMIN_PAGE_SIZE } from '@/lib/list-page';
import {
  useContacts,
  useSetContactHandled,
  type ContactsFilter,
} from '@/features/contacts/api/get-contacts';
import { formatInstant, tripZoneWithOffset } from '@/lib/trip-time';
import { FilterSelect } from '@/components/ui/filter-select';

/** Longer messages are cut to this many characters until "Show more" is pressed. */
const MESSAGE_PREVIEW = 180;

/** A long text, cut with "Show more" / "Show less" (the whole text is in the page either way). */
function LongText({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  if (text.length <= MESSAGE_PREVIEW) return <span className="whitespace-pre-line">{text}</span>;
  return (
    <span>
      <span id={id} className="whitespace-pre-line">
        {open ? text : `${text.slice(0, MESSAGE_PREVIEW).trimEnd()}…`}
      </span>{' '}
      <button
        type="button"
        className="btn btn-link btn-xs px-0 align-baseline"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? 'Show less' : 'Show more'}
      </button>
    </span>
  );
}

/**
 * User Requests (docs/product.md §2, admin): contact messages, newest first, a page at a time,
 * with the date received and whether an admin has handled them.
 */
export function ContactRequestsTable() {
  const [offset, setOffset] = useState(0);
  const [text, setText] = useState('');
  const [handled, setHandled] = useState<NonNullable<ContactsFilter['handled']> | ''>('');
  const q = useDebounced(text.trim());
  const query = useContacts({ q, handled: handled || undefined }, offset);
  const mark = useSetContactHandled();
  const rows = query.data?.rows ?? [];
  const total = query.data?.total ?? 0;

  async function toggle(request: ContactRequest) {
    try {
      await mark.mutateAsync({ id: request._id, handled: !request.handledAt });
    } catch (error) {
      void errorToast(errorMessage(error));
    }
  }

  return (
    <>
      <SearchForm label="Messages" className="mb-4 flex flex-wrap items-end gap-3">
        <SearchBox
          label="Search messages"
          placeholder="Name, e-mail or text"
          value={text}
          onChange={(value) => {
            setText(value);
            setOffset(0);
          }}
        />
        <FilterSelect
          label="Handled"
          value={handled}
          onChange={(value) => {
            setHandled(value);
            setOffset(0);
          }}
          allLabel="All messages"
          options={[
            { value: 'false', label: 'Not handled' },
            { value: 'true', label: 'Handled' },
          ]}
        />
      </SearchForm>
      <div className="mb-4">
        <DownloadCsvButton
          kind="contacts"
          filters={{ q, handled: handled || undefined }}
          what="these messages"
        />
      </div>
      <p className="mb-2 text-sm text-base-content/75">Times are in {tripZoneWithOffset()}.</p>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        <DataTable
          caption={`Contact messages, times in ${tripZoneWithOffset()}`}
          testId="contact-requests-table"
          rows={rows}
          rowKey={(request) => request._id}
          empty="No request found."
          columns={[
            {
              id: 'n',
              header: '#',
              rowHeader: true,
              cell: (_, index) => (query.data?.offset ?? 0) + index + 1,
            },
            { id: 'name', header: 'Name', key: true, className: 'min-w-24', cell: (r) => r.name },
            {
              id: 'email',
              header: 'Email',
              key: true,
              className: '[overflow-wrap:anywhere]',
              cell: (r) => r.email,
            },
            {
              id: 'message',
              header: 'Message',
              key: true,
              stackOnPhone: true,
              className: 'min-w-48 break-words',
              cell: (r) => <LongText text={r.message} />,
            },
            {
              id: 'received',
              header: 'Received',
              key: true,
              className: 'min-w-24',
              cell: (r) => <time dateTime={r.createdAt}>{formatInstant(r.createdAt)}</time>,
            },
            {
              id: 'handled',
              header: 'Handled',
              key: true,
              className: 'min-w-32',
              cell: (r) => (
                <div className="flex flex-col items-end gap-1 sm:items-start">
                  {r.handledAt ? (
                    <span className="badge badge-success badge-sm whitespace-nowrap">Handled</span>
                  ) : (
                    <span className="badge badge-warning badge-sm whitespace-nowrap">New</span>
                  )}
                  {r.handledAt ? (
                    <span className="text-xs text-base-content/70">
                      {formatInstant(r.handledAt)}
                      {r.handledBy ? ` by ${r.handledBy}` : ''}
                    </span>
                  ) : null}
                  <button
                    type="button"
                    className="btn btn-outline btn-xs whitespace-nowrap"
                    disabled={mark.isPending && mark.variables?.id === r._id}
                    aria-label={`${r.handledAt ? 'Mark not handled' : 'Mark handled'}: message from ${r.name}`}
                    onClick={() => void toggle(r)}
                  >
                    {r.handledAt ? 'Mark not handled' : 'Mark handled'}
                  </button>
                </div>
              ),
            },
          ]}
        />
        {total > 0 ? (
          <Pager
            label="Messages pages"
            offset={query.data?.offset ?? 0}
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
