import { useId, useRef, useState } from 'react';
import { TRIP_REQUEST_ANSWER_MAX } from '@wayfare/contract/constants';
import type { InboxTripRequest } from '@wayfare/contract/trip-requests';
import { Pager } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { QueryState } from '@/components/ui/query-state';
import { DownloadCsvButton } from '@/components/ui/download-csv-button';
import { errorMessage } from '@/lib/alerts';
import { useAnswerTripRequest } from '@/features/trip-requests/api/answer-trip-request';
import {
  INBOX_PAGE_SIZE,
  useTripRequestsInbox,
  type InboxFilter,
} from '@/features/trip-requests/api/get-trip-requests-inbox';
import { formatCount } from '@/lib/format';
import { useT } from '@/lib/i18n/catalog';
import { localDigits } from '@/lib/i18n/digits';
import { RichText } from '@/lib/i18n/rich-text';
import { formatInstantDay as formatDay, formatInstant, zoneLabel } from '@/lib/trip-time';
import { tripRequestsMessages } from '../messages';
import { placeName } from '../place-names';

const FILTERS = [
  { value: 'new', label: 'tripRequests.status.waiting' },
  { value: 'answered', label: 'tripRequests.status.answered' },
  { value: 'all', label: 'tripRequests.inbox.filterAll' },
] as const satisfies readonly { value: InboxFilter; label: string }[];

/**
 * Trip Requests (admin): every traveller's trip request, those waiting for an answer first; the
 * answer written here is what the traveller reads in My Trip Destinations.
 */
export function TripRequestsInbox() {
  const t = useT(tripRequestsMessages);
  const [filter, setFilter] = useState<InboxFilter>('new');
  const [offset, setOffset] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const listHeading = useRef<HTMLHeadingElement>(null);
  const query = useTripRequestsInbox(filter, offset);
  const data = query.data;
  const items = data?.items ?? [];
  const total = data?.total ?? 0;

  function choose(next: InboxFilter) {
    setFilter(next);
    setOffset(0);
  }
  function turn(to: number) {
    setOffset(to);
    listHeading.current?.focus();
  }

  return (
    <div>
      <div
        role="group"
        aria-label={t('tripRequests.inbox.filters')}
        className="join mb-4 flex-wrap"
      >
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className={`btn join-item btn-sm ${filter === f.value ? 'btn-primary' : 'btn-outline'}`}
            aria-pressed={filter === f.value}
            onClick={() => choose(f.value)}
          >
            {t(f.label)}
            {f.value === 'new' && data ? ` (${localDigits(String(data.waiting), t.numbers)})` : ''}
          </button>
        ))}
      </div>
      <div className="mb-4">
        <DownloadCsvButton
          kind="trip-requests"
          filters={{ status: filter }}
          what={t('tripRequests.inbox.csvWhat')}
        />
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      >
        <h2
          ref={listHeading}
          tabIndex={-1}
          className={total === 0 ? 'sr-only' : 'mb-3 text-sm text-base-content/75'}
        >
          {total === 0
            ? t('tripRequests.inbox.none')
            : t('tripRequests.inbox.showing', {
                from: localDigits(String(offset + 1), t.numbers),
                to: localDigits(String(Math.min(offset + items.length, total)), t.numbers),
                total: formatCount(total, t.numbers),
              })}
        </h2>
        {items.length === 0 ? (
          <EmptyState>
            {filter === 'new'
              ? t('tripRequests.inbox.emptyWaiting')
              : t('tripRequests.inbox.empty')}
          </EmptyState>
        ) : (
          <ul className="grid gap-4" aria-busy={query.isPlaceholderData}>
            {items.map((request) => (
              <li key={request._id}>
                <TripRequestCard
                  request={request}
                  onAnswered={(name) =>
                    setAnnouncement(t('tripRequests.inbox.answerSent', { name }))
                  }
                />
              </li>
            ))}
          </ul>
        )}
        {total > INBOX_PAGE_SIZE ? (
          <Pager
            label={t('tripRequests.inbox.pages')}
            offset={offset}
            pageSize={INBOX_PAGE_SIZE}
            shown={items.length}
            total={total}
            busy={query.isPlaceholderData}
            onOffset={turn}
          />
        ) : null}
      </QueryState>
    </div>
  );
}

