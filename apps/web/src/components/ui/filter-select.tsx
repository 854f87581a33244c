import { useId } from 'react';

/**
 * An admin list's filter: a labelled select whose first choice ("All ...", the empty value) lifts
 * the filter (All Bookings, User Requests, the Mail Outbox, the audit trail).
 */
export function FilterSelect<T extends string>(props: {
  label: string;
  value: T | '';
  onChange: (value: T | '') => void;
  /** The first choice, which filters nothing. */
  allLabel: string;
  options: readonly { value: T; label: string }[];
  /** Its width (a Tailwind class). */
  width?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <select
        id={id}
        className={`select select-sm ${props.width ?? 'w-40'}`}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as T | '')}
      >
        <option value="">{props.allLabel}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
