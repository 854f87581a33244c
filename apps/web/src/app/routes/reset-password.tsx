import { useState } from 'react';
import { useLocation } from 'react-router';
import { useNavigate } from '@/lib/i18n/router';
import {
  DeadResetLink,
  ResetPasswordForm,
} from '@/features/identity/components/reset-password-form';
import { useT } from '@/lib/i18n/catalog';
import { authPagesMessages } from './auth/messages';

/** Where the link's token waits (this tab only) once it is out of the address bar. */
const TOKEN_KEY = 'wayfare:password-reset';

/**
 * Takes the token out of the address bar (`/reset-password?token=...`) into this tab's session
 * storage: it stays out of the history and of any Referer, and a reload still finds it.
 */
function takeResetToken(search: string): string {
  if (typeof window === 'undefined') return '';
  const fromLink = new URLSearchParams(search).get('token')?.trim();
  if (fromLink) {
    sessionStorage.setItem(TOKEN_KEY, fromLink);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    return fromLink;
  }
  return sessionStorage.getItem(TOKEN_KEY) ?? '';
}

/** Reset password (ours, docs/product.md §2): the e-mailed link's page; a new password, then Login. */
export function Component() {
  const t = useT(authPagesMessages);
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => takeResetToken(location.search));
  // The identity service's own link sends `?error=INVALID_TOKEN` for a dead token.
  const linkError = new URLSearchParams(location.search).get('error');
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="card bg-base-100 shadow-xl ring-1 ring-base-300">
        <div className="card-body">
          <h1 className="text-center text-3xl font-bold">{t('authPages.reset.title')}</h1>
          {linkError ? (
            <DeadResetLink reason="expired" />
          ) : !token ? (
            <DeadResetLink reason="incomplete" />
          ) : (
            <>
              <p className="mb-2 text-center text-base-content/70">{t('authPages.reset.intro')}</p>
              <ResetPasswordForm
                token={token}
                onDeadLink={() => sessionStorage.removeItem(TOKEN_KEY)}
                onReset={() => {
                  sessionStorage.removeItem(TOKEN_KEY);
                  void navigate('/login', { replace: true, state: { passwordReset: true } });
                }}
              />
            </>
          )}
        </div>
      </div>
    </section>
  );
}
