import { useState } from 'react';
import { useLocation } from 'react-router';
import { Link, useNavigate } from '@/lib/i18n/router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useAuth } from '@/features/identity/use-auth';
import { useAcceptAdminInvitation } from '@/features/users/api/admin-invitations';
import { dialog, errorMessage } from '@/lib/alerts';

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
        title: 'You are now an administrator',
        text: 'The admin menu is in your dashboard.',
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
        This invitation link is incomplete. Open the whole link you were given, including the part
        after the <code>#</code>.
      </p>
    );
  } else if (loading) {
    body = <LoadingScreen />;
  } else if (!user) {
    body = (
      <>
        <p>
          You have been invited to run Wayfare as an administrator. Log in, or register, with the
          e-mail address the invitation was made for; you come back here to accept it.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to="/login" state={back} className="btn btn-primary">
            Log in to accept
          </Link>
          <Link to="/register" state={back} className="btn btn-outline">
            Register
          </Link>
        </div>
      </>
    );
  } else {
    body = (
      <>
        <p>
          You are signed in as <strong className="[overflow-wrap:anywhere]">{user.email}</strong>.
          Accepting makes this account an administrator. The link works once, and only for the
          address it was made for.
        </p>
        {accept.error ? (
          <p role="alert" className="mt-4 text-error">
            {errorMessage(accept.error)}
          </p>
        ) : null}
        <button
          type="button"
          className="btn btn-primary mt-6"
          disabled={accept.isPending}
          onClick={() => void onAccept()}
        >
          Accept invitation
        </button>
      </>
    );
  }

  return (
    <section className="mx-auto max-w-lg px-4 py-12">
      <div className="card bg-base-100 shadow-xl ring-1 ring-base-300">
        <div className="card-body">
          <h1 className="text-2xl font-bold sm:text-3xl">Administrator invitation</h1>
          <div className="mt-2 text-base-content/80">{body}</div>
        </div>
      </div>
    </section>
  );
}
