import { useEffect, useId, useState, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/catalog';
import { formatCount } from '@/lib/format';
import { EmptyState } from './empty-state';
import { uiMessages } from './messages';

export interface DataColumn<T> {
  /** Stable key of the column. */
  id: string;
  /** The header text (the spec's words). Also the label of the value on a phone card. */
  header: string;
  /** The header is read by screen readers only (e.g. "Actions"). */
  hideHeader?: boolean;
  /** The cell's content. */
  cell: (row: T, index: number) => ReactNode;
  /**
   * Shown on phones (below 640 px). Columns that are not key (a running number, the traveller's
   * own name on their own list) are left out of the phone cards to keep them short.
   */
  key?: boolean;
  /** On a phone card, the label above the value (for long texts) rather than beside it. */
  stackOnPhone?: boolean;
  /** This column's cell heads its row (`<th scope="row">`). */
  rowHeader?: boolean;
  /** Extra classes for the cell (desktop and phone). */
  className?: string;
}

export interface DataTableProps<T> {
  columns: DataColumn<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** Names the table for screen readers; visually hidden unless `showCaption`. */
  caption: ReactNode;
  showCaption?: boolean;
  /** What an empty list says (docs/product.md's texts, e.g. "No bookings found."). */
  empty: ReactNode;
  /** Extra attributes for each row (e.g. `data-email` that journeys find a row by). */
  rowProps?: (row: T) => Record<`data-${string}`, string>;
  /** `data-testid` of the table. */
  testId?: string;
  className?: string;
}

/**
 * The one table of the dashboard (admin and traveller lists). On a desktop it is a real table
 * with column headers (`<th scope="col">`). Below 640 px every row becomes a card: each key value
 * on its own line, labelled with its column's header, so nothing needs sideways scrolling.
 *
 * One DOM for both layouts (CSS only), so that the same elements, buttons and texts exist at
 * every width: the labels on the cards are CSS generated content (`data-label`), not text nodes.
 *
 * On a desktop the table fits its container too, from 640 px to a laptop's 1024 (a 700 px column
 * beside the dashboard's menu): cells are padded less until 1280 px, where a long word may also
 * break rather than widen the table; the columns that hold one long word (an e-mail address, a
 * transaction id) let it break at any width (`BREAK_ANYWHERE`).
 */
/**
 * Desktop cells: tighter padding until 1280 px; below it a long word may break where the table
 * needs the room (buttons and badges stay whole); from 1280 px texts wrap between words only.
 */
const DESKTOP_CELLS =
  'sm:[&_td]:px-1.5 sm:[&_th]:px-1.5 xl:[&_td]:px-3 xl:[&_th]:px-3 sm:max-xl:[&_td]:[overflow-wrap:anywhere] sm:[&_td_.btn]:whitespace-nowrap sm:[&_td_.badge]:whitespace-nowrap';

/** For a column of long unbroken texts (addresses, ids): they break anywhere on a desktop too. */
export const BREAK_ANYWHERE = '[overflow-wrap:anywhere]';

export function DataTable<T>(props: DataTableProps<T>) {
  const { columns, rows } = props;
  if (rows.length === 0) return <EmptyState>{props.empty}</EmptyState>;
  return (
    <div
      className={`sm:overflow-x-auto sm:rounded-box sm:bg-base-100 sm:ring-1 sm:ring-base-300 ${props.className ?? ''}`}
    >
      <table
        className={`table max-sm:block max-sm:w-full max-sm:[&_tbody]:block sm:w-full ${DESKTOP_CELLS}`}
        data-testid={props.testId}
      >
        <caption className={props.showCaption ? 'p-2 text-left text-sm' : 'sr-only'}>
          {props.caption}
        </caption>
        <thead className="max-sm:sr-only">
          <tr>
            {columns.map((column) => (
              <th key={column.id} scope="col">
                {column.hideHeader ? (
                  <span className="sr-only">{column.header}</span>
                ) : (
                  column.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr
              key={props.rowKey(row)}
              {...props.rowProps?.(row)}
              className="align-top max-sm:mb-3 max-sm:block max-sm:rounded-box max-sm:bg-base-100 max-sm:p-3 max-sm:ring-1 max-sm:ring-base-300"
            >
              {columns.map((column) => {
                const Cell = column.rowHeader ? 'th' : 'td';
                const phone = !column.key
                  ? 'max-sm:hidden'
                  : column.stackOnPhone
                    ? 'max-sm:block max-sm:px-0 max-sm:py-1 max-sm:text-left max-sm:[overflow-wrap:anywhere] max-sm:before:block max-sm:before:font-semibold max-sm:before:content-[attr(data-label)]'
                    : 'max-sm:flex max-sm:items-start max-sm:justify-between max-sm:gap-4 max-sm:px-0 max-sm:py-1 max-sm:text-right max-sm:[overflow-wrap:anywhere] max-sm:before:shrink-0 max-sm:before:text-left max-sm:before:font-semibold max-sm:before:content-[attr(data-label)]';
                return (
                  <Cell
                    key={column.id}
                    scope={column.rowHeader ? 'row' : undefined}
                    data-label={column.hideHeader ? '' : column.header}
                    className={`${phone} ${column.className ?? ''}`}
                  >
                    {column.cell(row, index)}
                  </Cell>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * Previous and Next through a paged list, with "Showing 1–20 of 10,000". `offset` is the index
 * of the first row shown; `total` comes from the list's X-Total-Count.
 */
export function Pager(props: {
  offset: number;
  pageSize: number;
  shown: number;
  total: number;
  onOffset: (offset: number) => void;
  label: string;
  /** Another page is on its way: the status says so and the buttons wait. */
  busy?: boolean;
}) {
  const t = useT(uiMessages);
  const { offset, pageSize, shown, total, busy = false } = props;
  const number = (count: number) => formatCount(count, t.numbers);
  const first = total === 0 ? 0 : offset + 1;
  const last = Math.min(total, offset + shown);
  return (
    <nav aria-label={props.label} className="mt-4 flex flex-wrap items-center gap-3">
      <p className="text-sm" aria-live="polite" data-testid="pager-status">
        {busy
          ? t('ui.pager.loading')
          : t('ui.pager.status', {
              first: number(first),
              last: number(last),
              total: number(total),
            })}
      </p>
      <div className="join">
        <button
          type="button"
          className="btn join-item btn-sm"
          disabled={busy || offset === 0}
          onClick={() => props.onOffset(Math.max(0, offset - pageSize))}
        >
          {t('ui.pager.previous')}
        </button>
        <button
          type="button"
          className="btn join-item btn-sm"
          disabled={busy || offset + pageSize >= total}
          onClick={() => props.onOffset(offset + pageSize)}
        >
          {t('ui.pager.next')}
        </button>
      </div>
    </nav>
  );
}

/** `value`, once it has stopped changing for `ms` (a search box asks the server once per pause). */
export function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The search landmark above a list, holding its search box and filters: they apply as they
 * change, so submitting (Enter in the box) only keeps the page where it is.
 */
export function SearchForm(props: { label: string; className?: string; children: ReactNode }) {
  return (
    <form
      role="search"
      aria-label={props.label}
      className={props.className}
      onSubmit={(event) => event.preventDefault()}
    >
      {props.children}
    </form>
  );
}

/** The labelled search box above a list. */
export function SearchBox(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <input
        id={id}
        type="search"
        className="input input-sm w-full sm:w-64"
        value={props.value}
        placeholder={props.placeholder}
        maxLength={100}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}
