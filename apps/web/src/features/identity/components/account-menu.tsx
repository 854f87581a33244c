import { Link, useNavigate } from '@/lib/i18n/router';
import { dialog } from '@/lib/alerts';
import { useT } from '@/lib/i18n/catalog';
import { useAdminStatus } from '@/features/identity/api/get-admin-status';
import { useAuth } from '@/features/identity/use-auth';
import { identityMessages } from '@/features/identity/messages';

/** Initials of a name for the account badge: `Nadia Rahman` makes `NR`. */
export function initialsOf(name: string, email: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length ? words.slice(0, 2).map((w) => w[0]) : [email[0] ?? '?'];
  return letters.join('').toUpperCase();
}

/**
 * Signed out: Login. Signed in: who is signed in (a link to My Account), Dashboard (admin ->
 * addPackage, user -> booking) and Sign Out.
 */
export function AccountMenu() {
  const t = useT(identityMessages);
  const { user, logOut } = useAuth();
  const { isAdmin } = useAdminStatus();
  const navigate = useNavigate();

  if (!user) {
    return (
      <Link to="/login" className="btn btn-primary btn-sm sm:btn-md">
        {t('identity.menu.login')}
      </Link>
    );
  }

  async function signOut() {
    await logOut();
    await dialog.fire(
      {
        icon: 'success',
        title: t('identity.menu.signedOutTitle'),
        text: t('identity.menu.signedOutText'),
        confirmButtonText: t('identity.menu.continue'),
      },
      t.locale,
    );
    await navigate('/');
  }

  const shownName = user.name.trim() || user.email;
  return (
    <>
      <Link
        to="/dashboard/profile"
        // It may shrink (the name, not the initials, gives way) so as never to run into the links.
        className="btn btn-ghost btn-sm min-w-0 shrink gap-2 px-1 sm:btn-md sm:px-2"
        // The whole name, where the header shows it cut short (or only its initials).
        title={t('identity.menu.accountTitle', { name: shownName, email: user.email })}
        data-testid="signed-in-as"
        data-signed-in=""
      >
        <span
          aria-hidden="true"
          className="grid h-8 w-8 shrink-0 place-items-center rounded-full bg-primary text-xs font-bold text-primary-content"
        >
          {initialsOf(user.name, user.email)}
        </span>
        {/* The name, whole, is the link's name; on narrow screens only the initials show, on wide
            ones the name on one line, cut short with an ellipsis (long names are common) to at
            most 8rem, or the room the bar has left beside its links. The inner span truncates:
            not-sr-only would undo truncate's nowrap and overflow. */}
        <span className="sr-only xl:not-sr-only xl:min-w-0" data-testid="signed-in-name">
          <span className="block max-w-32 truncate 2xl:max-w-56">{shownName}</span>
        </span>
      </Link>
      <Link
        to={isAdmin ? '/dashboard/addPackage' : '/dashboard/booking'}
        // At 320 px (a desktop at 400 % zoom) the whole bar fits only with the small buttons.
        className="btn btn-ghost btn-sm max-[359px]:btn-xs sm:btn-md"
      >
        {t('identity.menu.dashboard')}
      </Link>
      <button
        type="button"
        className="btn btn-outline btn-primary btn-sm max-[359px]:btn-xs sm:btn-md"
        onClick={() => void signOut()}
      >
        {t('identity.menu.signOut')}
      </button>
    </>
  );
}
