import { useId, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/catalog';
import { uiMessages } from './messages';
/** Good enough to catch typos; the server validates for real. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface FieldControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
  /** Marks the control required for the browser and assistive technology (forms stay noValidate). */
  required?: boolean;
  'aria-required'?: boolean;
}

/**
 * A labelled form control: the label names it, the hint and the error describe it (so a screen
 * reader announces the name alone, then the help), the error is announced when it appears.
 */
export function FormField(props: {
  label: string;
  hint?: ReactNode;
  error?: string;
  /** The server requires the field: marked for the browser, for screen readers and by a visible *. */
  required?: boolean;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const t = useT(uiMessages);
  const id = useId();
  const hintId = props.hint ? `${id}-hint` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={props.className}>
      <div className="mb-1 font-medium">
        <label htmlFor={id}>{props.label}</label>
        {/* Beside the label, not in it: the control's name stays the label's words. */}
        {props.required ? (
          <span aria-hidden="true" title={t('ui.formField.required')}>
            {' *'}
          </span>
        ) : null}
      </div>
      {props.children({
        id,
        'aria-invalid': Boolean(props.error),
        'aria-describedby': describedBy,
        ...(props.required && { required: true, 'aria-required': true }),
      })}
      {props.hint ? (
        <p id={hintId} className="mt-1 text-xs text-base-content/75">
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
