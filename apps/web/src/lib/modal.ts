/*
 * What every modal `<dialog>` of the app needs beyond `showModal()` (docs/accessibility.md: dialogs
 * hold the focus and give it back):
 * - the focus inside as it opens. The browser moves it to the first control, but Chromium 156
 *   sometimes leaves it nowhere (the opener, now inert, loses it to the page's body) when the
 *   dialog was already on the page, closed: then the first control is focused here;
 * - Tab and Shift+Tab going round inside it (`guardFocus`). A native modal lets the focus leave
 *   to the browser's own controls after its last one; a dialog of a web page keeps it, as the
 *   ARIA practices ask.
 * Escape and giving the focus back to the opener on close are the browser's own.
 */

/** Marks the two focusable guards at a dialog's ends (`guardFocus`). */
export const FOCUS_GUARD = 'data-focus-guard';

const TABBABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** The controls Tab reaches inside `container`, in order (one per radio group: the checked one). */
export function tabbables(container: Element): HTMLElement[] {
  const found = [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !el.hasAttribute(FOCUS_GUARD) &&
      !el.closest('[inert]') &&
      el.getClientRects().length > 0,
  );
  return found.filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
    const group = found.filter(
      (other) =>
        other instanceof HTMLInputElement && other.type === 'radio' && other.name === el.name,
    ) as HTMLInputElement[];
    const checked = group.find((radio) => radio.checked);
    return checked ? el === checked : el === group[0];
  });
}

/** Puts the focus on the dialog's first control unless it is inside already. */
function focusInside(dialog: HTMLDialogElement, retries: number) {
  if (!dialog.open || dialog.contains(document.activeElement)) return;
  tabbables(dialog)[0]?.focus();
  // Chromium 156 may refuse the focus in the very task that opened a dialog that was on the page
  // closed (seen in the e2e suite: `focus()` on its visible, enabled first field did nothing);
  // a frame later it takes it.
  if (!dialog.contains(document.activeElement) && retries > 0)
    requestAnimationFrame(() => focusInside(dialog, retries - 1));
}

/** `dialog.showModal()`, then the focus on its first control if the browser put it nowhere. */
export function showModal(dialog: HTMLDialogElement) {
  dialog.showModal();
  focusInside(dialog, 3);
}

/**
 * The focus handler of a dialog's guards: two empty focusable elements, its first and last
 * children. The focus only reaches one by going past the dialog's last control (Tab) or first
 * (Shift+Tab), and is sent round to the other end; arriving from outside (the browser's own
 * controls), it goes to the end it came in by. Unlike a Tab key handler, this lets a control with
 * several stops of its own (a date and time field) keep them all.
 */
export function guardFocus(event: {
  currentTarget: EventTarget | null;
  relatedTarget: EventTarget | null;
}) {
  const guard = event.currentTarget;
  const dialog = guard instanceof HTMLElement ? guard.closest('dialog') : null;
  if (!dialog) return;
  const order = tabbables(dialog);
  const fromInside = event.relatedTarget instanceof Node && dialog.contains(event.relatedTarget);
  const atStart = (guard as HTMLElement).getAttribute(FOCUS_GUARD) === 'start';
  const target = atStart === fromInside ? order[order.length - 1] : order[0];
  target?.focus();
}

/** A guard element for a dialog built without React (the React one is `FocusGuard`). */
export function focusGuardElement(at: 'start' | 'end'): HTMLSpanElement {
  const guard = document.createElement('span');
  guard.tabIndex = 0;
  guard.className = 'sr-only';
  guard.setAttribute(FOCUS_GUARD, at);
  guard.addEventListener('focus', guardFocus);
  return guard;
}
