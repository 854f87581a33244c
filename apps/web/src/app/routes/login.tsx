import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams, type Location } from 'react-router';
import { errorToast, successToast } from '@/lib/alerts';
import { useT } from '@/lib/i18n/catalog';
import { useGoAfterSignIn } from '@/features/identity/account-language';
import { createUser } from '@/features/identity/api/create-user';
import { LoginForm } from '@/features/identity/components/login-form';
import { LoginNotice } from '@/features/identity/components/sign-in-help';
import { useIdentityErrorText } from '@/features/identity/error-text';
import { socialErrorText } from '@/features/identity/social-popup';
import { useAuth } from '@/features/identity/use-auth';
import { useHydrated } from '@/lib/use-hydrated';
import { authPagesMessages } from './auth/messages';

export function LoginPage() {
  const t = useT(authPagesMessages);
  const errorText = useIdentityErrorText();
  // Signed in: on to the page, in the account's language when it has chosen one.
  const goAfterSignIn = useGoAfterSignIn();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const { user, hasToken } = useAuth();
  // The page is rendered on the server, which has no history entry: its state (where the
  // traveller came from, why they were sent here) is read once the page has hydrated.
  const hydrated = useHydrated();
  const state = (hydrated ? location.state : null) as {
    from?: Location;
    adminOnly?: boolean;
    passwordReset?: boolean;
  } | null;
  const from = state?.from;
  const socialHandled = useRef(false);

  useEffect(() => {
    // Back from a social provider: record the user, then the toast of docs/product.md §8 and home.
    const social = params.get('social');
    if (!social || socialHandled.current) return;
    if (social === 'failed') {
      socialHandled.current = true;
      void errorToast(socialErrorText(params, t.locale));
      setParams({}, { replace: true });
      return;
    }
    if (social === 'done' && user && hasToken) {
      socialHandled.current = true;
      createUser({ name: user.name, email: user.email })
        .then(() => {
          void successToast(t('authPages.login.created'));
          void goAfterSignIn('/');
        })
        .catch((error: unknown) => void errorToast(errorText(error)));
    }
  }, [params, setParams, user, hasToken, goAfterSignIn, t, errorText]);

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="card bg-base-100 shadow-xl ring-1 ring-base-300">
        <div className="card-body">
          <h1 className="text-center text-3xl font-bold">{t('authPages.login.title')}</h1>
          <p className="mb-2 text-center text-base-content/70">{t('authPages.login.subtitle')}</p>
          {state?.adminOnly ? (
            <p role="status" className="alert alert-info mb-2">
              {t('authPages.login.adminOnly')}
            </p>
          ) : null}
          <LoginNotice
            passwordReset={state?.passwordReset === true}
            verified={params.get('verified') === '1'}
            error={params.get('error')}
          />
          <LoginForm
            onSignedIn={() => void goAfterSignIn(from ? `${from.pathname}${from.search}` : '/')}
          />
        </div>
      </div>
    </section>
  );
}
