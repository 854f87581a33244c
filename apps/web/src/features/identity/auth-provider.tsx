import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from '@/lib/i18n/router';
import { setUnauthorizedHandler, TOKEN_KEY } from '@/lib/api-client';
import { exchangeToken } from './api/exchange-token';
import { AuthContext, type AuthContextValue, type SessionUser } from './auth-context';
import { ProviderError } from './auth-errors';
import { getSession, takeAnsweredSession, takeFirstSession, type ProviderUser } from './session';
import {
  createTokenKeeper,
  needsToken,
  renewalDelay,
  startingToken,
  unauthorizedAction,
  type HeldToken,
} from './token-keeper';
import { exchangeFailure } from './token-store';

/** The identity service's calls, loaded with its client the first time one is made. */
const identityCalls = () => import('./identity-calls');

interface SessionState {
  user: ProviderUser | null;
  isPending: boolean;
}

/**
 * What is known as the provider starts: nothing, or (on a page rendered in the browser, when the
 * session read started early had answered before the first render) the user, and the stored
 * token while it is good for that user.
 */
function startingState(): { session: SessionState; token: HeldToken | null; raw: string | null } {
  const known = takeAnsweredSession();
  if (!known) return { session: { user: null, isPending: true }, token: null, raw: null };
  const fresh = startingToken(known.user?.email.toLowerCase());
  return {
    session: { user: known.user, isPending: false },
    token: fresh ? { email: fresh.email, expiresAt: fresh.expiresAt } : null,
    raw: fresh?.token ?? null,
  };
}

