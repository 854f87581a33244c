import type { ProblemDetails } from '@wayfare/contract/errors';
import { localeOfPath } from '@/lib/i18n/locale';

export const TOKEN_KEY = 'token';

/** An API answer outside 200–299, with the server's readable message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly problem: Partial<ProblemDetails>,
    /** The answer's Retry-After, in seconds, when it had one (429, 503). */
    readonly retryAfterSeconds?: number,
  ) {
    super(problem.detail ?? problem.title ?? `Request failed (${status})`);
    this.name = 'ApiError';
  }
}

/** Retry-After as seconds (delta-seconds or an HTTP date), or undefined. */
export function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}

/**
 * What a 401 or 403 answer means is the auth provider's to decide (the problem's `code` says
 * whether the account itself is refused or only this object or role).
 */
type UnauthorizedHandler = (status: 401 | 403, code?: string) => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/** The auth provider registers what a 401 or 403 answer does. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null) {
  onUnauthorized = handler;
}

/** Hands a 401 or 403 answer to that handler, for calls made outside `api` (image uploads). */
export function notifyUnauthorized(status: 401 | 403, code?: string) {
  onUnauthorized?.(status, code);
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport | null = null;

/**
 * The server-side renderer answers `/api` calls in process (no socket, no origin to resolve);
 * in the browser this stays unset and calls go through `fetch`.
 */
export function setApiTransport(next: Transport | null) {
  transport = next;
}

/**
 * The page's language as an Accept-Language value, read when the call is made: the server
 * answers problems in it (docs/i18n.md, "API errors in Bangla"). Outside a browser (the
 * server-side renderer) it is English.
 */
export function apiLanguage(): 'bn' | 'en' {
  return typeof window === 'undefined' ? 'en' : localeOfPath(window.location.pathname);
}

function storedToken(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** For calls whose 401 is an expected answer (the token exchange itself). */
  skipUnauthorizedHandler?: boolean;
  signal?: AbortSignal;
}

/** Calls the Wayfare API with the stored bearer token (docs/product.md §7). */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await apiWithHeaders<T>(path, options)).data;
}

/** As `api`, also answering the response headers (e.g. X-Total-Count of a search). */
export async function apiWithHeaders<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; headers: Headers }> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': apiLanguage(),
  };
  const token = storedToken();
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await (transport ?? fetch)(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, { detail: 'Cannot reach Wayfare. Check your connection and try again.' });
  }
  const text = await response.text();
  let data: unknown = null;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = { detail: text.slice(0, 200) };
    }
  }
  if (!response.ok) {
    const problem = (data ?? {}) as Partial<ProblemDetails>;
    if ((response.status === 401 || response.status === 403) && !options.skipUnauthorizedHandler) {
      onUnauthorized?.(response.status, problem.code);
    }
    throw new ApiError(
      response.status,
      problem,
      parseRetryAfter(response.headers.get('retry-after')),
    );
  }
  return { data: data as T, headers: response.headers };
}
