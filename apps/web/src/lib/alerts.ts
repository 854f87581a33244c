import type SwalModule from 'sweetalert2';
import type { SweetAlertOptions, SweetAlertResult } from 'sweetalert2';
import { ApiError } from './api-client';
import { translate } from './i18n/catalog';
import type { Locale } from './i18n/locale';
import { whenIdle } from './idle';
import { commonMessages } from './messages';

/*
 * SweetAlert2 (about 24 KB gzip of script) is loaded the first time a dialog or toast is shown,
 * never with a page: no public page needs it before someone does something. The exports keep
 * their shapes (`dialog.fire(options)`, `successToast(title)`, ...), they only wait for the
 * library on first use.
 */

type Swal = typeof SwalModule;
type Mixin = ReturnType<Swal['mixin']>;

let library: Promise<Swal> | null = null;

function loadSwal(): Promise<Swal> {
  library ??= import('sweetalert2').then((module) => module.default);
  return library;
}

/**
 * Fetches SweetAlert2 ahead of need, when the browser is idle: where a tap is likely to end in a
 * toast or a confirmation (a signed-in traveller's booking), it then opens without a round trip.
 */
export function preloadAlerts() {
  whenIdle(() => void loadSwal(), 3000);
}

/** Options of a dialog or toast: text only. SweetAlert2 reads `title`, `html` and `footer` as HTML. */
export type AlertOptions = Omit<SweetAlertOptions, 'html' | 'titleText'>;

/** A text as an element SweetAlert2 inserts as it is, never parsing it as HTML. */
function textElement(text: string): HTMLElement {
  const span = document.createElement('span');
  span.textContent = text;
  return span;
}

/**
 * The options with every text SweetAlert2 would read as HTML turned into text: a title, a
 * footer or a message may come from a server answer or an address, and must never become markup
 * (a `<meta http-equiv="refresh">` or a link in a dialog).
 */
function asText(options: AlertOptions): SweetAlertOptions {
  const { title, footer, ...rest } = options as SweetAlertOptions;
  return {
    ...rest,
    ...(title !== undefined && { titleText: typeof title === 'string' ? title : '' }),
    ...(footer !== undefined && {
      footer: typeof footer === 'string' ? textElement(footer) : footer,
    }),
  };
}

/**
 * A SweetAlert2 mixin created on first use, with the same `fire(options)` call, text only.
 * `localized` gives the defaults' texts in a page's language other than English (the mixin's
 * own are English); `fire(options, locale)` loads that language's messages first.
 */
function lazyMixin(
  defaults: SweetAlertOptions,
  localized: (locale: Locale) => SweetAlertOptions = () => ({}),
) {
  let mixin: Promise<Mixin> | null = null;
  return {
    fire(options: AlertOptions, locale: Locale = 'en'): Promise<SweetAlertResult> {
      mixin ??= loadSwal().then((swal) => swal.mixin(defaults));
      if (locale === 'en') return mixin.then((m) => m.fire(asText(options)));
      return Promise.all([mixin, commonMessages.ready(locale)]).then(([m]) =>
        m.mixin(localized(locale)).fire(asText(options)),
      );
    },
  };
}

/**
 * Dialogs with the defaults of docs/product.md §9: confirm "OK", deny "No", cancel "Cancel"
 * (`dialog.fire(options, locale)` on a Bangla page: the same in Bangla).
 */
export const dialog = lazyMixin(
  {
    confirmButtonText: 'OK',
    denyButtonText: 'No',
    cancelButtonText: 'Cancel',
    closeButtonAriaLabel: 'Close this dialog',
    confirmButtonColor: '#0e7490',
    // SweetAlert2's own grey (#6e7881) has 4.4:1 with white text; this one has 6.3:1 (WCAG AA).
    cancelButtonColor: '#565e66',
    // The page keeps its scrollbar's room (index.css): no padding added, so nothing shifts.
    scrollbarPadding: false,
    // The page's html and body have their natural height: SweetAlert2's `height: auto !important`
    // on them (for pages that set 100%) would only make the browser lay out the whole page again as
    // a dialog opens, a long pause on a slow phone (decision 009).
    heightAuto: false,
  },
  (locale) => ({
    confirmButtonText: translate(commonMessages, locale, 'common.dialog.ok'),
    denyButtonText: translate(commonMessages, locale, 'common.dialog.no'),
    cancelButtonText: translate(commonMessages, locale, 'common.dialog.cancel'),
    closeButtonAriaLabel: translate(commonMessages, locale, 'common.dialog.close'),
  }),
);

/** Toasts 360 px wide; success toasts last 1500 ms (docs/product.md §9). */
const toastBase = lazyMixin({
  toast: true,
  position: 'top-end',
  width: 360,
  showConfirmButton: false,
  timerProgressBar: true,
});

export const SUCCESS_TOAST_MS = 1500;

export function successToast(title: string) {
  return toastBase.fire({ icon: 'success', title, timer: SUCCESS_TOAST_MS });
}

export function errorToast(title: string) {
  return toastBase.fire({ icon: 'error', title, timer: 4000 });
}

/** Package removal's failure toast: top-end, 1.5 s (docs/product.md §8). */
export function errorToastTopEnd(title: string) {
  return toastBase.fire({ icon: 'error', title, timer: SUCCESS_TOAST_MS, position: 'top-end' });
}

/**
 * The web app's own failure texts, which it puts in an error in English (no answer from the
 * server, an upload refused without a readable body), by that text: `errorMessage` gives them in
 * the page's language. A message the server sent is shown as it is.
 */
const OWN_FAILURES: [RegExp, (match: RegExpExecArray) => [CommonKey, Record<string, unknown>?]][] =
  [
    [
      /^Cannot reach Wayfare\. Check your connection and try again\.$/,
      () => ['common.errors.unreachable'],
    ],
    [
      /^Request failed \((\d+)\)$/,
      (m) => ['common.errors.requestFailed', { status: Number(m[1]) }],
    ],
    [/^The image is too large\. Choose a smaller one\.$/, () => ['common.errors.imageTooLarge']],
    [
      /^Too many uploads\. Please wait a moment and try again\.$/,
      () => ['common.errors.tooManyUploads'],
    ],
    [
      /^The image could not be uploaded \(error (\d+)\)\. Please try again\.$/,
      (m) => ['common.errors.uploadFailed', { status: Number(m[1]) }],
    ],
    [
      /^The image host gave an answer without an image address\.$/,
      () => ['common.errors.noImageAddress'],
    ],
  ];

type CommonKey = (typeof commonMessages.keys)[number];

/** A common message in `locale`, or in English while that language's messages are still loading. */
function say(locale: Locale, id: CommonKey, values?: Record<string, unknown>): string {
  const loaded = commonMessages.ready(locale).status === 'fulfilled';
  return translate(commonMessages, loaded ? locale : 'en', id, values);
}

/**
 * What to tell a person about `error`, in `locale`: the server's message as it sent it, the web
 * app's own texts in the page's language (English until its messages have loaded: code outside
 * React may `await commonMessages.ready(locale)` first).
 */
export function errorMessage(error: unknown, locale: Locale = 'en'): string {
  if (error instanceof Error && error.message) {
    if (locale === 'en' || !(error instanceof ApiError)) return error.message;
    for (const [pattern, key] of OWN_FAILURES) {
      const match = pattern.exec(error.message);
      if (match) {
        const [id, values] = key(match);
        return say(locale, id, values);
      }
    }
    return error.message;
  }
  return say(locale, 'common.errors.generic');
}
