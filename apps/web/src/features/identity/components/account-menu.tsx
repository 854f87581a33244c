import { Link, useNavigate } from 'react-router';
import { dialog } from '@/lib/alerts';
import { useAdminStatus } from '@/features/identity/api/get-admin-status';
import { useAuth } from '@/features/identity/use-auth';

/** Signed out: Login. Signed in: Dashboard (admin -> addPackage, user -> booking) and Sign Out. */
export function AccountMenu() {
  const { user, logOut } = useAuth();
  const { isAdmin } = useAdminStatus();
  const navigate = useNavigate();

  if (!user) {
    return (
      <Link to="/login" className="btn btn-primary btn-sm sm:btn-md">
        Login
      </Link>
    );
  }

  async function signOut() {
    await logOut();
    await dialog.fire({
      icon: 'success',
      title: 'Logged out successfully!',
      text: 'You will be redirected to the home page.',
      confirmButtonText: 'Continue',
    });
    await navigate('/');
  }

  return (
    <>
      <Link
        to={isAdmin ? '/dashboard/addPackage' : '/dashboard/booking'}
        className="btn btn-ghost btn-sm sm:btn-md"
      >
        Dashboard
      </Link>
      <button
        type="button"
        className="btn btn-outline btn-primary btn-sm sm:btn-md"
        onClick={() => void signOut()}
      >
        Sign Out
      </button>
    </>
  );
}
