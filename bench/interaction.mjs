// P7 first tap on a phone (docs/benchmarks.md P7, decision 009): how long a phone user waits
// between a tap and the paint that shows its answer, on the production server, against the same tap
// on a static ceiling page in the same run.
//
// The profile is Lighthouse's mobile one, applied to real input in Chromium rather than simulated:
// 390x844 at 3x with touch, 150 ms round trip, 1.6 Mbps down, 750 kbps up (CDP
// Network.emulateNetworkConditions), the CPU slowed 4x (Emulation.setCPUThrottlingRate), a fresh
// browser context (empty cache, no storage) per run. Each run loads the page, waits for `load`,
// scrolls the control into view if it is below the fold (the visitor scrolls to it; on the
// server-rendered pages that scroll is what starts the app, decision 004), reads for 3 seconds,
// then taps the control at its centre (touch events, as a finger).
//
// "Answers visibly" is measured inside the page. Before the tap, a probe is armed with the visible
// change that tap must cause (the dialog is shown, the menu is open, the cards changed, the slide
// moved, the typed character is in the field, the message is shown). From the tap it checks on
// every DOM mutation and every animation frame; once the change is there, it waits for the frame
// that draws it (requestAnimationFrame, then a task queued from it at the highest priority,
// `scheduler.postTask` 'user-blocking', which runs once that frame is produced and before any task
// the page queued before it). The figure is that moment minus the input event's own timeStamp
// (pointerdown of the tap, keydown of the keystroke, change of the select), so time the event
// spent queued behind a busy main thread counts, as the visitor feels it. A tap that loads another
// document (a link followed natively) is answered at that document's first contentful paint, the
// tap's moment carried over in sessionStorage on the same clock (performance.timeOrigin).
//
// The second figure per tap is the Event Timing API's duration of that interaction (what
// Interaction to Next Paint reports: input to the next paint after its handlers ran). It misses
// an answer that waits for code still loading: the handlers return at once and the next paint
// shows nothing new, which is why the first figure is the one the targets apply to.
//
// The ceiling is the same page as plain HTML: the server's own HTML of a server-rendered page (or
// the rendered DOM of a client-rendered one) with every script removed, styled by the same built
// CSS, plus a few lines of inline script doing the same visible thing (show a dialog, show the
// messages, filter the cards, scroll the track; the phone menu and the search field need none).
// It is served by node:http with the same compression and throttling, and measured in the same
// run, each run of ours followed by a run of the ceiling.
//
// Also: Lighthouse mobile score, TBT and CLS of every public page on the same build, and the dashboard
// of a signed-in traveller on the same profile: a client route change from its menu to the next
// page's heading painted, its cold load's LCP, and when a first tap on it first answers.
/* global window, document, location, addEventListener, requestAnimationFrame, MutationObserver, Element -- the probe, the arms and the ceiling scripts run in the page */
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import {
  CHROMIUM,
  lighthouseMedians,
  lighthouseRun,
  median,
  percentile,
  publicPages,
  report,
  requireBuild,
  round,
  startServer,
  startStaticSite,
} from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const DASHBOARD_RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? RUNS);
/** Only the taps whose name contains this (case-insensitive), e.g. `BENCH_TAPS=login`. */
const ONLY_TAPS = process.env.BENCH_TAPS?.toLowerCase();
const ANSWER_LIMIT_MS = 200;
const RATIO_CEILING = 1.5;
const DASHBOARD_USABLE_MS = 2500;
const READING_PAUSE_MS = 3000;
/** Between tapping the search field and the first key: the phone's keyboard opening. */
const KEYBOARD_OPENS_MS = 500;
const ANSWER_TIMEOUT_MS = 30_000;

const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
};
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1.6e6 / 8,
  uploadThroughput: 750e3 / 8,
};
const CPU_SLOWDOWN = 4;
const PASSWORD = 'sunrise-over-sylhet';
const SESSION_KEY = 'wayfare-bench-tap';

/**
 * The in-page probe, run in every document before its own scripts (an init script: no CSP
 * applies). `watch(name, check)` starts checking `check` after the tap; `summary()` reads the
 * figures, in ms since the tap's input event.
 */
