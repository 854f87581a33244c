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
import { useT } from '@/lib/i18n/catalog';
import { localDigits } from '@/lib/i18n/digits';
import { contactsMessages } from '../messages';

/** Longer messages are cut to this many characters until "Show more" is pressed. */
const MESSAGE_PREVIEW = 180;

/** A long text, cut with "Show more" / "Show less" (the whole text is in the page either way). */
function LongText({ text }: { text: string }) {
  const t = useT(contactsMessages);
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
        {open ? t('contacts.table.showLess') : t('contacts.table.showMore')}
      </button>
    </span>
  );
}

/**
 * User Requests (docs/product.md §2, admin): contact messages, newest first, a page at a time,
 * with the date received and whether an admin has handled them.
 */
export function ContactRequestsTable() {
  const t = useT(contactsMessages);
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
      void errorToast(errorMessage(error, t.locale));
    }
  }

  return (
    <>
      <SearchForm
        label={t('contacts.table.search')}
        className="mb-4 flex flex-wrap items-end gap-3"
      >
        <SearchBox
          label={t('contacts.table.searchLabel')}
          placeholder={t('contacts.table.searchPlaceholder')}
          value={text}
          onChange={(value) => {
            setText(value);
            setOffset(0);
          }}
        />
        <FilterSelect
          label={t('contacts.table.handled')}
          value={handled}
          onChange={(value) => {
            setHandled(value);
            setOffset(0);
          }}
          allLabel={t('contacts.table.allMessages')}
          options={[
            { value: 'false', label: t('contacts.table.notHandled') },
            { value: 'true', label: t('contacts.table.handled') },
          ]}
        />
      </SearchForm>
      <div className="mb-4">
        <DownloadCsvButton
          kind="contacts"
          filters={{ q, handled: handled || undefined }}
          what={t('contacts.table.csvWhat')}
        />
      </div>
      <p className="mb-2 text-sm text-base-content/75">
        {t('contacts.table.zone', { zone: tripZoneWithOffset(undefined, t.numbers) })}
      </p>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        <DataTable
          caption={t('contacts.table.caption', { zone: tripZoneWithOffset(undefined, t.numbers) })}
          testId="contact-requests-table"
          rows={rows}
          rowKey={(request) => request._id}
          empty={t('contacts.table.empty')}
          columns={[
            {
              id: 'n',
              header: '#',
              rowHeader: true,
              cell: (_, index) =>
                localDigits(String((query.data?.offset ?? 0) + index + 1), t.numbers),
            },
            {
              id: 'name',
              header: t('contacts.table.name'),
              key: true,
              className: 'min-w-24',
              cell: (r) => r.name,
            },
            {
              id: 'email',
              header: t('contacts.table.email'),
              key: true,
              className: '[overflow-wrap:anywhere]',
              cell: (r) => r.email,
            },
            {
              id: 'message',
              header: t('contacts.table.message'),
              key: true,
              stackOnPhone: true,
              className: 'min-w-48 break-words',
              cell: (r) => <LongText text={r.message} />,
            },
            {
              id: 'received',
              header: t('contacts.table.received'),
              key: true,
              className: 'min-w-24',
              cell: (r) => (
                <time dateTime={r.createdAt}>
                  {formatInstant(r.createdAt, undefined, t.numbers)}
                </time>
              ),
            },
            {
              id: 'handled',
              header: t('contacts.table.handled'),
              key: true,
              className: 'min-w-32',
              cell: (r) => (
                <div className="flex flex-col items-end gap-1 sm:items-start">
                  {r.handledAt ? (
                    <span className="badge badge-success badge-sm whitespace-nowrap">
                      {t('contacts.table.handled')}
                    </span>
                  ) : (
                    <span className="badge badge-warning badge-sm whitespace-nowrap">
                      {t('contacts.table.new')}
                    </span>
                  )}
                  {r.handledAt ? (
                    <span className="text-xs text-base-content/70">
                      {formatInstant(r.handledAt, undefined, t.numbers)}
                      {r.handledBy ? t('contacts.table.handledBy', { name: r.handledBy }) : ''}
                    </span>
                  ) : null}
                  <button
                    type="button"
                    className="btn btn-outline btn-xs whitespace-nowrap"
                    disabled={mark.isPending && mark.variables?.id === r._id}
                    aria-label={t('contacts.table.markLabel', {
                      action: r.handledAt
                        ? t('contacts.table.markNotHandled')
                        : t('contacts.table.markHandled'),
                      name: r.name,
                    })}
                    onClick={() => void toggle(r)}
                  >
                    {r.handledAt
                      ? t('contacts.table.markNotHandled')
                      : t('contacts.table.markHandled')}
                  </button>
                </div>
              ),
            },
          ]}
        />
        {total > 0 ? (
          <Pager
            label={t('contacts.table.pages')}
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
