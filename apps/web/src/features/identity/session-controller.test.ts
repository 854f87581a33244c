import { TOKEN_KEY, ApiError } from '@/lib/api-client';
import type { TokenResponse } from '@wayfare/contract/identity';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderUser } from './session';
import {
  createSessionController,
  type AuthClient,
  type SessionDeps,
  type SessionHost,
} from './session-controller';

const NADIA: ProviderUser = { id: 'u1', email: 'Nadia@Example.com', name: 'Nadia' };
const TOKEN_LIFE_SECONDS = 15 * 60;

/** A token as the server issues it: its payload says whose it is and when it ends. */
function jwt(email: string, iat = Math.floor(Date.now() / 1000)): string {
  const payload = btoa(JSON.stringify({ email, iat, exp: iat + TOKEN_LIFE_SECONDS }));
  return `h.${payload.replaceAll('=', '')}.s`;
}

/** `POST /api/jwt` answering each call with the next of `answers` (a token by default). */
function fakeExchange(...answers: (ApiError | 'token')[]) {
  return vi.fn(async (email: string): Promise<TokenResponse> => {
    const answer = answers.shift() ?? 'token';
    if (answer instanceof ApiError) throw answer;
    const token = jwt(email);
    return { token, expiresAt: Math.floor(Date.now() / 1000) + TOKEN_LIFE_SECONDS };
  });
}

/** One lock shared by the "tabs" given it: each work waits for the one before. */
function fakeLock() {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work);
    tail = run.catch(() => undefined);
    return run;
  };
}

function fakeHost() {
  return {
    clearData: vi.fn<() => void>(),
    refreshData: vi.fn<() => void>(),
    goToLogin: vi.fn<() => void>(),
  } satisfies SessionHost;
}

function tab(overrides: Partial<SessionDeps> = {}) {
  const host = fakeHost();
  const client = { signOut: vi.fn(async () => ({})) };
  const deps: SessionDeps = {
    readSession: vi.fn(async () => NADIA),
    readFirstSession: vi.fn(async () => NADIA),
    answeredSession: () => null,
    exchangeToken: fakeExchange(),
    withRenewalLock: (work) => work(),
    hasRenewalLock: () => false,
    nextTokenNote: (ms) => new Promise((resolve) => setTimeout(() => resolve(null), ms)),
    loadAuthClient: async () => client as unknown as AuthClient,
    loadSocialPopup: () => import('./social-popup'),
    document: new EventTarget() as unknown as SessionDeps['document'],
    window: new EventTarget(),
    host,
    ...overrides,
  };
  const controller = createSessionController(deps);
  const stop = controller.start();
  return { controller, deps, host, client, stop };
}

const settle = () => vi.advanceTimersByTimeAsync(0);

