import { TOKEN_RENEW_BEFORE_SECONDS } from '@wayfare/contract/constants';
import type { TokenResponse } from '@wayfare/contract/identity';
import { TOKEN_KEY } from '@/lib/api-client';
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
  hasRenewalLock,
  nextTokenNote,
  withRenewalLock,
  RENEWAL_NEWS_WAIT_MS,
  type StoredToken,
} from './token-store';
import { exchangeToken } from './api/exchange-token';
import { ProviderError } from './auth-errors';
import type * as socialPopup from './social-popup';
import {
  getSession,
  loadAuthClient,
  takeAnsweredSession,
  takeFirstSession,
  type ProviderUser,
} from './session';

/*
 * The identity session and the API token of docs/product.md §4, with no framework: the React
 * provider (auth-provider.tsx) renders its snapshot and hands its actions on. Plain TypeScript, so
 * its timing (renewal, backoff, the lock shared by tabs) is tested with fake timers and fakes.
 */

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  image?: string | null;
}

/** What the page shows of the session; a new object only when one of its fields changes. */
export interface SessionSnapshot {
  /** The identity provider's signed-in user, or null. */
  user: SessionUser | null;
  /**
   * False until the identity session has been read once at start: until then `user` is null for
   * everyone, and a "not signed in" decision must wait (useSessionGate).
   */
  sessionKnown: boolean;
  /** True at start and while register, login, logout, profile update or social login run. */
  loading: boolean;
  /** True once the server's API token for this user is stored. */
  hasToken: boolean;
  /** A token exchange failed for a fault (429, 5xx, no answer) and is being tried again. */
  reconnecting: boolean;
}

export interface SessionActions {
  register: (input: { name: string; email: string; password: string }) => Promise<void>;
  logIn: (input: { email: string; password: string }) => Promise<void>;
  /**
   * Signs in with a social provider in the window `popup` (opened by openSocialPopup inside the
   * click). Resolves `done` once signed in here, `closed` when the window was closed first.
   */
  socialLogIn: (providerId: string, popup: Window) => Promise<'done' | 'closed'>;
  logOut: () => Promise<void>;
  updateDisplayName: (name: string) => Promise<void>;
  /**
   * Changes the password (the current one is asked by the identity service) and ends every other
   * session of the account; this tab's API token is renewed for its new session.
   */
  changePassword: (input: { currentPassword: string; newPassword: string }) => Promise<void>;
  /** Ends every identity session of the account but this one (their API tokens stop with them). */
  signOutOtherSessions: () => Promise<void>;
  /** Reads the identity session again (after the account's name changed elsewhere). */
  refreshSession: () => Promise<void>;
  /** Gets (or renews) the API token now; resolves when it is stored. */
  ensureToken: () => Promise<void>;
}

export type AuthClient = Awaited<ReturnType<typeof loadAuthClient>>;

/** What the page around the session does for it (the data cache, the router). */
export interface SessionHost {
  /** Drops every cached answer (signed out). */
  clearData: () => void;
  /** Asks again for what the page shows (a token renewed after a 401). */
  refreshData: () => void;
  /** Goes to the login page (signed out by a refused token or account). */
  goToLogin: () => void | Promise<void>;
}

/** The outside world the controller talks to; the browser's is browserSessionDeps. */
export interface SessionDeps {
  /** `GET /api/auth/get-session`: the user, or null when nobody is signed in. */
  readSession: () => Promise<ProviderUser | null>;
  /** The page's first session read (started early, decision 009), once. */
  readFirstSession: () => Promise<ProviderUser | null>;
  /** That first read's answer if it was in before the first render (settleFirstSession), once. */
  answeredSession: () => { user: ProviderUser | null } | null;
  /** `POST /api/jwt`. */
  exchangeToken: (email: string) => Promise<TokenResponse>;
  /** Runs `work` under the renewal lock every tab of the site shares. */
  withRenewalLock: <T>(work: () => Promise<T>) => Promise<T>;
  /** Whether that lock is really shared (Web Locks), not just `work` run as it is. */
  hasRenewalLock: () => boolean;
  /** The token of the next expiry note another tab writes, or null after `ms`. */
  nextTokenNote: (ms: number) => Promise<StoredToken | null>;
  loadAuthClient: () => Promise<AuthClient>;
  loadSocialPopup: () => Promise<typeof socialPopup>;
  /** Where `visibilitychange` (document) and `storage` (window) are heard. */
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  host: SessionHost;
}

