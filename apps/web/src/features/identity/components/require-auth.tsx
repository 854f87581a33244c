import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Navigate } from '@/lib/i18n/router';
import { LoadingScreen } from '@/components/ui/loading-screen';
import { useT } from '@/lib/i18n/catalog';
import { identityMessages } from '@/features/identity/messages';
import { useAdminStatus } from '@/features/identity/api/get-admin-status';
import { useAuth } from '@/features/identity/use-auth';

/** Signed-in users see the child; visitors go to /login, remembering where they came from. */
export function RequireUser({ children }: { children: ReactNode }) {
  const t = useT(identityMessages);
  const { user, loading } = useAuth();
  const location = useLocation();
  if (loading) return <LoadingScreen label={t('identity.loading')} />;
  if (user) return children;
  return <Navigate to="/login" replace state={{ from: location }} />;
}

/**
 * Admin guard of docs/product.md §4: loading indicator, then the child for admins, /login for
 * anyone else (a signed-in traveller is told there that the page is for administrators).
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const t = useT(identityMessages);
  const { user, loading } = useAuth();
  const { isAdmin, isAdminLoading } = useAdminStatus();
  const location = useLocation();
  if (loading || isAdminLoading) return <LoadingScreen label={t('identity.loading')} />;
  if (user && isAdmin) return children;
  // A signed-in traveller is told why they are at Login (they may sign in as an admin there).
  return <Navigate to="/login" replace state={{ from: location, adminOnly: user !== null }} />;
}
