import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, setUnauthorizedHandler, TOKEN_KEY } from './api-client';
import { FakeXhr } from './fake-xhr.test-helper';
import { isAbortError, uploadImage } from './upload-image';

const sent = () => FakeXhr.sent();

const URL_OK = `/api/images/${'a'.repeat(64)}.webp`;
const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'beach.png', { type: 'image/png' });

describe('uploadImage', () => {
  beforeEach(() => {
    localStorage.clear();
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setUnauthorizedHandler(null);
  });

  it('posts the file in the multipart field "image" with the bearer token and answers data.data.url', async () => {
    localStorage.setItem(TOKEN_KEY, 'abc.def.ghi');
    const progress: number[] = [];
    const result = uploadImage(png(), { onProgress: (f) => progress.push(f) });
    const xhr = sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/images');
    expect(xhr.headers.authorization).toBe('Bearer abc.def.ghi');
    expect(xhr.body).toBeInstanceOf(FormData);
    const file = (xhr.body as FormData).get('image');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('beach.png');
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    xhr.respond(200, { data: { url: URL_OK, width: 10, height: 10 } });
    await expect(result).resolves.toBe(URL_OK);
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it('throws the server message of a refused file and leaves the session alone', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const result = uploadImage(png());
    sent().respond(415, {
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      detail: 'This file is not a JPEG, PNG, WebP, GIF or AVIF image.',
    });
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(415);
    expect((error as ApiError).message).toBe(
      'This file is not a JPEG, PNG, WebP, GIF or AVIF image.',
    );
    expect(handler).not.toHaveBeenCalled();
  });

  it.each([401, 403] as const)('hands a %i answer to the unauthorized handler', async (status) => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    const result = uploadImage(png());
    sent().respond(status, { status, detail: 'Sign in to continue.', code: 'TOKEN_INVALID' });
    await expect(result).rejects.toThrow('Sign in to continue.');
    expect(handler).toHaveBeenCalledWith(status, 'TOKEN_INVALID');
  });

  it('words an answer that carries no problem (a proxy page) by its status', async () => {
    const result = uploadImage(png());
    sent().respond(413, '<html><body>413 Request Entity Too Large</body></html>');
    await expect(result).rejects.toThrow('The image is too large. Choose a smaller one.');
  });

  it('refuses a success answer without an image address', async () => {
    const result = uploadImage(png());
    sent().respond(200, { data: {} });
    await expect(result).rejects.toThrow('without an image address');
  });

  it('turns a network failure into a readable message', async () => {
    const result = uploadImage(png());
    sent().onerror?.();
    await expect(result).rejects.toThrow(
      'Cannot reach Wayfare. Check your connection and try again.',
    );
  });

  it('stops when its signal is aborted and says it was cancelled', async () => {
    const controller = new AbortController();
    const result = uploadImage(png(), { signal: controller.signal });
    controller.abort();
    const error = await result.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    await expect(uploadImage(png(), { signal: controller.signal })).rejects.toSatisfy(isAbortError);
  });
});