/** The browser's: the identity service and the API on this origin, Web Locks, this tab's events. */
export function browserSessionDeps(host: SessionHost): SessionDeps {
  return {
    readSession: () => getSession(),
    readFirstSession: () => takeFirstSession(),
    answeredSession: takeAnsweredSession,
    exchangeToken,
    withRenewalLock,
    hasRenewalLock,
    nextTokenNote,
    loadAuthClient,
    loadSocialPopup: () => import('./social-popup'),
    // Read as the controller starts (in the browser), never while the server renders.
    get document() {
      return document;
    },
    get window() {
      return window;
    },
    host,
  };
}

interface TokenState {
  email: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

interface State {
  user: ProviderUser | null;
  isPending: boolean;
  busy: boolean;
  token: TokenState | null;
  /** The e-mail whose token exchange last failed: not retried on its own, so a fault cannot loop. */
  tokenFailedFor: string | null;
  /** A token exchange failed for a fault (429, 5xx, no answer) and is being tried again. */
  reconnecting: boolean;
}

export interface SessionController {
  /** The current snapshot (the same object until something it shows changes). */
  getSnapshot: () => SessionSnapshot;
  /** Calls `listener` after each change of the snapshot; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
  /**
   * Starts following the session (its first read, the tab coming back, other tabs) and keeping
   * the token; returns the stop. Started and stopped again as a component mounts (twice in
   * React's StrictMode), as the provider's effects were.
   */
  start: () => () => void;
  setHost: (host: SessionHost) => void;
  /** The 401/403 rule of docs/product.md §8, for an API answer (setUnauthorizedHandler). */
  handleUnauthorized: (status: 401 | 403, code?: string) => void;
  actions: SessionActions;
}

/**
 * What is known as the controller starts: nothing, or (on a page rendered in the browser, when the
 * session read started early had answered before the first render) the user, and the stored
 * token while it is good for that user, as fetchToken would take it.
 */
function startingState(deps: SessionDeps): { state: State; heldToken: string | null } {
  const known = deps.answeredSession();
  const state: State = {
    user: null,
    isPending: true,
    busy: false,
    token: null,
    tokenFailedFor: null,
    reconnecting: false,
  };
  if (!known) return { state, heldToken: null };
  const email = known.user?.email.toLowerCase();
  const stored = email ? readStoredToken() : null;
  const fresh = email && isFreshFor(stored, email) ? stored : null;
  return {
    state: {
      ...state,
      user: known.user,
      isPending: false,
      token: fresh ? { email: fresh.email, expiresAt: fresh.expiresAt } : null,
    },
    heldToken: fresh?.token ?? null,
  };
}

function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  if (a === null || b === null) return a === b;
  return a.id === b.id && a.email === b.email && a.name === b.name && a.image === b.image;
}

/**
 * Auth state of docs/product.md §4: follows the identity provider's session; with a user present it
 * keeps the server's token (the stored one while good, renewed 5 minutes before expiry, once for
 * all tabs), with none it removes the token.
 */
