import { useQueryClient } from '@tanstack/react-query';
import { TOKEN_RENEW_BEFORE_SECONDS } from '@wayfare/contract/constants';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler, TOKEN_KEY } from '../../lib/api-client';
import { exchangeToken } from './api/exchange-token';
import { AuthContext, type AuthContextValue, type SessionUser } from './auth-context';
import { ProviderError } from './auth-errors';
import { getSession, loadAuthClient, type ProviderUser } from './session';
import { SOCIAL_CALLBACK_PATH, waitForSocialOutcome } from './social-popup';

interface SessionState {
  user: ProviderUser | null;
  isPending: boolean;
}

interface TokenState {
  email: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/**
 * Auth state of spec section 4: follows the identity provider's session; with a user present it
 * gets the server's token (renewed 5 minutes before expiry), with none it removes the token.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<SessionState>({ user: null, isPending: true });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [token, setToken] = useState<TokenState | null>(null);
  // The e-mail whose token exchange last failed: not retried on its own, so a fault cannot loop.
  const [tokenFailedFor, setTokenFailedFor] = useState<string | null>(null);
  const inFlight = useRef<Promise<void> | null>(null);

  /** Reads the identity session again; a failed read keeps what was known (as the client did). */
  const refetch = useCallback(
    (): Promise<void> =>
      getSession().then(
        (next) => setSession({ user: next, isPending: false }),
        () => setSession((current) => ({ user: current.user, isPending: false })),
      ),
    [],
  );

  useEffect(() => {
    const load = () =>
      void getSession().then(
        (next) => setSession({ user: next, isPending: false }),
        () => setSession((current) => ({ user: current.user, isPending: false })),
      );
    load();
    // As the identity client did: look again when the tab comes back (signed out elsewhere?).
    const onVisible = () => {
      if (document.visibilityState === 'visible') load();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  const sessionUser = session.user;
  const sessionId = sessionUser?.id;
  const sessionEmail = sessionUser?.email;
  const sessionName = sessionUser?.name;
  const sessionImage = sessionUser?.image;
  const user: SessionUser | null = useMemo(
    () =>
      sessionId !== undefined && sessionEmail !== undefined
        ? {
            id: sessionId,
            email: sessionEmail.toLowerCase(),
            name: sessionName ?? '',
            image: sessionImage,
          }
        : null,
    [sessionId, sessionEmail, sessionName, sessionImage],
  );

  const fetchToken = useCallback(
    (email: string): Promise<void> => {
      if (inFlight.current) return inFlight.current;
      const work = (async () => {
        try {
          const answer = await exchangeToken(email);
          localStorage.setItem(TOKEN_KEY, answer.token);
          setToken({ email, expiresAt: answer.expiresAt });
          setTokenFailedFor(null);
        } catch (error) {
          localStorage.removeItem(TOKEN_KEY);
          setToken(null);
          setTokenFailedFor(email);
          // The identity session may be gone: let the provider's state say so.
          await refetch();
          throw error;
        } finally {
          inFlight.current = null;
        }
      })();
      inFlight.current = work;
      return work;
    },
    [refetch],
  );

  const hasToken = user !== null && token?.email === user.email;

  useEffect(() => {
    if (session.isPending) return;
    if (!user) {
      localStorage.removeItem(TOKEN_KEY);
      return;
    }
    const stored = localStorage.getItem(TOKEN_KEY);
    if ((!hasToken || !stored) && tokenFailedFor !== user.email)
      void fetchToken(user.email).catch(() => undefined);
  }, [session.isPending, user, hasToken, tokenFailedFor, fetchToken]);

  useEffect(() => {
    // Renew 5 minutes before expiry (spec section 9), so an open tab is never thrown out.
    if (!token) return;
    const renewInMs = Math.max(
      (token.expiresAt - TOKEN_RENEW_BEFORE_SECONDS) * 1000 - Date.now(),
      10_000,
    );
    const timer = window.setTimeout(
      () => void fetchToken(token.email).catch(() => undefined),
      renewInMs,
    );
    return () => window.clearTimeout(timer);
  }, [token, fetchToken]);

  const run = useCallback(async <T,>(work: () => Promise<T>): Promise<T> => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  }, []);

  const logOut = useCallback(
    () =>
      run(async () => {
        localStorage.removeItem(TOKEN_KEY);
        setToken(null);
        await (await loadAuthClient()).signOut();
        queryClient.clear();
        await refetch();
      }),
    [run, queryClient, refetch],
  );

  useEffect(() => {
    // Spec section 8, as intended: a 401 or 403 from the API signs out and goes to /login.
    setUnauthorizedHandler(() => {
      void logOut().finally(() => navigate('/login', { replace: true }));
    });
    return () => setUnauthorizedHandler(null);
  }, [logOut, navigate]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      loading:
        session.isPending || busy || (user !== null && !hasToken && tokenFailedFor !== user.email),
      hasToken,
      register: ({ name, email, password }) =>
        run(async () => {
          const { error } = await (await loadAuthClient()).signUp.email({ name, email, password });
          if (error) throw new ProviderError(error);
          await refetch();
          await fetchToken(email.trim().toLowerCase());
        }),
      logIn: ({ email, password }) =>
        run(async () => {
          const { error } = await (await loadAuthClient()).signIn.email({ email, password });
          if (error) throw new ProviderError(error);
          await refetch();
          await fetchToken(email.trim().toLowerCase());
        }),
      socialLogIn: (providerId, popup) =>
        run(async () => {
          try {
            const { data, error } = await (
              await loadAuthClient()
            ).signIn.social({
              provider: providerId,
              callbackURL: `${SOCIAL_CALLBACK_PATH}?social=done`,
              errorCallbackURL: `${SOCIAL_CALLBACK_PATH}?social=failed`,
              disableRedirect: true,
            });
            if (error || !data?.url) throw new ProviderError(error);
            popup.location.href = data.url;
            const outcome = await waitForSocialOutcome(popup);
            if (outcome.status === 'failed') throw new ProviderError({ message: outcome.error });
            if (outcome.status === 'closed') return 'closed';
            await refetch();
            return 'done';
          } finally {
            if (!popup.closed) popup.close();
          }
        }),
      logOut,
      updateDisplayName: (name) =>
        run(async () => {
          const { error } = await (await loadAuthClient()).updateUser({ name });
          if (error) throw new ProviderError(error);
          await refetch();
        }),
      ensureToken: async () => {
        if (!user) throw new Error('Not signed in');
        await fetchToken(user.email);
      },
    }),
    [user, session.isPending, busy, hasToken, tokenFailedFor, run, refetch, fetchToken, logOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