function installProbe(sessionKey) {
  const probe = {
    startOn: [],
    tapAt: null,
    carry: false,
    watches: [],
    events: [],
    liveAt: null,
    fcp: null,
    looping: false,
  };
  window.__probe = probe;
  probe.visible = (element) =>
    Boolean(element) &&
    element.checkVisibility({ visibilityProperty: true }) &&
    element.getBoundingClientRect().height > 0;

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.interactionId) continue;
        probe.events.push({
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
          interactionId: entry.interactionId,
        });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint') probe.fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // An engine without Event Timing gives no second figure.
  }

  // A task posted from a frame's callbacks runs once that frame is produced. It is posted at the
  // highest priority, so that it runs first: a task the page queued earlier (a timer, as a form
  // that moves the focus after its messages are drawn) would otherwise run before it, and its
  // time would be counted as if the frame had waited for it.
  const paintedNow = (watch) => {
    const done = () => {
      watch.paintedAt = performance.now();
    };
    if (window.scheduler?.postTask) {
      window.scheduler.postTask(done, { priority: 'user-blocking' });
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = done;
    channel.port2.postMessage(null);
  };
  const look = (inFrame) => {
    if (probe.tapAt === null) return;
    for (const watch of probe.watches) {
      if (watch.seenAt !== null) continue;
      let seen = false;
      try {
        seen = watch.check();
      } catch {
        seen = false;
      }
      if (!seen) continue;
      watch.seenAt = performance.now();
      // Seen in a frame's callbacks: that frame draws it. Seen after a mutation: the next one.
      if (inFrame) paintedNow(watch);
      else requestAnimationFrame(() => paintedNow(watch));
    }
  };
  const frame = () => {
    look(true);
    if (probe.watches.some((w) => w.seenAt === null)) requestAnimationFrame(frame);
    else probe.looping = false;
  };
  probe.watch = (name, check) => {
    probe.watches.push({ name, check, seenAt: null, paintedAt: null });
    if (!probe.looping) {
      probe.looping = true;
      requestAnimationFrame(frame);
    }
  };
  new MutationObserver(() => {
    look(false);
    if (probe.liveAt === null && document.documentElement?.dataset.app === 'live')
      probe.liveAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });

  const onInput = (event) => {
    if (probe.tapAt !== null || !probe.startOn.includes(event.type)) return;
    probe.tapAt = event.timeStamp;
    if (probe.carry) {
      const tapEpoch = performance.timeOrigin + event.timeStamp;
      sessionStorage.setItem(sessionKey, String(tapEpoch));
    }
  };
  for (const type of ['pointerdown', 'keydown', 'change'])
    addEventListener(type, onInput, { capture: true, passive: true });

  // A document opened by a tap on the previous one: the tap's moment on this document's clock.
  const carried = sessionStorage.getItem(sessionKey);
  if (carried !== null) {
    sessionStorage.removeItem(sessionKey);
    probe.carried = true;
    probe.tapAt = Number(carried) - performance.timeOrigin;
    probe.watch('heading', () => {
      const heading = document.querySelector('main h1');
      return probe.visible(heading) && heading.textContent.trim() !== '';
    });
  }

  probe.summary = () => {
    const since = (at) => (at === null || probe.tapAt === null ? null : at - probe.tapAt);
    const byName = Object.fromEntries(probe.watches.map((w) => [w.name, since(w.paintedAt)]));
    const answer = probe.carried ? since(probe.fcp) : (byName.answer ?? null);
    const done = answer !== null && probe.watches.every((w) => w.paintedAt !== null);
    // The interaction the tap (or key) started: its longest event, as INP counts it.
    const first = probe.events.find((e) => e.startTime >= probe.tapAt - 1);
    const eventTiming = probe.carried
      ? null
      : first
        ? Math.max(
            ...probe.events
              .filter((e) => e.interactionId === first.interactionId)
              .map((e) => e.duration),
          )
        : null;
    const resources = performance.getEntriesByType('resource');
    const scripts = resources.filter((r) => /\.js(\?|$)/.test(new URL(r.name).pathname));
    const after = scripts.filter((r) => r.startTime >= probe.tapAt - 1);
    const before = scripts.filter((r) => r.startTime < probe.tapAt - 1);
    // Sequential fetch waves: a script asked for only once another had arrived (an import
    // discovered late) costs another round trip.
    const depth = new Map();
    for (const r of [...after].sort((a, b) => a.startTime - b.startTime)) {
      const parents = after.filter((q) => q !== r && q.responseEnd <= r.startTime + 1);
      depth.set(r, 1 + Math.max(0, ...parents.map((q) => depth.get(q) ?? 1)));
    }
    const kb = (list) => list.reduce((sum, r) => sum + r.transferSize, 0) / 1000;
    // What the answer waited for: every request made after the tap, in the order they started.
    const loadedAfter = resources
      .filter((r) => r.startTime >= probe.tapAt - 1)
      .map((r) => ({
        path: new URL(r.name).pathname,
        from: r.startTime - probe.tapAt,
        to: r.responseEnd - probe.tapAt,
        kb: r.transferSize / 1000,
      }));
    return {
      done,
      answer,
      tapAt: probe.tapAt,
      loadedAfter,
      kind: probe.carried ? 'next document FCP' : 'in page',
      heading: byName.heading ?? null,
      eventTiming,
      live: since(probe.liveAt),
      scriptsBefore: { count: before.length, kb: kb(before) },
      scriptsAfter: {
        count: after.length,
        kb: kb(after),
        lastAt: after.length ? Math.max(...after.map((r) => r.responseEnd)) - probe.tapAt : 0,
        waves: Math.max(0, ...depth.values()),
      },
    };
  };
}

