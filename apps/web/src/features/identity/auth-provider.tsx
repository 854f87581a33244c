import { useQueryClient } from '@tanstack/react-query';
import { TOKEN_RENEW_BEFORE_SECONDS } from '@wayfare/contract/constants';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { setUnauthorizedHandler, TOKEN_KEY } from '@/lib/api-client';
import {
  ACCOUNT_REFUSED_CODES,
  describeToken,
  exchangeFailure,
  EXPIRY_KEY,
  forgetToken,
  isFreshFor,
  readStoredToken,
  reconnectDelay,
  storeToken,
  tokenFromNote,
  withRenewalLock,
  hasRenewalLock,
  nextTokenNote,
  RENEWAL_NEWS_WAIT_MS,
} from './token-store';
import { exchangeToken } from './api/exchange-token';
import { AuthContext, type AuthContextValue, type SessionUser } from './auth-context';
import { ProviderError } from './auth-errors';
import {
  getSession,
  loadAuthClient,
  takeAnsweredSession,
  takeFirstSession,
  type ProviderUser,
} from './session';

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
 * What is known as the provider starts: nothing, or (on a page rendered in the browser, when the
 * session read started early had answered before the first render) the user, and the stored
 * token while it is good for that user, as fetchToken would take it.
 */
function startingState(): {
  session: SessionState;
  token: TokenState | null;
  heldToken: string | null;
} {
  const known = takeAnsweredSession();
  if (!known) return { session: { user: null, isPending: true }, token: null, heldToken: null };
  const email = known.user?.email.toLowerCase();
  const stored = email ? readStoredToken() : null;
  const fresh = email && isFreshFor(stored, email) ? stored : null;
  return {
    session: { user: known.user, isPending: false },
    token: fresh ? { email: fresh.email, expiresAt: fresh.expiresAt } : null,
    heldToken: fresh?.token ?? null,
  };
}

