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
import { formatInstantDay as formatDay, formatInstant, zoneLabel } from '@/lib/trip-time';

const FILTERS: { value: InboxFilter; label: string }[] = [
  { value: 'new', label: 'Waiting' },
  { value: 'answered', label: 'Answered' },
  { value: 'all', label: 'All' },
];

/**
 * Trip Requests (admin): every traveller's trip request, those waiting for an answer first; the
 * answer written here is what the traveller reads in My Trip Destinations.
 */
export function TripRequestsInbox() {
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
      <div role="group" aria-label="Show requests" className="join mb-4 flex-wrap">
        {FILTERS.map((f) => (
          <button
            key={f.value}
            type="button"
            className={`btn join-item btn-sm ${filter === f.value ? 'btn-primary' : 'btn-outline'}`}
            aria-pressed={filter === f.value}
            onClick={() => choose(f.value)}
          >
            {f.label}
            {f.value === 'new' && data ? ` (${data.waiting})` : ''}
          </button>
        ))}
      </div>
      <div className="mb-4">
        <DownloadCsvButton
          kind="trip-requests"
          filters={{ status: filter }}
          what="these trip requests"
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
            ? 'No trip requests'
            : `Showing ${offset + 1}–${Math.min(offset + items.length, total)} of ${total.toLocaleString('en-US')}`}
        </h2>
        {items.length === 0 ? (
          <EmptyState>
            {filter === 'new'
              ? 'No trip requests are waiting for an answer.'
              : 'No trip requests found.'}
          </EmptyState>
        ) : (
          <ul className="grid gap-4" aria-busy={query.isPlaceholderData}>
            {items.map((request) => (
              <li key={request._id}>
                <TripRequestCard
                  request={request}
                  onAnswered={(name) => setAnnouncement(`Answer sent to ${name}.`)}
                />
              </li>
            ))}
          </ul>
        )}
        {total > INBOX_PAGE_SIZE ? (
          <Pager
            label="Trip request pages"
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
  const headingId = useId();
  const [editing, setEditing] = useState(false);
  const who = request.travellerName || request.email;
  const zone = zoneLabel(request.timeZone, request.startDateTime);
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-box bg-base-100 p-4 shadow-sm ring-1 ring-base-300"
      data-testid="trip-request"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold">
          {request.origin} <span aria-hidden="true">→</span>
          <span className="sr-only">to</span> {request.destination}
        </h3>
        <span
          className={`badge ${request.status === 'answered' ? 'badge-success' : 'badge-warning'}`}
        >
          {request.status === 'answered' ? 'Answered' : 'Waiting'}
        </span>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">Traveller</dt>
        <dd className="[overflow-wrap:anywhere]">
          {request.travellerName ? `${request.travellerName}, ` : ''}
          <a className="link" href={`mailto:${request.email}`}>
            {request.email}
          </a>
        </dd>
        <dt className="font-medium">Trip</dt>
        <dd>
          <time dateTime={request.startDateTime}>
            {formatInstant(request.startDateTime, request.timeZone)}
          </time>{' '}
          to{' '}
          <time dateTime={request.endDateTime}>
            {formatInstant(request.endDateTime, request.timeZone)}
          </time>{' '}
          ({zone})
        </dd>
        <dt className="font-medium">Received</dt>
        <dd>
          <time dateTime={request.createdAt}>{formatDay(request.createdAt)}</time>
        </dd>
      </dl>
      {request.answer && !editing ? (
        <div className="mt-3 rounded-box bg-base-200 p-3">
          <p className="text-sm font-medium">
            Your answer
            {request.answeredAt ? (
              <>
                {' '}
                of <time dateTime={request.answeredAt}>{formatDay(request.answeredAt)}</time>
              </>
            ) : null}
          </p>
          <p className="mt-1 whitespace-pre-line [overflow-wrap:anywhere]">{request.answer}</p>
          <button
            type="button"
            className="btn btn-ghost btn-sm mt-2"
            aria-label={`Edit answer to ${who}`}
            onClick={() => setEditing(true)}
          >
            Edit answer
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
  const answer = useAnswerTripRequest();
  const [text, setText] = useState(props.request.answer ?? '');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!text.trim()) {
      setError('Write an answer before sending.');
      return;
    }
    setError(undefined);
    try {
      await answer.mutateAsync({ id: props.request._id, answer: text });
      props.onDone();
    } catch (caught) {
      // The text stays in the box: nothing the admin wrote is thrown away by a refusal.
      setError(errorMessage(caught));
    }
  }

  return (
    <form className="mt-3" noValidate onSubmit={(event) => void submit(event)}>
      <FormField
        label={`Answer to ${props.who}`}
        hint={`${text.length.toLocaleString('en-US')} of ${TRIP_REQUEST_ANSWER_MAX.toLocaleString('en-US')} characters. The traveller reads it in My Trip Destinations.`}
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
          {answer.isPending ? 'Sending…' : 'Send answer'}
        </button>
        {props.onCancel ? (
          <button type="button" className="btn btn-ghost btn-sm" onClick={props.onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