/*
 * What answers each tap: run in the page just before the input (sent as source, so they use
 * nothing from this module), they name the input event the figure starts at and the change.
 */
function armNotLoggedIn(title = 'Not Logged In') {
  const probe = window.__probe;
  probe.startOn = ['pointerdown'];
  probe.watch('answer', () =>
    [...document.querySelectorAll('[role="dialog"], dialog')].some(
      (d) => probe.visible(d) && d.textContent.includes(title),
    ),
  );
}

/** Home's words the taps and its ceiling use, in each language (the app's catalogues). */
const HOME_WORDS = {
  en: {
    bookNow: 'Book Now',
    title: 'Not Logged In',
    text: 'You need to log in to book a package.',
    logIn: 'Log In',
    cancel: 'Cancel',
  },
  bn: {
    bookNow: 'এখনই বুক করুন',
    title: 'আপনি সাইন ইন করেননি',
    text: 'প্যাকেজ বুক করতে আগে সাইন ইন করুন।',
    logIn: 'সাইন ইন করুন',
    cancel: 'বাতিল',
  },
};

function armMessage(text) {
  const probe = window.__probe;
  probe.startOn = ['pointerdown'];
  probe.watch('answer', () =>
    [...document.querySelectorAll('[role="alert"]')].some(
      (element) => probe.visible(element) && element.textContent.includes(text),
    ),
  );
}

/* The taps P7 measures (docs/benchmarks.md P7). */
const TAPS = [
  {
    name: 'Home: Book Now (visitor) -> "Not Logged In" dialog',
    path: '/',
    control: (page) => page.getByRole('button', { name: /^Book Now/ }).first(),
    scrollFirst: true,
    arm: armNotLoggedIn,
  },
  {
    // The same tap on the Bangla home page (docs/i18n.md), printed beside the English one.
    name: 'Bangla Home /bn/: Book Now (visitor) -> "Not Logged In" dialog',
    path: '/bn/',
    english: 'Home: Book Now (visitor) -> "Not Logged In" dialog',
    control: (page) =>
      page.getByRole('button', { name: new RegExp(`^${HOME_WORDS.bn.bookNow}`) }).first(),
    scrollFirst: true,
    arm: armNotLoggedIn,
    armWith: HOME_WORDS.bn.title,
  },
  {
    name: 'About: phone menu -> open',
    path: '/about',
    control: (page) => page.getByRole('button', { name: 'Open menu' }),
    arm: () => {
      const probe = window.__probe;
      probe.startOn = ['pointerdown'];
      probe.watch('answer', () =>
        probe.visible(document.querySelector('[data-testid="nav-dropdown"]')),
      );
    },
  },
  {
    name: "Home: a package card's link -> shown taken (loading bar, or the next page)",
    path: '/',
    control: (page) => page.locator('[data-testid="featured-packages"] h3 a').first(),
    scrollFirst: true,
    arm: () => {
      const probe = window.__probe;
      const from = location.pathname;
      const heroHeading = document.querySelector('main h1')?.textContent;
      probe.startOn = ['pointerdown'];
      probe.carry = true;
      // A client route change shows at once that the tap was taken (P7, docs/benchmarks.md: the
      // next page's first paint may follow): the app's loading bar while the next page's code and
      // data come, or the next page itself (the URL changes as it commits), whichever is drawn
      // first. The heading is watched too, for when the next page is on screen.
      probe.watch(
        'answer',
        () =>
          location.pathname !== from ||
          probe.visible(document.querySelector('[data-navigation-pending]')),
      );
      probe.watch('heading', () => {
        const heading = document.querySelector('main h1');
        return location.pathname !== from && probe.visible(heading)
          ? heading.textContent !== heroHeading
          : false;
      });
    },
  },
  {
    name: 'Destination (/booking): offer category -> the cards change',
    path: '/booking',
    // No offer tabs on Home: the offers (docs/product.md §2) are on /booking, behind a select.
    control: (page) => page.locator('#offer-category'),
    scrollFirst: true,
    act: (page, control) => control.selectOption({ index: 2 }),
    arm: () => {
      const probe = window.__probe;
      const shown = () =>
        [...document.querySelectorAll('[data-testid="offers"] > article')]
          .filter((card) => probe.visible(card))
          .map((card) => card.querySelector('h3')?.textContent)
          .join('|');
      const before = shown();
      probe.startOn = ['change'];
      probe.watch('answer', () => shown() !== before);
    },
  },
  {
    name: "Home: scenic spots' Next -> the slide moves",
    path: '/',
    control: (page) => page.getByRole('button', { name: 'Next scenic spot' }),
    scrollFirst: true,
    arm: () => {
      const probe = window.__probe;
      const track = document.getElementById('scenic-spots-track');
      const from = track.scrollLeft;
      probe.startOn = ['pointerdown'];
      probe.watch('answer', () => track.scrollLeft > from + 1);
    },
  },
  {
    name: 'Search: first keystroke in the field -> the character shown',
    path: '/search',
    control: (page) => page.locator('#search-q'),
    act: async (page, control) => {
      await control.tap();
      await page.waitForTimeout(KEYBOARD_OPENS_MS);
      await page.evaluate(() => {
        const probe = window.__probe;
        probe.startOn = ['keydown'];
        probe.watch('answer', () => document.getElementById('search-q').value.includes('b'));
      });
      await page.keyboard.type('b');
    },
    arm: () => undefined,
  },
  {
    name: 'Home: newsletter Subscribe, empty -> its message',
    path: '/',
    control: (page) => page.getByRole('button', { name: 'Subscribe' }),
    scrollFirst: true,
    arm: armMessage,
    armWith: 'Enter your e-mail address',
  },
  {
    name: 'Login: Sign In, empty -> its messages',
    path: '/login',
    control: (page) => page.getByRole('button', { name: 'Sign In' }),
    arm: armMessage,
    armWith: 'Enter your password',
  },
  {
    name: 'Register: Register, empty -> its messages',
    path: '/register',
    control: (page) => page.getByRole('button', { name: 'Register', exact: true }),
    scrollFirst: true,
    arm: armMessage,
    armWith: 'Repeat your password',
  },
  {
    name: 'Forgot password: Send reset link, empty -> its message',
    path: '/forgot-password',
    control: (page) => page.getByRole('button', { name: 'Send reset link' }),
    arm: armMessage,
    armWith: 'Enter your e-mail address',
  },
];

