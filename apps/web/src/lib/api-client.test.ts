import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, setUnauthorizedHandler, TOKEN_KEY } from './api-client';
import { FakeXhr } from './fake-xhr.test-helper';
import { uploadImage } from './upload-image';

function answer(status: number, body: unknown) {
  return vi.fn().mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

describe('api client', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    vi.unstubAllGlobals();
    setUnauthorizedHandler(null);
  });

  it('sends the stored token as a bearer header', async () => {
    localStorage.setItem(TOKEN_KEY, 'abc.def.ghi');
    const fetchMock = answer(200, [{ _id: '1' }]);
    vi.stubGlobal('fetch', fetchMock);
    await expect(api('/packages')).resolves.toEqual([{ _id: '1' }]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/packages');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer abc.def.ghi');
  });

  it.each([401, 403])(
    'hands a %i answer and its code to the unauthorized handler and throws the server message',
    async (status) => {
      vi.stubGlobal(
        'fetch',
        answer(status, { detail: 'This needs an administrator.', status, code: 'FORBIDDEN' }),
      );
      const handler = vi.fn();
      setUnauthorizedHandler(handler);
      await expect(api('/users')).rejects.toThrow('This needs an administrator.');
      expect(handler).toHaveBeenCalledWith(status, 'FORBIDDEN');
    },
  );

  it('leaves other failures to the caller', async () => {
    vi.stubGlobal('fetch', answer(404, { detail: 'There is no package with this id.' }));
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const error = await api('/packages/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(404);
    expect(handler).not.toHaveBeenCalled();
  });

  it('does not sign out when a call asks to handle its own 401', async () => {
    vi.stubGlobal('fetch', answer(401, { detail: 'Sign in first.' }));
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    await expect(
      api('/jwt', { method: 'POST', body: {}, skipUnauthorizedHandler: true }),
    ).rejects.toThrow('Sign in first.');
    expect(handler).not.toHaveBeenCalled();
  });

  it('turns a network failure into a readable message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(api('/packages')).rejects.toThrow(
      'Cannot reach Wayfare. Check your connection and try again.',
    );
  });
});

describe('the language of API calls', () => {
  const sentLanguage = (fetchMock: ReturnType<typeof vi.fn>, call: number) =>
    ((fetchMock.mock.calls[call] as [string, RequestInit])[1].headers as Record<string, string>)[
      'accept-language'
    ];

  afterEach(() => {
    vi.unstubAllGlobals();
    window.history.replaceState(null, '', '/');
  });

  it('asks for Bangla from a Bangla page and English from an English one, read at each call', async () => {
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(new Response('[]')));
    vi.stubGlobal('fetch', fetchMock);
    window.history.replaceState(null, '', '/bn/search?q=sylhet');
    await api('/packages');
    window.history.replaceState(null, '', '/search');
    await api('/packages');
    window.history.replaceState(null, '', '/bn');
    await api('/packages');
    window.history.replaceState(null, '', '/bnx');
    await api('/packages');
    expect([0, 1, 2, 3].map((call) => sentLanguage(fetchMock, call))).toEqual([
      'bn',
      'en',
      'bn',
      'en',
    ]);
  });

  it('sends the page language with an image upload', () => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    window.history.replaceState(null, '', '/bn/dashboard/addPackages');
    void uploadImage(new File([new Uint8Array([1])], 'a.png', { type: 'image/png' })).catch(
      () => undefined,
    );
    expect(FakeXhr.sent().headers['accept-language']).toBe('bn');
  });
});
