import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * react-hook-form's `onInvalid`, for forms made with `shouldFocusError: false`: puts the focus on
 * the first field in error once the messages are drawn. react-hook-form's own focus comes before
 * the messages are even rendered, and focusing makes the browser work out the page's styles and
 * layout at once, so on a slow phone the messages waited for it (decision 009). After the next
 * frame (`setFocus` itself waits a task) the messages are on screen first, and the focus follows.
 */
export function focusFirstInvalid<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'setFocus'>,
  errors: FieldErrors<T>,
): void {
  // Errors are keyed in the order the fields were registered, the order they are on the page.
  const first = Object.keys(errors)[0] as Path<T> | undefined;
  if (first === undefined) return;
  requestAnimationFrame(() => form.setFocus(first));
}
