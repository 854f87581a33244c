/**
 * Social sign-in in a 500 by 600 window (docs/product.md §9), so the page the visitor was on stays
 * as it is. The window is opened blank inside the click (browsers block windows opened later),
 * then sent to the provider; when the provider sends it back to /auth/social, that page reports
 * on a BroadcastChannel (which works whatever the window's opener policy did to `opener`) and
 * closes. The sign-in itself is the identity service's usual one: its cookie is set in the
 * window and is this site's, so the page only has to read its session again.
 */
import { translate } from '@/lib/i18n/catalog';
import type { Locale } from '@/lib/i18n/locale';
import { identityMessages, type IdentityKey } from './messages';

export const SOCIAL_POPUP_SIZE = { width: 500, height: 600 } as const;
export const SOCIAL_CALLBACK_PATH = '/auth/social';
const CHANNEL = 'wayfare:social-sign-in';
const WINDOW_NAME = 'wayfare-social-sign-in';

/** A failed sign-in's `error` is its code (`socialErrorCode`), worded by the page that opened it. */
export type SocialOutcome =
  { status: 'done' } | { status: 'failed'; error: string } | { status: 'closed' };

/** The browser refused to open the sign-in window (`popup-blocked`, docs/product.md §8). */
export class PopupBlockedError extends Error {
  readonly code = 'popup-blocked';
  constructor() {
    super(translate(identityMessages, 'en', 'identity.errors.popupBlocked'));
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
const SOCIAL_ERRORS: Record<string, IdentityKey> = {
  access_denied: 'identity.socialErrors.accessDenied',
  account_not_linked: 'identity.socialErrors.accountNotLinked',
  email_not_found: 'identity.socialErrors.emailNotFound',
  signup_disabled: 'identity.socialErrors.signupDisabled',
  state_mismatch: 'identity.socialErrors.restart',
  please_restart_the_process: 'identity.socialErrors.restart',
  invalid_code: 'identity.socialErrors.invalidCode',
  unable_to_get_user_info: 'identity.socialErrors.noUserInfo',
};

/** A failed sign-in's `error=` code when it is one we word, else `''`. */
export function socialErrorCode(params: URLSearchParams): string {
  const code = params.get('error')?.trim().toLowerCase() ?? '';
  return Object.hasOwn(SOCIAL_ERRORS, code) ? code : '';
}

/** The catalogue's message for a code of `socialErrorCode` (any other: sign-in failed). */
export function socialErrorKey(code: string): IdentityKey {
  return Object.hasOwn(SOCIAL_ERRORS, code) ? SOCIAL_ERRORS[code]! : 'identity.socialErrors.failed';
}

/**
 * The message for a failed sign-in's `error=` code, in `locale`: only known codes, in our words.
 * The text of the address is never shown, since anyone can write a link with any text in it.
 */
export function socialErrorText(params: URLSearchParams, locale: Locale = 'en'): string {
  return translate(identityMessages, locale, socialErrorKey(socialErrorCode(params)));
}

/** In the sign-in window, back from the provider: tells the page that opened it, and closes. */
export function reportSocialOutcome(outcome: SocialOutcome): void {
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(outcome);
  channel.close();
}
