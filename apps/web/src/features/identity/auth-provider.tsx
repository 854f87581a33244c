import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '@/lib/api-client';
import { AuthContext, type AuthContextValue } from './auth-context';
import {
  browserSessionDeps,
  createSessionController,
  type SessionHost,
} from './session-controller';

/**
 * Auth state of docs/product.md §4 for the components under it: the session controller
 * (session-controller.ts) holds the session and the token; this renders its snapshot.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const host = useMemo<SessionHost>(
    () => ({
      clearData: () => queryClient.clear(),
      refreshData: () => void queryClient.invalidateQueries(),
      goToLogin: () => navigate('/login', { replace: true }),
    }),
    [queryClient, navigate],
  );
  const [controller] = useState(() => createSessionController(browserSessionDeps(host)));
  // State set from the controller's news, not useSyncExternalStore: its updates keep the priority
  // of what caused them (a store's are rendered at once, ahead of the hydration's slices).
  const [snapshot, setSnapshot] = useState(controller.getSnapshot);

  useEffect(() => {
    // Nothing changes it before it starts (the next effect), so nothing is missed since render.
    return controller.subscribe(() => setSnapshot(controller.getSnapshot()));
  }, [controller]);
  useEffect(() => controller.start(), [controller]);
  useEffect(() => {
    controller.setHost(host);
    setUnauthorizedHandler(controller.handleUnauthorized);
    return () => setUnauthorizedHandler(null);
  }, [controller, host]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...snapshot, ...controller.actions }),
    [snapshot, controller],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
