import type { FileChooser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { focusProblem } from './a11y';
import { PASSWORD } from './browser';

/*
 * The keys of the keyboard journeys (docs/accessibility.md: no mouse anywhere). Every key goes
 * through `press`, which looks at the focus after it: the focused element shows a focus indicator,
 * and while a modal dialog is open the focus is inside it (see focusProblem).
 */

/**
 * Presses a key, then checks the focus (see focusProblem). A dialog the key opened takes the focus
 * a moment after it shows, so the check waits a little for a problem to go away.
 */
export async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expect.poll(() => focusProblem(page), { message: `after ${key}`, timeout: 5_000 }).toBe('');
}

export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement);
}

/**
 * Presses Tab until `target` has the focus (at most `limit` times; if it never comes, Shift+Tab as
 * many times the other way), checking the focus after every press.
 */
export async function tabTo(page: Page, target: Locator, limit = 80) {
  await target.waitFor();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < limit && !(await isFocused(target)); i++) await press(page, key);
    if (await isFocused(target)) return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/**
 * Tabs to a file field, opens its chooser with Space and gives it `files`. The wait for the chooser
 * starts before the first Tab: Playwright asks Chromium to hand it the page's choosers without
 * waiting for the answer, and that request travels apart from the keys, so a key pressed at once
 * could open a chooser Chromium was not yet told to hand over (CI saw that wait time out once).
 */
export async function chooseFileByKeyboard(
  page: Page,
  field: Locator,
  files: Parameters<FileChooser['setFiles']>[0],
) {
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, field);
  await press(page, 'Space');
  await (await chooser).setFiles(files);
}

/** Waits until the open SweetAlert2 dialog has the focus (it takes it as it opens). */
export async function popupHasFocus(page: Page) {
  const popup = page.locator('.swal2-popup');
  await popup.waitFor();
  await expect
    .poll(() => popup.evaluate((el) => el.contains(document.activeElement)), { timeout: 10_000 })
    .toBe(true);
  // SweetAlert2 fills in and rings its buttons a moment after it moves the focus there.
  await expect.poll(() => focusProblem(page), { timeout: 5_000 }).toBe('');
}

/** Tabs `times` times (one in three backwards), checking that the focus stays in the popup. */
export async function tabStaysInPopup(page: Page, times: number) {
  for (let i = 0; i < times; i++) await press(page, i % 3 === 2 ? 'Shift+Tab' : 'Tab');
}

/** Selects what a text field holds and types `text` in its place. */
export async function typeOver(page: Page, text: string) {
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
}

/**
 * Opens `url` and follows the "Skip to content" link (the first Tab stop) with Enter, as a
 * keyboard user does on a page they know: the next Tab goes into the page's content.
 */
export async function openPage(page: Page, url: string, heading: string) {
  await page.goto(url);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
  await press(page, 'Tab');
  expect(await isFocused(page.getByRole('link', { name: 'Skip to content' }))).toBe(true);
  await press(page, 'Enter');
}

/** Signs in on the Login screen by keyboard and closes the welcome dialog with Enter. */
export async function logInByKeyboard(page: Page, email: string) {
  await openPage(page, '/login', 'Login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(email);
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(PASSWORD);
  await press(page, 'Enter');
  await page.getByRole('heading', { name: 'Logged In Successfully' }).waitFor();
  await popupHasFocus(page);
  await press(page, 'Enter');
  await page.locator('.swal2-popup').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Sign Out' }).waitFor();
}
