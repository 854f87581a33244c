import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest';
import { PASSWORD } from './accounts';

/**
 * Debian's Chromium headless shell (`chromium-headless-shell`: Blink and V8 without the desktop
 * browser's windows and preloaded UI pages, what Playwright itself runs headless), or the full
 * Chromium where only that is installed. About a third less CPU per journey (docs/testing.md).
 */
export const CHROMIUM =
  process.env.CHROMIUM_PATH ||
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => existsSync(file)) ||
  '/usr/bin/chromium';
export const ARTIFACTS = path.resolve(import.meta.dirname, '../artifacts');
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

export function baseURL(): string {
  return inject('baseURL');
}

/**
 * Chromium for the journeys. Headless Chromium hides scrollbars; `scrollbars: true` shows them
 * as a desktop browser does (15 px wide), for journeys about what a scrollbar changes.
 */
export function launchBrowser(options: { scrollbars?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    ...(options.scrollbars && { ignoreDefaultArgs: ['--hide-scrollbars'] }),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export async function newContext(
  browser: Browser,
  viewport = DESKTOP,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport,
    reducedMotion: 'reduce',
    ...options,
  });
  context.setDefaultTimeout(15_000);
  return context;
}

/**
 * Whether this run takes the journeys' screenshots: `npm run screenshots` asks for them
 * (E2E_SCREENSHOTS=1); CI and `npm test` take only those of failed journeys (`useBrowser`).
 */
const SCREENSHOTS = process.env.E2E_SCREENSHOTS === '1';

async function screenshot(page: Page, file: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
}

/**
 * Saves a screenshot under e2e/artifacts when the run asks for screenshots (looked at by people,
 * not compared by tests): `npm run screenshots`.
 */
export async function snapshot(page: Page, name: string) {
  if (SCREENSHOTS) await screenshot(page, path.join(ARTIFACTS, `${name}.png`));
}

/** Saves a screenshot of one element, when the run asks for screenshots (as `snapshot`). */
export async function snapshotOf(element: Locator, name: string) {
  if (!SCREENSHOTS) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  await element.screenshot({ path: path.join(ARTIFACTS, `${name}.png`) });
}

/** The pages of a failed journey, as they were when it failed: e2e/artifacts/failed/. */
async function failureShots(pages: Page[], testName: string) {
  const stem = testName.replace(/[^\w-]+/g, '-').slice(0, 80);
  await Promise.all(
    pages
      .filter((p) => !p.isClosed())
      .map((p, i) =>
        screenshot(p, path.join(ARTIFACTS, 'failed', `${stem}-${i + 1}.png`)).catch(
          () => undefined,
        ),
      ),
  );
}

/**
 * Waits until the app has hydrated the page (`main.tsx` marks the document `data-app="live"`).
 * Public pages load it only after the first paint (decision 009).
 */
export async function waitUntilLive(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'live');
}

/** Whether the app has hydrated the page yet. */
export function isLive(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.dataset.app === 'live');
}

let counter = 0;
export function uniqueEmail(prefix = 'traveller'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.com`;
}

export { PASSWORD };

/** Registers through the Register screen, as a person does; leaves the page signed in on Home. */
export async function registerThroughUi(
  page: Page,
  email: string,
  first = 'Nadia',
  last = 'Rahman',
) {
  await page.goto('/register');
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  await page.getByText('Created user successfully').waitFor();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Makes sure an account exists (registering it through the identity API if needed). */
export async function ensureAccount(email: string, name = 'Wayfare Admin') {
  const response = await fetch(`${baseURL()}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseURL() },
    body: JSON.stringify({ email, password: PASSWORD, name }),
  });
  if (!response.ok && response.status !== 422)
    throw new Error(`sign-up of ${email} failed: ${response.status}`);
}

/**
 * An account's API token, made as the web app makes one: signs up through the identity API (or,
 * with `signIn`, signs in to an account that exists), then exchanges the session's cookie for a
 * token at POST /api/jwt, which also records the account in the app as a first sign-in does.
 */
