import { useCallback, useRef, useState } from 'react';

/**
 * A form's "sending" state, for forms that do not read react-hook-form's `isSubmitting` (decision
 * 009: an empty submit's messages on a slow phone). Reading it renders the whole form as a submit
 * starts, before the values are even validated, and again when they fail; this state is set only
 * once valid values are being sent, so an empty submit renders nothing but the fields' messages.
 * `send` refuses a second call while one is in flight: the button is disabled only once React
 * has rendered it, and a quick second tap comes before that.
 */
export function useSubmission() {
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const send = useCallback(async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      await work();
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }, []);
  return { submitting, send };
}
