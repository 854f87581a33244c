import type { FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useLocale } from '@/lib/i18n/catalog';
import { useNavigate } from '@/lib/i18n/router';
import { notLoggedInDialog } from '@/lib/not-logged-in-dialog';
import { useWhenReady } from '@/lib/use-when-ready';

/**
 * The submit handler of a form only a signed-in person may send (the Contact form, a trip
 * request; docs/product.md §6): a form sent while the session is still being read waits for it (a
 * moment), then a visitor is told "Not Logged In" (Log In goes to /login and comes back here) and
 * nothing is sent, while a signed-in person's form is sent with `send`.
 */
export function useSignedInSubmit<T>(
  sessionKnown: boolean,
  signedIn: T,
  send: () => void,
): (event: FormEvent<HTMLFormElement>) => void {
  const locale = useLocale();
  const navigate = useNavigate();
  const location = useLocation();
  const afterSession = useWhenReady(sessionKnown, signedIn);
  return (event) => {
    event.preventDefault();
    afterSession((who) => {
      if (who) return send();
      void notLoggedInDialog(locale).then((logIn) => {
        if (logIn) void navigate('/login', { state: { from: location } });
      });
    });
  };
}