export function createSessionController(deps: SessionDeps): SessionController {
  let host = deps.host;
  const starting = startingState(deps);
  let state = starting.state;
  // The token this tab holds, and the retry of a transient failure.
  let heldToken = starting.heldToken;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let retryAttempt = 0;
  let inFlight: Promise<void> | null = null;
  let renewTimer: ReturnType<typeof setTimeout> | undefined;
  let signingOut = false;
  const startedPending = state.isPending;

  const listeners = new Set<() => void>();

  /** The snapshot of the current state; `previous` itself while nothing it shows has changed. */
  function snapshotOf(previous: SessionSnapshot | null): SessionSnapshot {
    const found = state.user;
    const fresh: SessionUser | null = found
      ? {
          id: found.id,
          email: found.email.toLowerCase(),
          name: found.name ?? '',
          image: found.image,
        }
      : null;
    // The same user object while its fields are the same, as the provider's memo kept it.
    const user = previous?.user && fresh && sameUser(previous.user, fresh) ? previous.user : fresh;
    const hasToken = user !== null && state.token?.email === user.email;
    const next: SessionSnapshot = {
      user,
      sessionKnown: !state.isPending,
      loading:
        state.isPending ||
        state.busy ||
        (user !== null && !hasToken && state.tokenFailedFor !== user.email),
      hasToken,
      reconnecting: state.reconnecting,
    };
    const unchanged =
      previous !== null &&
      previous.user === next.user &&
      previous.sessionKnown === next.sessionKnown &&
      previous.loading === next.loading &&
      previous.hasToken === next.hasToken &&
      previous.reconnecting === next.reconnecting;
    return unchanged ? previous : next;
  }
  let snapshot = snapshotOf(null);

  // Effects: what follows a change once it is in (as a component's effects follow its render).
  let started = false;
  let effectsQueued = false;
  let ensuredFor: readonly unknown[] | null = null;
  let renewalFor: TokenState | null | undefined;

  function set(patch: Partial<State>) {
    state = { ...state, ...patch };
    const next = snapshotOf(snapshot);
    if (next !== snapshot) {
      snapshot = next;
      for (const listener of [...listeners]) listener();
    }
    if (started && !effectsQueued) {
      effectsQueued = true;
      queueMicrotask(() => {
        effectsQueued = false;
        if (started) runEffects();
      });
    }
  }

  function runEffects() {
    const user = snapshot.user;
    const hasToken = snapshot.hasToken;
    const ensureDeps = [state.isPending, user, hasToken, state.tokenFailedFor];
    if (!ensuredFor || ensureDeps.some((value, index) => value !== ensuredFor?.[index])) {
      ensuredFor = ensureDeps;
      ensureToken(user, hasToken);
    }
    if (state.token !== renewalFor) {
      renewalFor = state.token;
      armRenewal(state.token);
    }
  }

  /** With a user, a token for them (unless their last exchange failed); with none, no token. */
  function ensureToken(user: SessionUser | null, hasToken: boolean) {
    if (state.isPending) return;
    if (!user) {
      forgetToken();
      heldToken = null;
      return;
    }
    const stored = localStorage.getItem(TOKEN_KEY);
    if ((!hasToken || !stored) && state.tokenFailedFor !== user.email)
      void fetchToken(user.email).catch(() => undefined);
  }

  /** Renew 5 minutes before expiry (docs/product.md §9), so an open tab is never thrown out. */
  function armRenewal(token: TokenState | null) {
    clearTimeout(renewTimer);
    renewTimer = undefined;
    if (!token) return;
    const renewInMs = Math.max(
      (token.expiresAt - TOKEN_RENEW_BEFORE_SECONDS) * 1000 - Date.now(),
      0,
    );
    renewTimer = setTimeout(() => void fetchToken(token.email).catch(() => undefined), renewInMs);
  }

  /** Reads the identity session again; a failed read keeps what was known (as the client did). */
  function refetch(read: () => Promise<ProviderUser | null> = deps.readSession): Promise<void> {
    return read().then(
      (next) => set({ user: next, isPending: false }),
      () => set({ isPending: false }),
    );
  }

  /** The stored token if another tab's renewal makes a new exchange needless, else null. */
  async function renewedElsewhere(
    email: string,
    rejected: string | undefined,
  ): Promise<StoredToken | null> {
    const stored = readStoredToken();
    if (isFreshFor(stored, email) && stored.token !== rejected) return stored;
    // Renewed by another tab a moment ago, its expiry note not yet seen from here: a newer token
    // than ours, just issued, so good for its whole life from now.
    const held = heldToken ? describeToken(heldToken) : null;
    const usable = stored !== null && stored.email === email && stored.token !== rejected;
    if (usable && held && stored.issuedAt > held.issuedAt) {
      return describeToken(stored.token, Math.floor(Date.now() / 1000)) ?? stored;
    }
    // A renewal that fell due here (a good token near its end) fell due in the other tabs too,
    // and one of them may have renewed just before this tab got the lock, its token still on its
    // way here: wait a moment for that news before asking the server again.
    const dueHere = usable && stored.expiresAt > Date.now() / 1000;
    if (dueHere && deps.hasRenewalLock()) {
      const news = await deps.nextTokenNote(RENEWAL_NEWS_WAIT_MS);
      if (isFreshFor(news, email)) return news;
    }
    return null;
  }

  /**
   * Gets a token for `email`: the stored one while it is good for more than 5 minutes (kept
   * across page loads, and renewed by any tab), else a new one. `rejected` is a token the API
   * refused (a 401): never taken again, however fresh it looks. Tabs do this under one lock, so
   * one exchange serves them all. A refused exchange (the identity session is gone) removes the
   * token; a transient one (429, 5xx, no answer) keeps it and tries again by itself, backing off,
   * while the page says "Reconnecting...".
   */
  function fetchToken(email: string, rejected?: string): Promise<void> {
    if (inFlight) return inFlight;
    const work = (async () => {
      clearTimeout(retryTimer);
      try {
        const got = await deps.withRenewalLock(async () => {
          const kept = await renewedElsewhere(email, rejected);
          if (kept) return kept;
          const answer = await deps.exchangeToken(email);
          return (
            storeToken(answer.token) ?? { token: answer.token, email, expiresAt: answer.expiresAt }
          );
        });
        heldToken = got.token;
        retryAttempt = 0;
        set({
          token: { email, expiresAt: got.expiresAt },
          tokenFailedFor: null,
          reconnecting: false,
        });
      } catch (error) {
        if (exchangeFailure(error) === 'refused') {
          forgetToken();
          heldToken = null;
          set({ token: null, tokenFailedFor: email, reconnecting: false });
          // The identity session may be gone: let the state say so.
          await refetch();
        } else {
          set({ reconnecting: true });
          const delay = reconnectDelay(retryAttempt, error);
          retryAttempt += 1;
          retryTimer = setTimeout(
            () => void fetchToken(email, rejected).catch(() => undefined),
            delay,
          );
        }
        throw error;
      } finally {
        inFlight = null;
      }
    })();
    inFlight = work;
    return work;
  }

  /** Another tab renewed the token (take it, with its expiry note, as one value) or signed out. */
  function onStorage(event: StorageEvent) {
    if (event.key === EXPIRY_KEY) {
      const next = tokenFromNote(event.newValue);
      const user = snapshot.user;
      if (next && user && next.email === user.email) {
        heldToken = next.token;
        set({ token: { email: next.email, expiresAt: next.expiresAt } });
      }
    } else if (event.key === TOKEN_KEY && !event.newValue) {
      void refetch();
    }
  }

  /** As the identity client did: look again when the tab comes back (signed out elsewhere?). */
  function onVisible() {
    if (deps.document.visibilityState === 'visible') void refetch();
  }

  async function run<T>(work: () => Promise<T>): Promise<T> {
    set({ busy: true });
    try {
      return await work();
    } finally {
      set({ busy: false });
    }
  }

  async function signInWith(
    email: string,
    attempt: () => Promise<{
      data?: { token?: string | null; user?: ProviderUser } | null;
      error?: { message?: string; code?: string; status?: number } | null;
    }>,
  ) {
    const { data, error } = await attempt();
    if (error) throw new ProviderError(error);
    // The identity service's answer names the new user: signed in even if the session check
    // that follows fails for a moment (a 429 or 503 keeps what is known).
    if (data?.token && data.user) set({ user: data.user, isPending: false });
    await refetch();
    await fetchToken(email.trim().toLowerCase());
  }

  const logOut = () =>
    run(async () => {
      forgetToken();
      heldToken = null;
      set({ token: null });
      await (await deps.loadAuthClient()).signOut();
      host.clearData();
      await refetch();
    });

  function signOutToLogin() {
    if (signingOut) return;
    signingOut = true;
    void logOut()
      .finally(() => host.goToLogin())
      .finally(() => (signingOut = false));
  }

  const actions: SessionActions = {
    register: ({ name, email, password }) =>
      run(async () => {
        const client = await deps.loadAuthClient();
        await signInWith(email, () => client.signUp.email({ name, email, password }));
      }),
    logIn: ({ email, password }) =>
      run(async () => {
        const client = await deps.loadAuthClient();
        await signInWith(email, () => client.signIn.email({ email, password }));
      }),
    socialLogIn: (providerId, popup) =>
      run(async () => {
        try {
          // The window's code comes with the identity client's, on the first social sign-in:
          // none of it is in the app every page loads.
          const [client, { SOCIAL_CALLBACK_PATH, waitForSocialOutcome }] = await Promise.all([
            deps.loadAuthClient(),
            deps.loadSocialPopup(),
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
            // The window can close before its report arrives (a busy phone): the sign-in is the
            // identity service's cookie, so the session says whether it happened.
            const next = await deps.readSession().catch(() => null);
            if (!next) return 'closed';
            set({ user: next, isPending: false });
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
        const { error } = await (await deps.loadAuthClient()).updateUser({ name });
        if (error) throw new ProviderError(error);
        await refetch();
      }),
    changePassword: async ({ currentPassword, newPassword }) => {
      // Not through `run`: the page stays on screen (no loading state) while this happens.
      const user = snapshot.user;
      const { error } = await (
        await deps.loadAuthClient()
      ).changePassword({ currentPassword, newPassword, revokeOtherSessions: true });
      if (error) throw new ProviderError(error);
      await refetch();
      // The identity service gave this tab a new session: exchange it for a token now.
      if (user) await fetchToken(user.email, heldToken ?? undefined);
    },
    signOutOtherSessions: async () => {
      const { error } = await (await deps.loadAuthClient()).revokeOtherSessions();
      if (error) throw new ProviderError(error);
    },
    refreshSession: () => refetch(),
    ensureToken: async () => {
      const user = snapshot.user;
      if (!user) throw new Error('Not signed in');
      await fetchToken(user.email);
    },
  };

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      started = true;
      // The first read may have begun before the page hydrated (startSessionRead); it may even
      // have answered before the first render (startingState).
      if (startedPending) void refetch(deps.readFirstSession);
      deps.document.addEventListener('visibilitychange', onVisible);
      deps.window.addEventListener('storage', onStorage);
      ensuredFor = null;
      renewalFor = undefined;
      runEffects();
      return () => {
        started = false;
        deps.document.removeEventListener('visibilitychange', onVisible);
        deps.window.removeEventListener('storage', onStorage);
        clearTimeout(retryTimer);
        clearTimeout(renewTimer);
        renewTimer = undefined;
      };
    },
    setHost(next) {
      host = next;
    },
    /*
     * A 401 gets one token renewal, and signs out only when that renewal is refused (the identity
     * session is gone); a 403 signs out only when its code says the account itself is refused. A
     * 403 for an object or a role keeps the session (the caller shows its message); a refused or
     * failed renewal for a fault (429, 5xx) never signs out.
     */
    handleUnauthorized(status, code) {
      if (status === 403) {
        if (code && ACCOUNT_REFUSED_CODES.includes(code)) signOutToLogin();
        return;
      }
      const email = snapshot.user?.email;
      if (!email) return;
      fetchToken(email, heldToken ?? undefined).then(
        () => host.refreshData(),
        (error: unknown) => {
          if (exchangeFailure(error) === 'refused') signOutToLogin();
        },
      );
    },
    actions,
  };
}
