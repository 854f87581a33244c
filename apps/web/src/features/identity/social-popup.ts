/**
 * Social sign-in in a 500 by 600 window (docs/product.md §9), so the page the visitor was on stays
 * as it is. The window is opened blank inside the click (browsers block windows opened later),
 * then sent to the provider; when the provider sends it back to /auth/social, that page reports
 * on a BroadcastChannel (which works whatever the window's opener policy did to `opener`) and
 * closes. The sign-in itself is the identity service's usual one: its cookie is set in the
 * window and is this site's, so the page only has to read its session again.
 */
export const SOCIAL_POPUP_SIZE = { width: 500, height: 600 } as const;
export const SOCIAL_CALLBACK_PATH = '/auth/social';
const CHANNEL = 'wayfare:social-sign-in';
const WINDOW_NAME = 'wayfare-social-sign-in';

export type SocialOutcome =
  { status: 'done' } | { status: 'failed'; error: string } | { status: 'closed' };

/** The browser refused to open the sign-in window (`popup-blocked`, docs/product.md §8). */
export class PopupBlockedError extends Error {
  readonly code = 'popup-blocked';
  constructor() {
    super(
      'The sign-in window was blocked by the browser. Allow pop-ups for this site and try again.',
    );
    this.name = 'PopupBlockedError';
  }
}

/** Opens the blank sign-in window, centred over this one. Call it inside the click handler. */
export function openSocialPopup(): Window {
  const { width, height } = SOCIAL_POPUP_SIZE;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  const popup = window.open(
    'about:blank',
    WINDOW_NAME,
    `popup,width=${width},height=${height},left=${left},top=${top}`,
  );
  if (!popup) throw new PopupBlockedError();
  return popup;
}

function isOutcome(data: unknown): data is SocialOutcome {
  const status = (data as SocialOutcome | null)?.status;
  return status === 'done' || status === 'failed' || status === 'closed';
}

/** Resolves with what the sign-in window reports, or `closed` when it is closed without a word. */
export function waitForSocialOutcome(popup: Window): Promise<SocialOutcome> {
  return new Promise((resolve) => {
    const channel = new BroadcastChannel(CHANNEL);
    let settled = false;
    const finish = (outcome: SocialOutcome) => {
      if (settled) return;
      settled = true;
      window.clearInterval(watch);
      channel.close();
      resolve(outcome);
    };
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (isOutcome(event.data)) finish(event.data);
    };
    // A report sent just before the window closed may still be on its way: wait a moment.
    const watch = window.setInterval(() => {
      if (popup.closed) window.setTimeout(() => finish({ status: 'closed' }), 500);
    }, 300);
  });
}

/** Error codes a provider or the identity service puts in `error=`, in our own words. */
const SOCIAL_ERRORS: Record<string, string> = {
  access_denied: 'Sign-in was cancelled at the provider (access denied).',
  account_not_linked:
    'This e-mail already has a Wayfare account. Sign in with its password, then link the provider.',
  email_not_found: 'The provider did not share an e-mail address, which Wayfare needs.',
  signup_disabled: 'New accounts cannot be created this way.',
  state_mismatch: 'The sign-in took too long or was started elsewhere. Please try again.',
  please_restart_the_process:
    'The sign-in took too long or was started elsewhere. Please try again.',
  invalid_code: 'The provider’s answer could not be used. Please try again.',
  unable_to_get_user_info: 'The provider did not say who you are. Please try again.',
};
const SOCIAL_FAILED = 'Social sign-in failed. Please try again.';

/**
 * The message for a failed sign-in's `error=` code: only known codes, in our words. The text of
 * the address is never shown, since anyone can write a link with any text in it.
 */
export function socialErrorText(params: URLSearchParams): string {
  const code = params.get('error')?.trim().toLowerCase() ?? '';
  return Object.hasOwn(SOCIAL_ERRORS, code) ? SOCIAL_ERRORS[code]! : SOCIAL_FAILED;
}

/** In the sign-in window, back from the provider: tells the page that opened it, and closes. */
export function reportSocialOutcome(outcome: SocialOutcome): void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(outcome);
  channel.close();
}
