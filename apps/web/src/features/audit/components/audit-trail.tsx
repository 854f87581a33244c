import { useId, useState } from 'react';
import type { AuditChange, AuditEvent } from '@wayfare/contract/audit';
import {
  AUDIT_ACTIONS,
  DELETED_USER_LABEL,
  type AuditAction,
} from '@wayfare/contract/audit-actions';
import { DataTable, Pager, SearchForm, useDebounced } from '@/components/ui/data-table';
import { QueryState } from '@/components/ui/query-state';
import { ADMIN_PAGE_SIZE } from '@/lib/list-page';
import {
  formatTripDateTime,
  isCalendarDay,
  tripZoneLabel,
  tripZoneWithOffset,
} from '@/lib/trip-time';
import { useAuditEvents } from '@/features/audit/api/get-audit-events';
import { FilterSelect } from '@/components/ui/filter-select';
import { DownloadCsvButton } from '@/components/ui/download-csv-button';
import { useT, type Translate } from '@/lib/i18n/catalog';
import { auditMessages } from '@/features/audit/messages';

type AuditT = Translate<(typeof auditMessages.keys)[number]>;

/** What an admin reads for each action (AUDIT_ACTION_LABELS in English); an unknown one as sent. */
function actionLabel(action: string, t: AuditT): string {
  return (AUDIT_ACTIONS as readonly string[]).includes(action)
    ? t(`audit.action.${action as AuditAction}`)
    : action;
}

/** A name the server gives, but `deleted user` (DELETED_USER_LABEL) in the page's words. */
function personName(name: string, t: AuditT): string {
  return name === DELETED_USER_LABEL ? t('audit.actor.deleted') : name;
}

/**
 * Who acted: the admin's name as the directory holds it now (`deleted user` once the account is
 * gone), or the operator (`npm run admin`, setup links), who has no account.
 */
function actorLabel(event: AuditEvent, t: AuditT): string {
  if (event.actorKind === 'operator' || !event.actorId) return t('audit.actor.operator');
  return event.actorName === null ? t('audit.actor.deleted') : personName(event.actorName, t);
}

/** What was acted on: a person by name (`deleted user` once gone), anything else by id. */
function targetLabel(event: AuditEvent, t: AuditT): string {
  // A select's choices are words: `trip-request` is chosen as `trip_request`.
  const type = t('audit.target.type', {
    kind: event.targetType.replace(/-/g, '_'),
    type: event.targetType,
  });
  if (event.targetName !== null)
    return t('audit.target.named', { type, name: personName(event.targetName, t) });
  return event.targetId ? t('audit.target.named', { type, name: event.targetId }) : type;
}

/** A value before or after a change, as text: `—` for none. */
function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** `price: 120 → 135`, or `email changed` for a personal value the trail does not keep. */
function changeText(field: string, change: AuditChange, t: AuditT): string {
  if (change === 'changed') return t('audit.changes.changed', { field });
  return `${field}: ${valueText(change.from)} → ${valueText(change.to)}`;
}

function Changes({ event }: { event: AuditEvent }) {
  const t = useT(auditMessages);
  const changes = Object.entries(event.changes ?? {});
  const details = Object.entries(event.details ?? {});
  if (changes.length === 0 && details.length === 0) return <>—</>;
  return (
    <ul className="flex flex-col gap-0.5 text-sm">
      {changes.map(([field, change]) => (
        <li key={field} className="[overflow-wrap:anywhere]">
          {changeText(field, change, t)}
        </li>
      ))}
      {details.map(([key, value]) => (
        <li key={`detail-${key}`} className="text-base-content/75 [overflow-wrap:anywhere]">
          {key}: {valueText(value)}
        </li>
      ))}
    </ul>
  );
}

/**
 * The audit trail (admin): every change an admin or the operator made and every admin sign-in,
 * newest first, a page at a time, by action, actor and day. Read-only: entries cannot be edited or
 * removed. People are shown by their names as the directory holds them now (the trail keeps ids
 * only; a deleted account reads `deleted user`), the operator as `operator (CLI)`; filtered by
 * words of the admin's name; downloaded as CSV with the same filters.
 */
