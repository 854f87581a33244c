import { FOCUS_GUARD, guardFocus } from '@/lib/modal';

/**
 * One of the two guards a modal `<dialog>` has as its first and last children, so that Tab and
 * Shift+Tab go round inside it (lib/modal.ts `guardFocus`).
 */
export function FocusGuard({ at }: { at: 'start' | 'end' }) {
  return <span tabIndex={0} className="sr-only" {...{ [FOCUS_GUARD]: at }} onFocus={guardFocus} />;
}
