/*
 * docs/product.md §6: the "Not Logged In" warning a visitor gets from Book Now, the Contact form
 * and a trip request. It is a native modal `<dialog>` built here, not a SweetAlert2 popup: it is
 * often a visitor's very first tap, and on a slow phone loading and running that library (its
 * script, then its styles injected into a page that must then be laid out again) made the tap
 * answer in about half a second instead of one frame (decision 009, docs/benchmarks.md P7). The
 * browser gives it what a modal needs: the rest of the page inert, the focus inside, Escape to
 * close, and the focus back on what opened it.
 */

import { translate } from './i18n/catalog';
import type { Locale } from './i18n/locale';
import { commonMessages } from './messages';
import { focusGuardElement, showModal } from './modal';

let opened = 0;

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: { className?: string; id?: string; text?: string } = {},
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.id) node.id = props.id;
  if (props.text) node.textContent = props.text;
  return node;
}

/** The warning sign (a circled exclamation mark), decorative: the title says what it means. */
function warningIcon(): SVGSVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const draw = (tag: string, attributes: Record<string, string>) => {
    const node = document.createElementNS(ns, tag);
    for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
    return node;
  };
  const svg = draw('svg', {
    viewBox: '0 0 24 24',
    'aria-hidden': 'true',
    class: 'mx-auto size-16 text-warning',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '1.5',
  }) as SVGSVGElement;
  svg.append(
    draw('circle', { cx: '12', cy: '12', r: '10' }),
    draw('path', { d: 'M12 7v6', 'stroke-linecap': 'round' }),
    draw('circle', { cx: '12', cy: '16.5', r: '0.9', fill: 'currentColor', stroke: 'none' }),
  );
  return svg;
}

/**
 * Shows the warning; answers true when the visitor chose Log In (the caller then goes to /login),
 * false for Cancel, Escape or a press outside it. A second call while one is open answers false
 * at once and shows nothing more. In `locale`: built in the tap's own task once that language's
 * messages are loaded (English always is), after they have loaded otherwise.
 */
export function notLoggedInDialog(locale: Locale = 'en'): Promise<boolean> {
  if (document.querySelector('dialog[data-not-logged-in]')) return Promise.resolve(false);
  const ready = commonMessages.ready(locale);
  if (ready.status !== 'fulfilled') return ready.then(() => notLoggedInDialog(locale));
  const say = (id: (typeof commonMessages.keys)[number]) => translate(commonMessages, locale, id);
  const n = ++opened;
  // Not daisyUI's `modal`: opening one sets a custom property on the root (its scroll lock),
  // which every element inherits, so the whole page was restyled in the tap's frame (about
  // 60 ms on a phone, decision 009). The same look, and the root's overflow alone locks the scroll.
  const dialog = element('dialog', { className: 'notice-dialog' });
  dialog.dataset.notLoggedIn = '';
  dialog.setAttribute('aria-labelledby', `not-logged-in-title-${n}`);
  dialog.setAttribute('aria-describedby', `not-logged-in-text-${n}`);

  const box = element('div', { className: 'notice-dialog-box text-center' });
  const title = element('h2', {
    className: 'mt-3 text-2xl font-bold',
    id: `not-logged-in-title-${n}`,
    text: say('common.notLoggedIn.title'),
  });
  const text = element('p', {
    className: 'mt-2',
    id: `not-logged-in-text-${n}`,
    text: say('common.notLoggedIn.text'),
  });
  const actions = element('div', { className: 'mt-6 flex justify-center gap-3' });
  const logIn = element('button', {
    className: 'btn btn-primary',
    text: say('common.notLoggedIn.logIn'),
  });
  const cancel = element('button', {
    className: 'btn btn-neutral',
    text: say('common.notLoggedIn.cancel'),
  });
  logIn.type = 'button';
  cancel.type = 'button';
  // The first choice takes the focus as the dialog opens, as SweetAlert2's confirm did.
  logIn.autofocus = true;
  actions.append(logIn, cancel);
  box.append(warningIcon(), title, text, actions);
  dialog.append(focusGuardElement('start'), box, focusGuardElement('end'));

  return new Promise((resolve) => {
    logIn.addEventListener('click', () => dialog.close('log-in'));
    cancel.addEventListener('click', () => dialog.close('cancel'));
    // A press on the backdrop (the dialog itself, outside its box) dismisses it.
    dialog.addEventListener('click', (event) => {
      if (event.target === dialog) dialog.close('cancel');
    });
    const root = document.documentElement;
    const overflow = root.style.overflow;
    dialog.addEventListener('close', () => {
      root.style.overflow = overflow;
      dialog.remove();
      resolve(dialog.returnValue === 'log-in');
    });
    document.body.append(dialog);
    root.style.overflow = 'hidden';
    showModal(dialog);
  });
}