/* The ceiling's inline scripts: each does the visible thing of our taps on its page, no more. */
function homeCeiling(words) {
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest(`button[aria-label^="${words.bookNow}"]`)) {
      const dialog = document.createElement('dialog');
      dialog.className = 'modal-box';
      dialog.innerHTML =
        `<h2 class="text-2xl font-bold">${words.title}</h2>` +
        `<p class="mt-2">${words.text}</p>` +
        `<p class="mt-4 flex gap-2"><button class="btn btn-primary">${words.logIn}</button>` +
        `<button class="btn">${words.cancel}</button></p>`;
      document.body.append(dialog);
      dialog.showModal();
    }
    if (target?.closest('button[aria-label="Next scenic spot"]')) {
      const track = document.getElementById('scenic-spots-track');
      const slide = track.querySelector('li');
      track.scrollBy({ left: slide.getBoundingClientRect().width + 30, behavior: 'smooth' });
    }
  });
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (!form.querySelector('#newsletter-email')) return;
    event.preventDefault();
    if (document.getElementById('newsletter-error')) return;
    const message = document.createElement('p');
    message.id = 'newsletter-error';
    message.setAttribute('role', 'alert');
    message.className = 'mt-2 text-sm font-medium';
    message.textContent = 'Enter your e-mail address';
    form.after(message);
  });
}

/** An empty submit's messages, each under its field (`messages`: field name -> text). */
function formCeiling(messages) {
  const entries = Object.entries(messages);
  const form = document.querySelector(`input[name="${entries[0][0]}"]`).form;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    for (const [name, text] of entries) {
      const message = document.createElement('p');
      message.setAttribute('role', 'alert');
      message.className = 'mt-1 text-sm text-error';
      message.textContent = text;
      form.querySelector(`input[name="${name}"]`).parentElement.append(message);
    }
  });
}

function offersCeiling(titlesByCategory) {
  document.getElementById('offer-category').addEventListener('change', (event) => {
    const titles = titlesByCategory[event.target.value];
    for (const card of document.querySelectorAll('[data-testid="offers"] > article')) {
      const title = card.querySelector('h3').textContent;
      card.style.display = !titles || titles.includes(title) ? '' : 'none';
    }
  });
}

