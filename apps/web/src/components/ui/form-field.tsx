import { useId, type ReactNode } from 'react';

/** Good enough to catch typos; the server validates for real. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

/**
 * A labelled form control: the label names it, the hint and the error describe it (so a screen
 * reader announces the name alone, then the help), the error is announced when it appears.
 */
export function FormField(props: {
  label: string;
  hint?: ReactNode;
  error?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={props.className}>
      <label htmlFor={id} className="mb-1 block font-medium">
        {props.label}
      </label>
      {props.children({
        id,
        'aria-invalid': Boolean(props.error),
        'aria-describedby': describedBy,
      })}
      {props.hint ? (
        <p id={hintId} className="mt-1 text-xs text-base-content/60">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
