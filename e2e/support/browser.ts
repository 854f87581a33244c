import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { PASSWORD } from './accounts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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

/** Saves a screenshot under e2e/artifacts (looked at by people, not compared by tests). */
export async function snapshot(page: Page, name: string) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({
    path: path.join(ARTIFACTS, `${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
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

/** Signs in the administrator (ADMIN_EMAILS; global setup redeemed their setup link). */
export async function logInAsAdmin(page: Page) {
  const email = inject('adminEmail');
  await ensureAccount(email);
  await logInThroughUi(page, email);
}

/**
 * One Chromium per spec file, launched before its tests and closed after them. `openPage` gives a
 * fresh profile (its own cookies and storage: one per person in a journey); `withPage` closes it.
 */
export function useBrowser() {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function openPage(viewport = DESKTOP, options: BrowserContextOptions = {}): Promise<Page> {
    if (!browser) throw new Error('useBrowser: the browser is not launched yet');
    return (await newContext(browser, viewport, options)).newPage();
  }

  async function withPage<T>(
    viewport: typeof DESKTOP,
    work: (page: Page) => Promise<T>,
    options: BrowserContextOptions = {},
  ): Promise<T> {
    const page = await openPage(viewport, options);
    try {
      return await work(page);
    } finally {
      await page.context().close();
    }
  }

  return { openPage, withPage };
}
