import type { ProblemDetails } from '@wayfare/contract/errors';
import {
  ApiError,
  apiLanguage,
  notifyUnauthorized,
  parseRetryAfter,
  TOKEN_KEY,
} from '@/lib/api-client';

/** The file name the server gives (`attachment; filename="receipt-WF-0001.pdf"`), or `fallback`. */
export function attachmentFileName(disposition: string | null, fallback: string): string {
  const name = /filename="?([^";]+)"?/i.exec(disposition ?? '')?.[1]?.trim();
  // Only a plain file name: never a path, nothing a file system would read specially.
  return name && /^[\w][\w .()-]*$/.test(name) && !name.includes('..') ? name : fallback;
}

/**
 * Downloads `GET /api{path}` with the API client's bearer token (a link could not send it) and
 * hands it to the browser as a file. A refusal becomes an ApiError with the server's words; a 401
 * or 403 goes to the same handler as the API client's. `accept` asks for one of the answer's
 * forms (the manifest's `text/csv`). Answers the file's name.
 */
export async function downloadFile(
  path: string,
  fallbackName: string,
  options: { accept?: string } = {},
): Promise<string> {
  const token = localStorage.getItem(TOKEN_KEY);
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      headers: {
        'accept-language': apiLanguage(),
        ...(options.accept && { accept: options.accept }),
        ...(token && { authorization: `Bearer ${token}` }),
      },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, { detail: 'Cannot reach Wayfare. Check your connection and try again.' });
  }
  if (!response.ok) {
    let problem: Partial<ProblemDetails> = {};
    try {
      problem = (await response.json()) as Partial<ProblemDetails>;
    } catch {
      // Not problem details: the status says enough.
    }
    if (response.status === 401 || response.status === 403) {
      notifyUnauthorized(response.status, problem.code);
    }
    throw new ApiError(
      response.status,
      problem,
      parseRetryAfter(response.headers.get('retry-after')),
    );
  }
  const blob = await response.blob();
  const name = attachmentFileName(response.headers.get('content-disposition'), fallbackName);
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    link.hidden = true;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
  return name;
}