export async function signUpForToken(
  email: string,
  name: string,
  { signIn = false }: { signIn?: boolean } = {},
): Promise<{ email: string; token: string }> {
  const headers = { 'content-type': 'application/json', origin: baseURL() };
  const how = signIn ? 'sign-in' : 'sign-up';
  const session = await fetch(`${baseURL()}/api/auth/${how}/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify(
      signIn ? { email, password: PASSWORD } : { email, password: PASSWORD, name },
    ),
  });
  expect(session.status, `${how} of ${email}`).toBe(200);
  const cookie = session.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const exchange = await fetch(`${baseURL()}/api/jwt`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({ email }),
  });
  expect(exchange.status, `POST /api/jwt for ${email}`).toBe(200);
  const { token } = (await exchange.json()) as { token: string };
  return { email, token };
}

/** Logs in through the Login screen and dismisses the welcome dialog. */
export async function logInThroughUi(page: Page, email: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('heading', { name: 'Logged In Successfully' }).waitFor();
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).waitFor();
}

/**
 * Signs up or signs in through the identity API in the page's own browser profile (the session
 * cookie lands in its cookie jar), then opens Home and waits until the app has exchanged the
 * session for its API token, as after a sign-in by hand: 0.2 s instead of the form's 1.5 s. For
 * journeys that are not about signing in; those fill the forms (`registerThroughUi`,
 * `logInThroughUi`: accounts, forms, sessions and dialogs specs).
 */
async function signInInProfile(page: Page, email: string, name?: string) {
  const how = name === undefined ? 'sign-in' : 'sign-up';
  const response = await page.request.post(`/api/auth/${how}/email`, {
    headers: { origin: baseURL() },
    data: name === undefined ? { email, password: PASSWORD } : { email, password: PASSWORD, name },
  });
  expect(response.status(), `${how} of ${email}: ${await response.text()}`).toBe(200);
  await page.goto('/');
  await page.waitForFunction(() => localStorage.getItem('token') !== null);
  await page.getByRole('button', { name: 'Sign Out' }).waitFor();
}

/** A new account, signed in on Home, as `registerThroughUi` leaves it (through the API). */
export async function register(page: Page, email: string, first = 'Nadia', last = 'Rahman') {
  await signInInProfile(page, email, `${first} ${last}`);
}

/** Signs in an existing account, on Home, as `logInThroughUi` leaves it (through the API). */
export async function logIn(page: Page, email: string) {
  await signInInProfile(page, email);
}

/**
 * Signs in the administrator (ADMIN_EMAILS; global setup redeemed their setup link) through the
 * API; the Login screen's own journey is `logInThroughUi` (accounts.spec.ts).
 */
export async function logInAsAdmin(page: Page) {
  await logIn(page, inject('adminEmail'));
}

/**
 * The process's Chromium for a spec file. `openPage` gives a fresh profile (its own cookies and
 * storage: one per person in a journey); `withPage` closes it; the file's others close after it.
 */
/**
 * One Chromium for all the files a Vitest process runs (vitest.config.ts keeps modules between
 * files): a launch is about a second of both cores, once per file before. Launched again if it
 * went away; Playwright ends it with the process.
 */
let sharedBrowser: Promise<Browser> | undefined;
async function theBrowser(): Promise<Browser> {
  const current = sharedBrowser && (await sharedBrowser);
  if (current?.isConnected()) return current;
  sharedBrowser = launchBrowser();
  return sharedBrowser;
}

export function useBrowser() {
  let browser: Browser | undefined;
  let testName = '';
  // The profiles this file opened: closed after its tests, whatever they left open.
  const opened = new Set<BrowserContext>();
  beforeAll(async () => {
    browser = await theBrowser();
  });
  beforeEach((context) => {
    testName = context.task.name;
  });
  // A failed journey leaves a screenshot of every page it still has open (`withPage` takes its
  // own before closing it).
  afterEach(async (context) => {
    if (context.task.result?.state !== 'fail' || !browser) return;
    await failureShots(
      [...opened].flatMap((c) => c.pages()),
      context.task.name,
    );
  });
  afterAll(async () => {
    await Promise.all([...opened].map((c) => c.close().catch(() => undefined)));
    opened.clear();
  });

  async function openPage(viewport = DESKTOP, options: BrowserContextOptions = {}): Promise<Page> {
    if (!browser) throw new Error('useBrowser: the browser is not launched yet');
    const context = await newContext(browser, viewport, options);
    opened.add(context);
    context.once('close', () => opened.delete(context));
    return context.newPage();
  }

  async function withPage<T>(
    viewport: typeof DESKTOP,
    work: (page: Page) => Promise<T>,
    options: BrowserContextOptions = {},
  ): Promise<T> {
    const page = await openPage(viewport, options);
    try {
      return await work(page);
    } catch (error) {
      await failureShots(page.context().pages(), testName);
      throw error;
    } finally {
      await page.context().close();
    }
  }

  return { openPage, withPage };
}