/** The page without any of its scripts (nor their preloads), plus `script` called with `data`. */
function staticCopy(html, script, data) {
  const bare = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link[^>]*rel="modulepreload"[^>]*>/g, '')
    .replace(/ data-app="live"/, '');
  if (!script) return bare;
  return bare.replace('</body>', `<script>(${script})(${JSON.stringify(data)})</script></body>`);
}

/** A page as the live app shows it (an unthrottled load), once `ready` holds. */
async function renderedHtml(browser, url, ready) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    // A server-rendered page (/login, /booking) is live only once the app has hydrated it: what
    // the ceiling copies, and what it reads of the app's answers, is the live page.
    await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
    await ready(page);
    return {
      page,
      html: await page.evaluate(() => `<!doctype html>\n${document.documentElement.outerHTML}`),
      close: () => context.close(),
    };
  } catch (error) {
    await context.close();
    throw error;
  }
}

async function ceilingPages(browser, origin) {
  const serverHtml = async (pathname) => {
    const response = await fetch(`${origin}${pathname}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    const html = await response.text();
    if (!html.includes('id="wayfare-ssr"')) throw new Error(`${pathname} was not server-rendered`);
    return html;
  };
  const home = await serverHtml('/');
  const firstCard = /data-testid="featured-packages"[\s\S]*?<h3[^>]*>\s*<a[^>]*href="([^"]+)"/.exec(
    home,
  )?.[1];
  if (!firstCard) throw new Error('the home page shows no package card');

  const packagePage = await renderedHtml(browser, `${origin}${firstCard}`, (page) =>
    page.locator('main h1').waitFor(),
  );
  await packagePage.close();
  const login = await renderedHtml(browser, `${origin}/login`, (page) =>
    page.getByRole('button', { name: 'Sign In' }).waitFor(),
  );
  await login.close();
  const register = await renderedHtml(browser, `${origin}/register`, (page) =>
    page.getByRole('button', { name: 'Register', exact: true }).waitFor(),
  );
  await register.close();
  const forgotPassword = await renderedHtml(browser, `${origin}/forgot-password`, (page) =>
    page.getByRole('button', { name: 'Send reset link' }).waitFor(),
  );
  await forgotPassword.close();
  const booking = await renderedHtml(browser, `${origin}/booking`, (page) =>
    page.locator('[data-testid="offers"] > article').first().waitFor(),
  );
  // Which cards each category shows, read from the app itself, for the ceiling's few lines.
  const titlesByCategory = {};
  const select = booking.page.locator('#offer-category');
  for (const value of await select.locator('option').evaluateAll((os) => os.map((o) => o.value))) {
    await select.selectOption(value);
    titlesByCategory[value] = await booking.page
      .locator('[data-testid="offers"] > article:visible h3')
      .allTextContents();
  }
  await booking.close();

  return {
    '/': staticCopy(home, homeCeiling, HOME_WORDS.en),
    '/bn/': staticCopy(await serverHtml('/bn/'), homeCeiling, HOME_WORDS.bn),
    '/about': staticCopy(await serverHtml('/about')),
    '/search': staticCopy(await serverHtml('/search')),
    '/login': staticCopy(login.html, formCeiling, {
      email: 'Enter your e-mail address',
      password: 'Enter your password',
    }),
    '/register': staticCopy(register.html, formCeiling, {
      firstName: 'Enter your first name',
      email: 'Enter your e-mail address',
      password: 'Choose a password',
      confirmPassword: 'Repeat your password',
    }),
    '/forgot-password': staticCopy(forgotPassword.html, formCeiling, {
      email: 'Enter your e-mail address',
    }),
    '/booking': staticCopy(booking.html, offersCeiling, titlesByCategory),
    [decodeURIComponent(firstCard)]: staticCopy(packagePage.html),
  };
}

/** A fresh context on the phone profile, the probe in every document, the page throttled. */
async function phonePage(browser, options = {}) {
  const context = await browser.newContext({ ...PHONE, ...options });
  await context.addInitScript(installProbe, SESSION_KEY);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** Waits for the probe's answer, in this document or in the one the tap opened. */
async function answerOf(page) {
  const deadline = performance.now() + ANSWER_TIMEOUT_MS;
  let summary = null;
  while (performance.now() < deadline) {
    try {
      summary = await page.evaluate(() => window.__probe?.summary() ?? null);
    } catch {
      summary = null; // the tap is loading another document
    }
    if (summary?.done) {
      // Event Timing reports an interaction a moment after the paint that ends it.
      await page.waitForTimeout(500);
      return page.evaluate(() => window.__probe.summary()).catch(() => summary);
    }
    await page.waitForTimeout(100);
  }
  throw new Error(`no answer within ${ANSWER_TIMEOUT_MS} ms (${JSON.stringify(summary)})`);
}

async function measureTap(browser, origin, tap) {
  const { context, page } = await phonePage(browser);
  try {
    await page.goto(`${origin}${tap.path}`, { waitUntil: 'load', timeout: 60_000 });
    const control = tap.control(page);
    await control.waitFor({ state: 'visible', timeout: 60_000 });
    if (tap.scrollFirst) await control.scrollIntoViewIfNeeded();
    await page.waitForTimeout(READING_PAUSE_MS);
    await page.evaluate(tap.arm, tap.armWith);
    await (tap.act ?? ((_, c) => c.tap()))(page, control);
    return await answerOf(page);
  } finally {
    await context.close();
  }
}

/** Registers a traveller through the identity API (as e2e's ensureAccount does). */
async function ensureTraveller(origin, email) {
  const response = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password: PASSWORD, name: 'Bench Traveller' }),
  });
  if (!response.ok && response.status !== 422)
    throw new Error(`sign-up of ${email} failed: ${response.status}`);
}

/** Signs in through the Login screen (unthrottled) and answers the stored session. */
async function signedInState(browser, origin, email) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByRole('heading', { name: 'Logged In Successfully' }).waitFor();
    await page.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

function armDrawer() {
  const probe = window.__probe;
  probe.startOn = ['pointerdown'];
  probe.watch(
    'answer',
    () =>
      document.getElementById('dashboard-drawer').checked &&
      probe.visible(document.querySelector('nav[aria-label="Dashboard"] a')),
  );
}

/**
 * The dashboard, signed in, cold (empty cache): its LCP and the next page's heading after a tap
 * in its menu once loaded; then, in another cold load, when a first tap (the menu) first answers.
 */
async function measureDashboard(browser, origin, storageState) {
  const drawerToggle = (page) => page.locator('label.btn[for="dashboard-drawer"]');
  const loaded = await phonePage(browser, { storageState });
  let routeChange;
  let lcp;
  let js;
  try {
    const { page } = loaded;
    await page.goto(`${origin}/dashboard/booking`, { waitUntil: 'load', timeout: 60_000 });
    await page.getByRole('heading', { level: 1, name: 'My Booking' }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    lcp = await page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1).startTime)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
        }),
    );
    js = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((r) => /\.js$/.test(new URL(r.name).pathname))
          .reduce((sum, r) => sum + r.transferSize, 0) / 1000,
    );
    await drawerToggle(page).tap();
    const link = page.getByRole('link', { name: 'Payment History' });
    await link.waitFor();
    await page.waitForTimeout(500);
    await page.evaluate(() => {
      const probe = window.__probe;
      probe.startOn = ['pointerdown'];
      probe.watch('answer', () => {
        const heading = document.querySelector('main h1');
        return (
          location.pathname === '/dashboard/paymentHistory' &&
          probe.visible(heading) &&
          heading.textContent === 'Payment History'
        );
      });
    });
    await link.tap();
    routeChange = await answerOf(page);
  } finally {
    await loaded.context.close();
  }

  const cold = await phonePage(browser, { storageState });
  try {
    const { page } = cold;
    await page.goto(`${origin}/dashboard/booking`, { waitUntil: 'commit', timeout: 60_000 });
    await drawerToggle(page).waitFor({ timeout: 60_000 });
    await page.evaluate(armDrawer);
    await drawerToggle(page).tap();
    const firstTap = await answerOf(page);
    return { lcp, js, routeChange, firstTap, usableAt: firstTap.tapAt + firstTap.answer };
  } finally {
    await cold.context.close();
  }
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)}` : 'n/a');

function stats(values) {
  const done = values.filter((v) => typeof v === 'number');
  if (!done.length) return { median: NaN, p75: NaN, text: 'no answer' };
  return {
    median: median(done),
    p75: percentile(done, 75),
    text: `${done.map(ms).join(', ')}${done.length < values.length ? ` (+${values.length - done.length} without an answer)` : ''}`,
  };
}

requireBuild();
const server = await startServer();
let ceiling;
let browser;
let chrome;
let ok = false;
try {
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  ceiling = await startStaticSite(await ceilingPages(browser, server.url));
  const sides = [
    ['ours', server.url],
    ['ceiling', ceiling.url],
  ];
  const taps = TAPS.filter((t) => !ONLY_TAPS || t.name.toLowerCase().includes(ONLY_TAPS));
  const results = new Map(taps.map((t) => [t, { ours: [], ceiling: [] }]));
  for (let run = 1; run <= RUNS; run++) {
    for (const tap of taps) {
      for (const [side, origin] of sides) {
        let result = null;
        try {
          result = await measureTap(browser, origin, tap);
        } catch (error) {
          console.error(`  (${side}, ${tap.name}, run ${run}: ${error.message.split('\n')[0]})`);
        }
        results.get(tap)[side].push(result);
      }
    }
    console.log(`  run ${run} of ${RUNS} done`);
  }

  const dashboard = [];
  const email = 'bench-traveller@example.com';
  await ensureTraveller(server.url, email);
  const storageState = DASHBOARD_RUNS ? await signedInState(browser, server.url, email) : null;
  for (let run = 1; run <= DASHBOARD_RUNS; run++) {
    try {
      dashboard.push(await measureDashboard(browser, server.url, storageState));
    } catch (error) {
      console.error(`  (dashboard, run ${run}: ${error.message.split('\n')[0]})`);
    }
  }
  await browser.close();
  browser = undefined;

  chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  const lighthousePages = LIGHTHOUSE_RUNS > 0 ? await publicPages(server.url) : [];
  const lighthouse = new Map(lighthousePages.map((p) => [p, []]));
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++)
    for (const pathname of lighthousePages)
      lighthouse.get(pathname).push(await lighthouseRun(chrome, `${server.url}${pathname}`));

  const checks = [];
  const raw = {};
  for (const tap of taps) {
    const { ours, ceiling: peer } = results.get(tap);
    const answer = (runs) => stats(runs.map((r) => r?.answer ?? null));
    const ourAnswer = answer(ours);
    const peerAnswer = answer(peer);
    const ratio = ourAnswer.p75 / peerAnswer.p75;
    const eventTiming = (runs) => stats(runs.map((r) => r?.eventTiming ?? null));
    const kinds = [...new Set(ours.filter(Boolean).map((r) => r.kind))].join(' / ');
    raw[`${tap.name}: ours (ms)`] =
      `p75 ${ms(ourAnswer.p75)}, median ${ms(ourAnswer.median)}; runs ${ourAnswer.text} [${kinds}]`;
    raw[`${tap.name}: ceiling (ms)`] =
      `p75 ${ms(peerAnswer.p75)}, median ${ms(peerAnswer.median)}; runs ${peerAnswer.text}`;
    raw[`${tap.name}: ratio ours/ceiling (p75)`] = round(ratio, 2);
    raw[`${tap.name}: Event Timing duration (ms)`] =
      `ours median ${ms(eventTiming(ours).median)} p75 ${ms(eventTiming(ours).p75)}; ceiling median ${ms(eventTiming(peer).median)} p75 ${ms(eventTiming(peer).p75)}`;
    if (ours.some((r) => r?.heading !== null && r?.heading !== undefined)) {
      const heading = (runs) => stats(runs.map((r) => r?.heading ?? null));
      raw[`${tap.name}: next page heading painted (ms)`] =
        `ours median ${ms(heading(ours).median)} p75 ${ms(heading(ours).p75)}; ceiling median ${ms(heading(peer).median)} p75 ${ms(heading(peer).p75)}`;
    }
    const inPage = ours.filter((r) => r && r.kind === 'in page');
    if (inPage.length) {
      const pick = (f) => median(inPage.map(f));
      const kb = (f) => round(pick(f), 1);
      const live = inPage.filter((r) => r.live !== null).map((r) => r.live);
      raw[`${tap.name}: ours, scripts (median)`] =
        `${pick((r) => r.scriptsBefore.count)} files / ${kb((r) => r.scriptsBefore.kb)} KB before the tap; ` +
        `${pick((r) => r.scriptsAfter.count)} files / ${kb((r) => r.scriptsAfter.kb)} KB after it ` +
        `in ${pick((r) => r.scriptsAfter.waves)} waves, the last at +${ms(pick((r) => r.scriptsAfter.lastAt))} ms; ` +
        `app live ${live.length ? `at ${ms(median(live))} ms from the tap` : 'only after the answer'} (${live.length} of ${inPage.length} runs)`;
      // The run nearest the median: what its answer waited for, request by request.
      const typical = [...inPage].sort(
        (a, b) => Math.abs(a.answer - ourAnswer.median) - Math.abs(b.answer - ourAnswer.median),
      )[0];
      raw[`${tap.name}: ours, requests after the tap (run of ${ms(typical.answer)} ms)`] =
        typical.loadedAfter
          .filter((r) => r.from < typical.answer)
          .map((r) => `${r.path} +${ms(r.from)}..+${ms(r.to)} ${round(r.kb, 1)} KB`)
          .join('; ') || 'none';
    }
    const english = tap.english && taps.find((t) => t.name === tap.english);
    if (english) {
      const englishAnswer = answer(results.get(english).ours);
      raw[`${tap.name}: beside the English tap (ms)`] =
        `p75 ${tap.path} ${ms(ourAnswer.p75)}, ${english.path} ${ms(englishAnswer.p75)}; ` +
        `ratio Bangla/English ${round(ourAnswer.p75 / englishAnswer.p75, 2)} at p75, ` +
        `${round(ourAnswer.median / englishAnswer.median, 2)} at the median`;
    }
    checks.push(
      {
        label: `${tap.name}: ours p75 ${ms(ourAnswer.p75)} ms <= ${ANSWER_LIMIT_MS}`,
        pass: ourAnswer.p75 <= ANSWER_LIMIT_MS,
      },
      {
        label: `${tap.name}: ours/ceiling p75 ${round(ratio, 2)} <= ${RATIO_CEILING}`,
        pass: ratio <= RATIO_CEILING,
      },
    );
  }
  ok = report(
    `P7 first tap on a phone, ${RUNS} runs per tap and side (mobile profile, 3 s reading pause)`,
    checks,
    raw,
  );

  const routeChange = stats(dashboard.map((d) => d.routeChange?.answer ?? null));
  const usable = stats(dashboard.map((d) => d.usableAt));
  const lcp = stats(dashboard.map((d) => d.lcp));
  const firstTap = stats(dashboard.map((d) => d.firstTap?.answer ?? null));
  const dashboardOk =
    DASHBOARD_RUNS === 0 ||
    report(
      `Dashboard of a signed-in traveller, ${dashboard.length} cold loads (mobile profile)`,
      [
        {
          label: `route change from the menu to the next heading painted, p75 ${ms(routeChange.p75)} ms <= ${ANSWER_LIMIT_MS}`,
          pass: routeChange.p75 <= ANSWER_LIMIT_MS,
        },
        {
          label: `LCP p75 ${ms(lcp.p75)} ms <= ${DASHBOARD_USABLE_MS}`,
          pass: lcp.p75 <= DASHBOARD_USABLE_MS,
        },
        {
          label: `first tap answered p75 ${ms(usable.p75)} ms after navigation <= ${DASHBOARD_USABLE_MS}`,
          pass: usable.p75 <= DASHBOARD_USABLE_MS,
        },
      ],
      {
        'route change My Booking -> Payment History (ms)': `p75 ${ms(routeChange.p75)}, median ${ms(routeChange.median)}; runs ${routeChange.text}`,
        'cold load LCP (ms)': `p75 ${ms(lcp.p75)}, median ${ms(lcp.median)}; runs ${lcp.text}`,
        'first tap (menu) answered, ms after navigation': `p75 ${ms(usable.p75)}, median ${ms(usable.median)}; runs ${usable.text}`,
        'that tap, input to answer (ms)': `p75 ${ms(firstTap.p75)}, median ${ms(firstTap.median)}; runs ${firstTap.text}`,
        'JavaScript of the cold load (transferred, brotli)': `${round(median(dashboard.map((d) => d.js)), 1)} KB`,
      },
    );

  const lighthouseChecks = [];
  const lighthouseRaw = {};
  for (const [pathname, runs] of lighthouse) {
    const m = lighthouseMedians(runs);
    lighthouseRaw[pathname] =
      `score ${round(m.score * 100, 0)} (runs ${runs.map((r) => round(r.score * 100, 0)).join(', ')}), TBT ${ms(m.tbt)} ms, LCP ${ms(m.lcp)} ms, CLS ${round(m.cls, 3)}`;
    lighthouseChecks.push(
      { label: `${pathname}: score ${round(m.score * 100, 0)} = 100`, pass: m.score === 1 },
      { label: `${pathname}: TBT ${ms(m.tbt)} ms <= 50`, pass: m.tbt <= 50 },
      { label: `${pathname}: CLS ${round(m.cls, 3)} = 0`, pass: m.cls === 0 },
    );
  }
  const lighthouseOk =
    LIGHTHOUSE_RUNS === 0 ||
    report(
      `Lighthouse mobile (simulated throttling), median of ${LIGHTHOUSE_RUNS} runs, same build`,
      lighthouseChecks,
      lighthouseRaw,
    );
  ok = ok && dashboardOk && lighthouseOk;
} finally {
  await browser?.close();
  await chrome?.kill();
  ceiling?.close();
  await server.stop();
}
process.exit(ok ? 0 : 1);