function TripRequestCard(props: {
  request: InboxTripRequest;
  onAnswered: (travellerName: string) => void;
}) {
  const { request } = props;
  const t = useT(tripRequestsMessages);
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const who = request.travellerName || request.email;
  const zone = zoneLabel(request.timeZone, request.startDateTime, t.numbers);
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-box bg-base-100 p-4 shadow-sm ring-1 ring-base-300"
      data-testid="trip-request"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {placeName(request.origin, t.locale)} <span aria-hidden="true">→</span>
          <span className="sr-only">{t('tripRequests.card.route')}</span>{' '}
          {placeName(request.destination, t.locale)}
        </h3>
        <span
          className={`badge ${request.status === 'answered' ? 'badge-success' : 'badge-warning'}`}
        >
          {request.status === 'answered'
            ? t('tripRequests.status.answered')
            : t('tripRequests.status.waiting')}
        </span>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t('tripRequests.card.traveller')}</dt>
        <dd className="[overflow-wrap:anywhere]">
          {request.travellerName ? `${request.travellerName}, ` : ''}
          <a className="link" href={`mailto:${request.email}`}>
            {request.email}
          </a>
        </dd>
        <dt className="font-medium">{t('tripRequests.card.trip')}</dt>
        <dd>
          <RichText
            t={t}
            id="tripRequests.card.tripTimes"
            values={{
              start: formatInstant(request.startDateTime, request.timeZone, t.numbers),
              end: formatInstant(request.endDateTime, request.timeZone, t.numbers),
              zone,
            }}
            components={{
              0: <time dateTime={request.startDateTime} />,
              1: <time dateTime={request.endDateTime} />,
            }}
          />
        </dd>
        <dt className="font-medium">{t('tripRequests.card.received')}</dt>
        <dd>
          <time dateTime={request.createdAt}>{formatDay(request.createdAt, t.numbers)}</time>
        </dd>
      </dl>
      {request.answer && !editing ? (
        <div className="mt-3 rounded-box bg-base-200 p-3">
          <p className="text-sm font-medium">
            {request.answeredAt ? (
              <RichText
                t={t}
                id="tripRequests.card.yourAnswerOf"
                values={{ date: formatDay(request.answeredAt, t.numbers) }}
                components={{ 0: <time dateTime={request.answeredAt} /> }}
              />
            ) : (
              t('tripRequests.card.yourAnswer')
            )}
          </p>
          <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{request.answer}</p>
          <button
            type="button"
            className="btn btn-ghost btn-sm mt-2"
            aria-label={t('tripRequests.card.editAnswerTo', { name: who })}
            onClick={() => setEditing(true)}
          >
            {t('tripRequests.card.editAnswer')}
          </button>
        </div>
      ) : (
        <AnswerForm
          request={request}
          who={who}
          onDone={() => {
            setEditing(false);
            props.onAnswered(who);
          }}
          onCancel={request.answer ? () => setEditing(false) : undefined}
        />
      )}
    </article>
  );
}

function AnswerForm(props: {
  request: InboxTripRequest;
  who: string;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const t = useT(tripRequestsMessages);
  const answer = useAnswerTripRequest();
  const [text, setText] = useState(props.request.answer ?? '');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setError(t('tripRequests.answer.required'));
      return;
    }
    setError(undefined);
    try {
      await answer.mutateAsync({ id: props.request._id, answer: text });
      props.onDone();
    } catch (caught) {
      // The text stays in the box: nothing the admin wrote is thrown away by a refusal.
      setError(errorMessage(caught, t.locale));
    }
  }

  return (
    <form className="mt-3" noValidate onSubmit={(event) => void submit(event)}>
      <FormField
        label={t('tripRequests.answer.label', { name: props.who })}
        hint={t('tripRequests.answer.hint', {
          length: formatCount(text.length, t.numbers),
          max: formatCount(TRIP_REQUEST_ANSWER_MAX, t.numbers),
        })}
        error={error}
        required
      >
        {(control) => (
          <textarea
            {...control}
            className="textarea textarea-bordered w-full"
            rows={3}
            maxLength={TRIP_REQUEST_ANSWER_MAX}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FormField>
      <div className="mt-2 flex gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={answer.isPending}>
          {answer.isPending ? t('tripRequests.answer.sending') : t('tripRequests.answer.send')}
        </button>
        {props.onCancel ? (
          <button type="button" className="btn btn-ghost btn-sm" onClick={props.onCancel}>
            {t('tripRequests.answer.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
