import { fetchScreenOf } from './app/dashboard-screens';
import { homePage } from './app/home-page';
import { SSR_STATE_ID } from './app/ssr-state';
import { readSessionEarly } from './features/identity/early-session';
import { nextTask, savesData, whenIdle } from './lib/idle';
import './index.css';

/*
 * The page's only up-front script. A server-rendered public page (Home, About, Search, a
 * package, Book Your Trip, Contact, Login, Register, Forgot password, Privacy, Terms) is
 * complete as HTML; the app (React, the router, the data layer) loads while the visitor reads
 * (decision 009) or when they first do something: move the pointer, touch, scroll, type or
 * focus. A click or a form submit made before the app is ready is held and replayed once it has
 * hydrated, so nothing a visitor does is lost. Every other page (the SPA shell), and any visit by
 * someone signed in, starts the app at once (on a server-rendered page their presses are held
 * the same way).
 */

const TRIGGERS = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'wheel',
  'scroll',
  'focusin',
] as const;

type Pending = { kind: 'click'; target: HTMLElement } | { kind: 'submit'; form: HTMLFormElement };

let pending: Pending | null = null;
let started = false;

function hold(event: Event) {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  if (event.type === 'submit' && target instanceof HTMLFormElement) {
    event.preventDefault();
    pending = { kind: 'submit', form: target };
    return;
  }
  // A field whose change applies at once (Search's sort) submits its form once the app is live.
  if (event.type === 'change') {
    const form = target.closest('[data-submit-on-change]') && target.closest('form');
    if (form) pending = { kind: 'submit', form };
    // A value set without pointer or keys (assistive technology, autofill) starts the app too.
    start();
    return;
  }
  // Links work without the app (the server answers every page), so they are left alone.
  if (target.closest('a[href]')) return;
  const button = target.closest<HTMLElement>('button, [role="button"], input[type="submit"]');
  if (!button) return;
  // A submit button must not post the form natively; the app submits it after hydrating.
  if (button.closest('form')) event.preventDefault();
  pending = { kind: 'click', target: button };
}

function replay() {
  // A mark for tests and benchmarks: the page is hydrated and handles input itself.
  document.documentElement.dataset.app = 'live';
  document.removeEventListener('click', hold, true);
  document.removeEventListener('submit', hold, true);
  document.removeEventListener('change', hold, true);
  const action = pending;
  pending = null;
  if (!action) return;
  if (action.kind === 'submit' && action.form.isConnected) action.form.requestSubmit();
  if (action.kind === 'click' && action.target.isConnected) action.target.click();
}

/*
 * Where the reader scrolled before the app was live. The router puts a page at its top as it
 * hydrates (as for a new page); someone who has already scrolled down stays where they are.
 */
let scrolledTo: number | null = null;
function noteScroll() {
  scrolledTo = window.scrollY;
}

function keepScroll() {
  window.removeEventListener('scroll', noteScroll);
  if (scrolledTo !== null && window.scrollY !== scrolledTo) window.scrollTo(0, scrolledTo);
}

function start() {
  if (started) return;
  started = true;
  for (const type of TRIGGERS) window.removeEventListener(type, start, true);
  // The page's own code (Home's, a dashboard screen's) is fetched beside the app's, not after it
  // has run. A failed fetch is tried again when the router asks for it.
  if (window.location.pathname === '/') void homePage().catch(() => undefined);
  else fetchScreenOf(window.location.pathname);
  void import('./app/client').then(async ({ startApp }) => {
    // The app's code has just run (one task, ~80 ms on a phone-speed CPU); starting it is a task
    // of its own, so that neither blocks a tap for long (decision 009, docs/benchmarks.md P1 and
    // P7).
    await nextTask();
    return startApp({ onHydrated: replay, onCommitted: keepScroll });
  });
}

const serverRendered = document.getElementById(SSR_STATE_ID) !== null;
let signedIn = false;
try {
  signedIn = localStorage.getItem('token') !== null;
} catch {
  // Storage may be blocked; then the visitor is treated as signed out.
}

if (serverRendered) {
  window.addEventListener('scroll', noteScroll, { passive: true });
  // Held until hydrated even when the app starts at once (someone signed in): a press on a
  // server-rendered button before then would otherwise do nothing.
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener('change', hold, true);
}
/**
 * The app loads while the visitor reads (decision 009): once the page has loaded (its images
 * too, so nothing competes with the first paint) and the browser is idle. A visitor who asked
 * their browser to save data gets it on their first interaction only, as before.
 */
function startWhenIdle() {
  if (savesData()) return;
  const startIdle = () => whenIdle(start, 2000);
  if (document.readyState === 'complete') startIdle();
  else window.addEventListener('load', startIdle, { once: true });
}

// Someone signed in: who it is is asked now, while the app's code downloads (on a slow phone a
// second before that code could ask; the dashboard waits for the answer before its first screen).
if (signedIn) readSessionEarly();

if (serverRendered && !signedIn) {
  for (const type of TRIGGERS)
    window.addEventListener(type, start, { capture: true, passive: true });
  startWhenIdle();
} else {
  start();
}
