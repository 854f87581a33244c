import { useState } from 'react';
import { useLocation } from 'react-router';
import { Link, useNavigate } from '@/lib/i18n/router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useAuth } from '@/features/identity/use-auth';
import { useAcceptAdminInvitation } from '@/features/users/api/admin-invitations';
import { dialog } from '@/lib/alerts';
import { useIdentityErrorText } from '@/features/identity/error-text';
import { useT } from '@/lib/i18n/catalog';
import { RichText } from '@/lib/i18n/rich-text';
import { authPagesMessages } from './auth/messages';

/** Where the link's secret waits while its holder signs in or registers (this tab only). */
const PENDING_KEY = 'wayfare:admin-invitation';

/**
 * Takes the secret out of the address bar (`/admin-invitation#SECRET`: a fragment never reaches a
 * server, a log or a Referer) into this tab's session storage, so it survives a detour through
 * Login or Register and does not stay in the history.
 */
function takeInvitationToken(hash: string): string {
  if (typeof window === 'undefined') return '';
  const fromLink = decodeURIComponent(hash.replace(/^#/, ''));
  if (fromLink) {
    sessionStorage.setItem(PENDING_KEY, fromLink);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    return fromLink;
  }
  return sessionStorage.getItem(PENDING_KEY) ?? '';
}

/** Redeems a one-time admin link (an invitation from an admin, or the server's setup link). */
export function Component() {
  const t = useT(authPagesMessages);
  const errorText = useIdentityErrorText();
  const location = useLocation();
  const navigate = useNavigate();
  const { user, loading } = useAuth();
  const [token] = useState(() => takeInvitationToken(location.hash));
  const accept = useAcceptAdminInvitation();
  const back = { from: { ...location, hash: '' } };

  async function onAccept() {
    try {
      await accept.mutateAsync(token);
      sessionStorage.removeItem(PENDING_KEY);
      await dialog.fire({
        icon: 'success',
        title: t('authPages.invitation.acceptedTitle'),
        text: t('authPages.invitation.acceptedText'),
        confirmButtonText: t('authPages.dialog.ok'),
      });
      await navigate('/dashboard/addPackage', { replace: true });
    } catch {
      // Shown below, beside the button.
    }
  }

  let body;
  if (!token) {
    body = (
      <p>
        <RichText t={t} id="authPages.invitation.incomplete" components={{ 0: <code /> }} />
      </p>
    );
  } else if (loading) {
    body = <LoadingScreen label={t('authPages.loading')} />;
  } else if (!user) {
    body = (
      <>
        <p>{t('authPages.invitation.invited')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/login" state={back} className="btn btn-primary">
            {t('authPages.invitation.logInToAccept')}
          </Link>
          <Link to="/register" state={back} className="btn btn-outline">
            {t('authPages.invitation.register')}
          </Link>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p>
          <RichText
            t={t}
            id="authPages.invitation.signedInAs"
            values={{ email: user.email }}
            components={{ 0: <strong className="[overflow-wrap:anywhere]" /> }}
          />
        </p>
        {accept.error ? (
          <p role="alert" className="mt-4 text-error">
            {errorText(accept.error)}
          </p>
        ) : null}
        <button
          type="button"
          className="btn btn-primary mt-6"
          disabled={accept.isPending}
          onClick={() => void onAccept()}
        >
          {t('authPages.invitation.accept')}
        </button>
      </>
    );
  }

  return (
    <section className="mx-auto max-w-lg px-4 py-12">
      <div className="card bg-base-100 shadow-xl ring-1 ring-base-300">
        <div className="card-body">
          <h1 className="text-2xl font-bold sm:text-3xl">{t('authPages.invitation.title')}</h1>
          <div className="mt-2 text-base-content/80">{body}</div>
        </div>
      </div>
    </section>
  );
}