export function AuditTrail() {
  const t = useT(auditMessages);
  const [offset, setOffset] = useState(0);
  const [action, setAction] = useState<AuditAction | ''>('');
  const [actorText, setActorText] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const actor = useDebounced(actorText.trim());
  const filter = {
    action: action || undefined,
    actor: actor || undefined,
    from: isCalendarDay(from) ? from : undefined,
    to: isCalendarDay(to) && (!from || from <= to) ? to : undefined,
  };
  const query = useAuditEvents(filter, offset);
  const ids = { actor: useId(), from: useId(), to: useId() };
  const rows = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const refilter =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setOffset(0);
    };

  return (
    <>
      <SearchForm label={t('audit.filters.label')} className="mb-4 flex flex-wrap items-end gap-3">
        <FilterSelect
          label={t('audit.filters.action')}
          width="w-48"
          value={action}
          onChange={refilter(setAction)}
          allLabel={t('audit.filters.allActions')}
          options={AUDIT_ACTIONS.map((value) => ({ value, label: t(`audit.action.${value}`) }))}
        />
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.actor} className="text-sm font-medium">
            {t('audit.filters.actor')}
          </label>
          <input
            id={ids.actor}
            type="search"
            className="input input-sm w-full sm:w-72"
            value={actorText}
            maxLength={100}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => refilter(setActorText)(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.from} className="text-sm font-medium">
            {t('audit.filters.from')}
          </label>
          <input
            id={ids.from}
            type="date"
            className="input input-sm w-40"
            value={from}
            max={to || undefined}
            onChange={(event) => refilter(setFrom)(event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.to} className="text-sm font-medium">
            {t('audit.filters.to')}
          </label>
          <input
            id={ids.to}
            type="date"
            className="input input-sm w-40"
            value={to}
            min={from || undefined}
            onChange={(event) => refilter(setTo)(event.target.value)}
          />
        </div>
      </SearchForm>
      <div className="mb-3">
        <DownloadCsvButton kind="audit" filters={filter} what={t('audit.csvWhat')} />
      </div>
      <p className="mb-2 text-sm text-base-content/75">
        {t('audit.note', { zone: tripZoneWithOffset(undefined, t.numbers) })}
      </p>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        <DataTable<AuditEvent>
          caption={t('audit.table.caption', { zone: tripZoneWithOffset(undefined, t.numbers) })}
          testId="audit-table"
          rows={rows}
          rowKey={(e) => e._id}
          rowProps={(e) => ({
            'data-action': e.action,
            'data-target': e.targetId ?? '',
            'data-actor': e.actorKind,
          })}
          empty={t('audit.table.empty')}
          columns={[
            {
              id: 'at',
              header: t('audit.table.when'),
              key: true,
              rowHeader: true,
              className: 'min-w-32',
              cell: (e) => (
                <time dateTime={e.at} title={tripZoneLabel(e.at, t.numbers)}>
                  {formatTripDateTime(e.at, t.numbers)}
                </time>
              ),
            },
            {
              id: 'action',
              header: t('audit.table.action'),
              key: true,
              cell: (e) => actionLabel(e.action, t),
            },
            {
              id: 'target',
              header: t('audit.table.target'),
              key: true,
              stackOnPhone: true,
              className: 'min-w-24 [overflow-wrap:anywhere] text-sm',
              cell: (e) => targetLabel(e, t),
            },
            {
              id: 'changes',
              header: t('audit.table.changes'),
              key: true,
              stackOnPhone: true,
              className: 'min-w-32',
              cell: (e) => <Changes event={e} />,
            },
            {
              id: 'actor',
              header: t('audit.table.by'),
              key: true,
              stackOnPhone: true,
              className: 'min-w-24 [overflow-wrap:anywhere] text-sm',
              cell: (e) => actorLabel(e, t),
            },
            {
              id: 'address',
              header: t('audit.table.address'),
              key: true,
              className: '[overflow-wrap:anywhere] text-sm',
              cell: (e) => e.address ?? '—',
            },
          ]}
        />
        {total > 0 ? (
          <Pager
            label={t('audit.table.pages')}
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