describe('session controller', () => {
  const stops: (() => void)[] = [];
  const open = (overrides?: Partial<SessionDeps>) => {
    const opened = tab(overrides);
    stops.push(opened.stop);
    return opened;
  };
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z') }));
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    vi.useRealTimers();
  });

  it('exchanges the session for a token once the signed-in user is known', async () => {
    const { controller, deps } = open();
    expect(controller.getSnapshot()).toMatchObject({ sessionKnown: false, loading: true });
    await settle();
    expect(deps.exchangeToken).toHaveBeenCalledExactlyOnceWith('nadia@example.com');
    expect(controller.getSnapshot()).toMatchObject({
      user: { email: 'nadia@example.com' },
      sessionKnown: true,
      hasToken: true,
      loading: false,
    });
    expect(localStorage.getItem(TOKEN_KEY)).toBeTruthy();
  });

  it('exchanges a token on sign-in, for the e-mail as the server keeps it', async () => {
    const { controller, deps, client } = open({ readFirstSession: vi.fn(async () => null) });
    await settle();
    expect(controller.getSnapshot()).toMatchObject({ user: null, hasToken: false });
    Object.assign(client, {
      signIn: {
        email: vi.fn(async () => ({ data: { token: 'session', user: NADIA }, error: null })),
      },
    });
    const signedIn = controller.actions.logIn({ email: ' Nadia@Example.com ', password: 'pw' });
    expect(controller.getSnapshot().loading).toBe(true);
    await settle();
    await signedIn;
    expect(deps.exchangeToken).toHaveBeenCalledExactlyOnceWith('nadia@example.com');
    expect(controller.getSnapshot()).toMatchObject({ hasToken: true, loading: false });
  });

  it('renews the token 5 minutes before it expires', async () => {
    const { deps } = open();
    await settle();
    expect(deps.exchangeToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync((TOKEN_LIFE_SECONDS - 5 * 60) * 1000 - 1000);
    expect(deps.exchangeToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(deps.exchangeToken).toHaveBeenCalledTimes(2);
  });

  it('renews once for every tab sharing the lock', async () => {
    const withRenewalLock = fakeLock();
    const exchangeToken = fakeExchange();
    const shared = { withRenewalLock, exchangeToken, hasRenewalLock: () => true };
    const tabs = [open(shared), open(shared), open(shared)];
    await settle();
    expect(exchangeToken).toHaveBeenCalledTimes(1);
    // Every tab's renewal falls due together; the tabs after the first find its token stored.
    await vi.advanceTimersByTimeAsync((TOKEN_LIFE_SECONDS - 5 * 60) * 1000 + 2000);
    expect(exchangeToken).toHaveBeenCalledTimes(2);
    for (const { controller } of tabs) expect(controller.getSnapshot().hasToken).toBe(true);
  });

  it('backs off on 429, 5xx and no answer, saying "Reconnecting" until it gets one', async () => {
    const exchangeToken = fakeExchange(
      new ApiError(503, {}),
      new ApiError(429, {}),
      new ApiError(0, {}),
    );
    const { controller, deps, host } = open({ exchangeToken });
    await settle();
    expect(controller.getSnapshot()).toMatchObject({ reconnecting: true, hasToken: false });
    await vi.advanceTimersByTimeAsync(999);
    expect(exchangeToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(exchangeToken).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(exchangeToken).toHaveBeenCalledTimes(3);
    expect(controller.getSnapshot().reconnecting).toBe(true);
    await vi.advanceTimersByTimeAsync(4000);
    expect(exchangeToken).toHaveBeenCalledTimes(4);
    expect(controller.getSnapshot()).toMatchObject({ reconnecting: false, hasToken: true });
    expect(deps.readSession).not.toHaveBeenCalled();
    expect(host.goToLogin).not.toHaveBeenCalled();
  });

  it('waits as long as Retry-After says, within 1 to 30 seconds', async () => {
    const exchangeToken = fakeExchange(new ApiError(429, {}, 7));
    open({ exchangeToken });
    await settle();
    await vi.advanceTimersByTimeAsync(6999);
    expect(exchangeToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(exchangeToken).toHaveBeenCalledTimes(2);
  });

  it('gives a 401 one renewal, and asks again for the data when it is granted', async () => {
    const { controller, deps, host } = open();
    await settle();
    controller.handleUnauthorized(401);
    await settle();
    expect(deps.exchangeToken).toHaveBeenCalledTimes(2);
    expect(host.refreshData).toHaveBeenCalledTimes(1);
    expect(host.goToLogin).not.toHaveBeenCalled();
  });

  it('signs out to the login page when the renewal after a 401 is refused', async () => {
    const exchangeToken = fakeExchange('token', new ApiError(401, {}));
    const { controller, host, client } = open({ exchangeToken });
    await settle();
    controller.handleUnauthorized(401);
    await settle();
    expect(exchangeToken).toHaveBeenCalledTimes(2);
    expect(client.signOut).toHaveBeenCalledTimes(1);
    expect(host.clearData).toHaveBeenCalledTimes(1);
    expect(host.goToLogin).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('keeps the session on a 401 whose renewal fails for a fault', async () => {
    const exchangeToken = fakeExchange('token', new ApiError(503, {}));
    const { controller, host, client } = open({ exchangeToken });
    await settle();
    controller.handleUnauthorized(401);
    await settle();
    expect(controller.getSnapshot().reconnecting).toBe(true);
    expect(client.signOut).not.toHaveBeenCalled();
    expect(host.goToLogin).not.toHaveBeenCalled();
  });

  it('keeps the session on a 403 for an object or a role, not for a refused account', async () => {
    const { controller, deps, host, client } = open();
    await settle();
    controller.handleUnauthorized(403);
    controller.handleUnauthorized(403, 'FORBIDDEN');
    await settle();
    expect(deps.exchangeToken).toHaveBeenCalledTimes(1);
    expect(client.signOut).not.toHaveBeenCalled();
    expect(controller.getSnapshot().hasToken).toBe(true);
    controller.handleUnauthorized(403, 'ACCOUNT_DISABLED');
    await settle();
    expect(client.signOut).toHaveBeenCalledTimes(1);
    expect(host.goToLogin).toHaveBeenCalledTimes(1);
  });
});