/**
 * Auth state of docs/product.md §4: follows the identity provider's session; with a user present it
 * keeps the server's token (token-keeper.ts: the stored one while good, renewed 5 minutes before
 * expiry, once for all tabs), with none it removes the token.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [starting] = useState(startingState);
  const [session, setSession] = useState<SessionState>(starting.session);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [token, setToken] = useState<HeldToken | null>(starting.token);
  // The e-mail whose token exchange last failed: not retried on its own, so a fault cannot loop.
  const [tokenFailedFor, setTokenFailedFor] = useState<string | null>(null);
  // A token exchange failed for a fault (429, 5xx, no answer) and is being tried again.
  const [reconnecting, setReconnecting] = useState(false);

  /** Reads the identity session again; a failed read keeps what was known (as the client did). */
  const refetch = useCallback(
    (): Promise<void> =>
      getSession().then(
        (next) => setSession({ user: next, isPending: false }),
        () => setSession((current) => ({ user: current.user, isPending: false })),
      ),
    [],
  );

  const [keeper] = useState(() =>
    createTokenKeeper({
      exchange: exchangeToken,
      heldToken: starting.raw,
      events: {
        held: (next) => {
          setToken(next);
          setTokenFailedFor(null);
          setReconnecting(false);
        },
        refused: (email) => {
          setToken(null);
          setTokenFailedFor(email);
          setReconnecting(false);
        },
        reconnecting: () => setReconnecting(true),
        refreshSession: refetch,
      },
    }),
  );
  useEffect(() => () => keeper.dispose(), [keeper]);
  const fetchToken = keeper.fetch;

  const startedPending = starting.session.isPending;
  useEffect(() => {
    const load = (read: () => Promise<ProviderUser | null> = getSession) =>
      void read().then(
        (next) => setSession({ user: next, isPending: false }),
        () => setSession((current) => ({ user: current.user, isPending: false })),
      );
    // The first read may have begun before the page hydrated (startSessionRead); it may even
    // have answered before the first render (startingState).
    if (startedPending) load(takeFirstSession);
    // As the identity client did: look again when the tab comes back (signed out elsewhere?).
    const onVisible = () => {
      if (document.visibilityState === 'visible') load();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
    // startedPending is the first render's and never changes: this runs once, as the page starts.
  }, [startedPending]);

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

  const hasToken = user !== null && token?.email === user.email;

  useEffect(() => {
    if (session.isPending) return;
    if (!user) {
      keeper.forget();
      return;
    }
    const stored = localStorage.getItem(TOKEN_KEY) !== null;
    const heldFor = hasToken ? user.email : undefined;
    if (needsToken({ email: user.email, heldFor, stored, refusedFor: tokenFailedFor }))
      void fetchToken(user.email).catch(() => undefined);
  }, [session.isPending, user, hasToken, tokenFailedFor, keeper, fetchToken]);

  useEffect(() => {
    // Renew 5 minutes before expiry (docs/product.md §9), so an open tab is never thrown out.
    if (!token) return;
    const timer = window.setTimeout(
      () => void fetchToken(token.email).catch(() => undefined),
      renewalDelay(token),
    );
    return () => window.clearTimeout(timer);
  }, [token, fetchToken]);

  useEffect(() => {
    // Another tab renewed the token (take it) or signed out (look at the session again).
    const onStorage = (event: StorageEvent) => {
      const change = keeper.storageChange(event.key, event.newValue, user?.email);
      if (change === 'signed-out') void refetch();
      else if (change) setToken(change);
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [user, refetch, keeper]);

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
        keeper.forget();
        setToken(null);
        await (await identityCalls()).signOut();
        queryClient.clear();
        await refetch();
      }),
    [run, queryClient, refetch, keeper],
  );

  const currentUser = useRef(user);
  useEffect(() => {
    currentUser.current = user;
  }, [user]);
  const signingOut = useRef(false);

  useEffect(() => {
    const signOutToLogin = () => {
      if (signingOut.current) return;
      signingOut.current = true;
      void logOut()
        .finally(() => navigate('/login', { replace: true }))
        .finally(() => (signingOut.current = false));
    };
    // A failed renewal for a fault (429, 5xx) never signs out (token-keeper.ts, unauthorizedAction).
    setUnauthorizedHandler((status, code) => {
      const action = unauthorizedAction(status, code);
      if (action === 'sign-out') signOutToLogin();
      if (action !== 'renew') return;
      const email = currentUser.current?.email;
      if (!email) return;
      fetchToken(email, keeper.heldToken() ?? undefined).then(
        () => void queryClient.invalidateQueries(),
        (error: unknown) => {
          if (exchangeFailure(error) === 'refused') signOutToLogin();
        },
      );
    });
    return () => setUnauthorizedHandler(null);
  }, [logOut, navigate, queryClient, keeper, fetchToken]);

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      sessionKnown: !session.isPending,
      loading:
        session.isPending || busy || (user !== null && !hasToken && tokenFailedFor !== user.email),
      hasToken,
      reconnecting,
      register: ({ name, email, password }) =>
        run(async () => {
          const named = await (
            await identityCalls()
          ).passwordSignIn({ register: true, name, email, password });
          if (named) setSession({ user: named, isPending: false });
          await refetch();
          await fetchToken(email.trim().toLowerCase());
        }),
      logIn: ({ email, password }) =>
        run(async () => {
          const named = await (await identityCalls()).passwordSignIn({ email, password });
          if (named) setSession({ user: named, isPending: false });
          await refetch();
          await fetchToken(email.trim().toLowerCase());
        }),
      socialLogIn: (providerId, popup) =>
        run(async () => {
          const result = await (await identityCalls()).socialSignIn(providerId, popup);
          if (result.outcome === 'closed') return 'closed';
          if (result.user) setSession({ user: result.user, isPending: false });
          else await refetch();
          return 'done';
        }),
      logOut,
      updateDisplayName: (name) =>
        run(async () => {
          await (await identityCalls()).updateDisplayName(name);
          await refetch();
        }),
      changePassword: async (input) => {
        // Not through `run`: the page stays on screen (no loading state) while this happens.
        await (await identityCalls()).changePassword(input);
        await refetch();
        // The identity service gave this tab a new session: exchange it for a token now.
        if (user) await fetchToken(user.email, keeper.heldToken() ?? undefined);
      },
      signOutOtherSessions: async () => (await identityCalls()).revokeOtherSessions(),
      refreshSession: refetch,
      ensureToken: async () => {
        if (!user) throw new ProviderError(null, 'identity.errors.notSignedIn');
        await fetchToken(user.email);
      },
    }),
    [
      user,
      session.isPending,
      busy,
      hasToken,
      reconnecting,
      tokenFailedFor,
      run,
      refetch,
      fetchToken,
      keeper,
      logOut,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
