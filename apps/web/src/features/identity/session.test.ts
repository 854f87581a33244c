import { afterEach, describe, expect, it, vi } from 'vitest';
import { readSessionEarly } from './early-session';
import { settleFirstSession, takeAnsweredSession, takeFirstSession } from './session';

const USER = { id: 'u1', email: 'Nadia@Example.com', name: 'Nadia' };

function answer(user: typeof USER | null): Response {
  return new Response(JSON.stringify(user ? { user, session: {} } : null), {
    headers: { 'content-type': 'application/json' },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  // Nothing carried into the next test.
  takeAnsweredSession();
});

describe('the first session read, as a page rendered in the browser starts', () => {
  it('is known at the first render when the early read has already answered', async () => {
    const fetch = vi.fn(() => Promise.resolve(answer(USER)));
    vi.stubGlobal('fetch', fetch);
    readSessionEarly();
    await settleFirstSession();
    expect(takeAnsweredSession()).toEqual({ user: USER });
    // Taken once: a later look is a read of its own.
    expect(takeAnsweredSession()).toBeNull();
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('is left to the provider, as the same read, when it has not answered yet', async () => {
    let respond: (response: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (respond = resolve)));
    vi.stubGlobal('fetch', fetch);
    readSessionEarly();
    await settleFirstSession();
    expect(takeAnsweredSession()).toBeNull();
    const first = takeFirstSession();
    respond(answer(USER));
    await expect(first).resolves.toEqual(USER);
    // The provider took the read already under way, not a second one.
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('says nobody is signed in when the answer says so', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(answer(null))),
    );
    readSessionEarly();
    await settleFirstSession();
    expect(takeAnsweredSession()).toEqual({ user: null });
  });

  it('leaves a failed read to the provider, which keeps what was known', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('', { status: 503 }))),
    );
    readSessionEarly();
    await settleFirstSession();
    expect(takeAnsweredSession()).toBeNull();
    await expect(takeFirstSession()).rejects.toThrow('Session check failed (503)');
  });
});
