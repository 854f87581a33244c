import { IMAGE_UPLOAD_FIELD } from '@wayfare/contract/constants';
import { ApiError, apiLanguage, notifyUnauthorized, TOKEN_KEY } from './api-client';

export const IMAGE_UPLOAD_URL = '/api/images';

export interface UploadImageOptions {
  /** Called as the file is sent, with the share sent so far (0 to 1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function hostedUrl(body: unknown): string | null {
  const url = (body as { data?: { url?: unknown } } | null)?.data?.url;
  return typeof url === 'string' && url.startsWith('/') ? url : null;
}

/** A failure answer without a problem body (a proxy's HTML page, say), in words. */
function fallbackMessage(status: number): string {
  if (status === 413) return 'The image is too large. Choose a smaller one.';
  if (status === 429) return 'Too many uploads. Please wait a moment and try again.';
  return `The image could not be uploaded (error ${status}). Please try again.`;
}

/**
 * Sends an image to Wayfare's image hosting (`POST /api/images`, multipart field `image`) with
 * the stored bearer token, reporting progress, and answers the hosted URL, read from
 * `data.url` (docs/product.md §7). Failures throw ApiError with the server's
 * message; a 401 or 403 goes to the auth provider, as every other API call's does (a 401 gets one
 * token renewal; a 403 keeps the session unless its code refuses the account). XMLHttpRequest
 * rather than fetch: fetch reports no upload progress.
 */
export function uploadImage(file: Blob, options: UploadImageOptions = {}): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const settle = () => options.signal?.removeEventListener('abort', onAbortSignal);

    xhr.open('POST', IMAGE_UPLOAD_URL);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', apiLanguage());
    const token = localStorage.getItem(TOKEN_KEY);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      settle();
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const url = hostedUrl(body);
        if (url) {
          options.onProgress?.(1);
          resolve(url);
        } else {
          reject(
            new ApiError(xhr.status, {
              detail: 'The image host gave an answer without an image address.',
            }),
          );
        }
        return;
      }
      const problem = body && typeof body === 'object' ? (body as ApiError['problem']) : {};
      if (xhr.status === 401 || xhr.status === 403) notifyUnauthorized(xhr.status, problem.code);
      reject(
        new ApiError(xhr.status, {
          ...problem,
          detail: problem.detail ?? fallbackMessage(xhr.status),
        }),
      );
    };
    xhr.onerror = () => {
      settle();
      reject(
        new ApiError(0, { detail: 'Cannot reach Wayfare. Check your connection and try again.' }),
      );
    };
    xhr.ontimeout = xhr.onerror;
    xhr.onabort = () => {
      settle();
      reject(new DOMException('The upload was cancelled.', 'AbortError'));
    };
    options.signal?.addEventListener('abort', onAbortSignal);

    const form = new FormData();
    const name = file instanceof File ? file.name : 'image';
    form.append(IMAGE_UPLOAD_FIELD, file, name);
    xhr.send(form);
  });
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