/**
 * Auth state of docs/product.md §4: follows the identity provider's session; with a user present it
 * keeps the server's token (the stored one while good, renewed 5 minutes before expiry, once for
 * all tabs), with none it removes the token.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [starting] = useState(startingState);
  const [session, setSession] = useState<SessionState>(starting.session);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [token, setToken] = useState<TokenState | null>(starting.token);
  // The e-mail whose token exchange last failed: not retried on its own, so a fault cannot loop.
  const [tokenFailedFor, setTokenFailedFor] = useState<string | null>(null);
  // A token exchange failed for a fault (429, 5xx, no answer) and is being tried again.
  const [reconnecting, setReconnecting] = useState(false);
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

  // The token this tab holds, and the retry of a transient failure, kept across renders.
  const heldToken = useRef<string | null>(starting.heldToken);
  const retryTimer = useRef<number | undefined>(undefined);
  const retryAttempt = useRef(0);
  // The latest fetchToken, for timers and handlers set up before it changed.
  const fetchTokenRef = useRef<(email: string, rejected?: string) => Promise<void>>(() =>
    Promise.resolve(),
  );

  /**
   * Gets a token for `email`: the stored one while it is good for more than 5 minutes (kept
   * across page loads, and renewed by any tab), else a new one. `rejected` is a token the API
   * refused (a 401): never taken again, however fresh it looks. Tabs do this under one lock, so
   * one exchange serves them all. A refused exchange (the identity session is gone) removes the
   * token; a transient one (429, 5xx, no answer) keeps it and tries again by itself, backing off,
   * while the page says "Reconnecting...".
   */
  const fetchToken = useCallback(
    (email: string, rejected?: string): Promise<void> => {
      if (inFlight.current) return inFlight.current;
      const work = (async () => {
        window.clearTimeout(retryTimer.current);
        try {
          const got = await withRenewalLock(async () => {
            const stored = readStoredToken();
            if (isFreshFor(stored, email) && stored.token !== rejected) return stored;
            // Renewed by another tab a moment ago, its expiry note not yet seen from here: a
            // newer token than ours, just issued, so good for its whole life from now.
            const held = heldToken.current ? describeToken(heldToken.current) : null;
            if (
              stored &&
              held &&
              stored.email === email &&
              stored.token !== rejected &&
              stored.issuedAt > held.issuedAt
            ) {
              return describeToken(stored.token, Math.floor(Date.now() / 1000)) ?? stored;
            }
            // A renewal that fell due here (a good token near its end) fell due in the other tabs
            // too, and one of them may have renewed just before this tab got the lock, its token
            // still on its way here: wait a moment for that news before asking the server again.
            const dueHere =
              stored !== null &&
              stored.email === email &&
              stored.token !== rejected &&
              stored.expiresAt > Date.now() / 1000;
            if (dueHere && hasRenewalLock()) {
              const news = await nextTokenNote(RENEWAL_NEWS_WAIT_MS);
              if (isFreshFor(news, email)) return news;
            }
            const answer = await exchangeToken(email);
            return (
              storeToken(answer.token) ?? {
                token: answer.token,
                email,
                expiresAt: answer.expiresAt,
              }
            );
          });
          heldToken.current = got.token;
          retryAttempt.current = 0;
          setToken({ email, expiresAt: got.expiresAt });
          setTokenFailedFor(null);
          setReconnecting(false);
        } catch (error) {
          if (exchangeFailure(error) === 'refused') {
            forgetToken();
            heldToken.current = null;
            setToken(null);
            setTokenFailedFor(email);
            setReconnecting(false);
            // The identity session may be gone: let the provider's state say so.
            await refetch();
          } else {
            setReconnecting(true);
            const delay = reconnectDelay(retryAttempt.current, error);
            retryAttempt.current += 1;
            retryTimer.current = window.setTimeout(
              () => void fetchTokenRef.current(email, rejected).catch(() => undefined),
              delay,
            );
          }
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
  useEffect(() => {
    fetchTokenRef.current = fetchToken;
  }, [fetchToken]);
  useEffect(() => () => window.clearTimeout(retryTimer.current), []);

  const hasToken = user !== null && token?.email === user.email;

  useEffect(() => {
    if (session.isPending) return;
    if (!user) {
      forgetToken();
      heldToken.current = null;
      return;
    }
    const stored = localStorage.getItem(TOKEN_KEY);
    if ((!hasToken || !stored) && tokenFailedFor !== user.email)
      void fetchToken(user.email).catch(() => undefined);
  }, [session.isPending, user, hasToken, tokenFailedFor, fetchToken]);

  useEffect(() => {
    // Renew 5 minutes before expiry (docs/product.md §9), so an open tab is never thrown out.
    if (!token) return;
    const renewInMs = Math.max(
      (token.expiresAt - TOKEN_RENEW_BEFORE_SECONDS) * 1000 - Date.now(),
      0,
    );
    const timer = window.setTimeout(
      () => void fetchToken(token.email).catch(() => undefined),
      renewInMs,
    );
    return () => window.clearTimeout(timer);
  }, [token, fetchToken]);

  useEffect(() => {
    // Another tab renewed the token (take it, with the expiry note written last, as one value)
    // or signed out (look at the session again).
    const onStorage = (event: StorageEvent) => {
      if (event.key === EXPIRY_KEY) {
        const next = tokenFromNote(event.newValue);
        if (next && user && next.email === user.email) {
          heldToken.current = next.token;
          setToken({ email: next.email, expiresAt: next.expiresAt });
        }
      } else if (event.key === TOKEN_KEY && !event.newValue) {
        void refetch();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [user, refetch]);

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
        forgetToken();
        heldToken.current = null;
        setToken(null);
        await (await loadAuthClient()).signOut();
        queryClient.clear();
        await refetch();
      }),
    [run, queryClient, refetch],
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
    /*
     * The 401/403 rule of docs/product.md §8: a 401 gets one token renewal, and signs out
     * only when that renewal is refused (the identity session is gone); a 403 signs out only when
     * its code says the account itself is refused. A 403 for an object or a role keeps the session
     * (the caller shows its message); a refused or failed renewal for a fault (429, 5xx) never
     * signs out.
     */
    setUnauthorizedHandler((status, code) => {
      if (status === 403) {
        if (code && ACCOUNT_REFUSED_CODES.includes(code)) signOutToLogin();
        return;
      }
      const email = currentUser.current?.email;
      if (!email) return;
      fetchTokenRef.current(email, heldToken.current ?? undefined).then(
        () => void queryClient.invalidateQueries(),
        (error: unknown) => {
          if (exchangeFailure(error) === 'refused') signOutToLogin();
        },
      );
    });
    return () => setUnauthorizedHandler(null);
  }, [logOut, navigate, queryClient]);

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
          const { data, error } = await (
            await loadAuthClient()
          ).signUp.email({ name, email, password });
          if (error) throw new ProviderError(error);
          // The identity service's answer names the new user: signed in even if the session
          // check that follows fails for a moment (a 429 or 503 keeps what is known).
          if (data?.token && data.user) setSession({ user: data.user, isPending: false });
          await refetch();
          await fetchToken(email.trim().toLowerCase());
        }),
      logIn: ({ email, password }) =>
        run(async () => {
          const { data, error } = await (await loadAuthClient()).signIn.email({ email, password });
          if (error) throw new ProviderError(error);
          if (data?.token && data.user) setSession({ user: data.user, isPending: false });
          await refetch();
          await fetchToken(email.trim().toLowerCase());
        }),
      socialLogIn: (providerId, popup) =>
        run(async () => {
          try {
            // The window's code comes with the identity client's, on the first social sign-in:
            // none of it is in the app every page loads.
            const [client, { SOCIAL_CALLBACK_PATH, waitForSocialOutcome }] = await Promise.all([
              loadAuthClient(),
              import('./social-popup'),
            ]);
            const { data, error } = await client.signIn.social({
              provider: providerId,
              callbackURL: `${SOCIAL_CALLBACK_PATH}?social=done`,
              errorCallbackURL: `${SOCIAL_CALLBACK_PATH}?social=failed`,
              disableRedirect: true,
            });
            if (error || !data?.url) throw new ProviderError(error);
            popup.location.href = data.url;
            const outcome = await waitForSocialOutcome(popup);
            if (outcome.status === 'failed') throw new ProviderError({ message: outcome.error });
            if (outcome.status === 'closed') {
              // The window can close before its report arrives (a busy phone): the sign-in is
              // the identity service's cookie, so the session says whether it happened.
              const next = await getSession().catch(() => null);
              if (!next) return 'closed';
              setSession({ user: next, isPending: false });
              return 'done';
            }
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
      changePassword: async ({ currentPassword, newPassword }) => {
        // Not through `run`: the page stays on screen (no loading state) while this happens.
        const { error } = await (
          await loadAuthClient()
        ).changePassword({ currentPassword, newPassword, revokeOtherSessions: true });
        if (error) throw new ProviderError(error);
        await refetch();
        // The identity service gave this tab a new session: exchange it for a token now.
        if (user) await fetchToken(user.email, heldToken.current ?? undefined);
      },
      signOutOtherSessions: async () => {
        const { error } = await (await loadAuthClient()).revokeOtherSessions();
        if (error) throw new ProviderError(error);
      },
      refreshSession: refetch,
      ensureToken: async () => {
        if (!user) throw new Error('Not signed in');
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
      logOut,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
