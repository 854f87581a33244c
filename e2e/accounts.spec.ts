import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { expectAccessible } from './support/a11y';
import {
  baseURL,
  DESKTOP,
  logInThroughUi,
  PASSWORD,
  PHONE,
  registerThroughUi,
  snapshot,
  uniqueEmail,
  useBrowser,
  waitUntilLive,
} from './support/browser';

const { withPage } = useBrowser();

describe('accounts', () => {
  it('registers, reaches My Booking through Dashboard, signs out to home', async () => {
    await withPage(DESKTOP, async (page) => {
      const email = uniqueEmail();
      await registerThroughUi(page, email);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);

      const dashboard = page.getByRole('link', { name: 'Dashboard' });
      await expect.poll(() => dashboard.getAttribute('href')).toBe('/dashboard/booking');
      await dashboard.click();
      await page.waitForURL('**/dashboard/booking');
      await page.getByRole('heading', { name: 'My Booking' }).waitFor();
      const menu = page.getByTestId('dashboard-menu');
      for (const label of [
        'My Booking',
        'Add Review',
        'My Destination',
        'Payment History',
        'Home',
      ]) {
        await menu.getByRole('link', { name: label, exact: true }).waitFor();
      }
      expect(await menu.getByRole('link', { name: 'Add Package' }).count()).toBe(0);
      await snapshot(page, 'dashboard-user-1280');

      await page.getByRole('button', { name: 'Sign Out' }).click();
      await page.getByRole('heading', { name: 'Logged out successfully!' }).waitFor();
      await page.getByText('You will be redirected to the home page.').waitFor();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: 'Login' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    });
  });

  it('signs in an admin whose Dashboard link goes to Add Package with the admin menu', async () => {
    await withPage(DESKTOP, async (page) => {
      // Through the Login screen, as a person does (the other journeys sign in through the API).
      await logInThroughUi(page, inject('adminEmail'));
      const dashboard = page.getByRole('link', { name: 'Dashboard' });
      await expect.poll(() => dashboard.getAttribute('href')).toBe('/dashboard/addPackage');
      await dashboard.click();
      await page.waitForURL('**/dashboard/addPackage');
      await page.getByRole('heading', { name: 'Add a New Package' }).waitFor();
      const menu = page.getByTestId('dashboard-menu');
      for (const label of [
        'Add Package',
        'Manage Package',
        'All Booking',
        'Manage User',
        'User Request',
        'Home',
      ]) {
        await menu.getByRole('link', { name: label, exact: true }).waitFor();
      }
      await page.goto('/dashboard/allUsers');
      await page.getByRole('heading', { name: 'Manage User' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/dashboard/allUsers');
    });
  });

  it('logs in with e-mail and password, showing the provider error first for a wrong password', async () => {
    await withPage(DESKTOP, async (page) => {
      const email = uniqueEmail('login');
      await registerThroughUi(page, email);
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();

      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill('not-my-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('heading', { name: 'Error!' }).waitFor();
      await page.getByText(/invalid email or password/i).waitFor();
      await page.getByRole('button', { name: 'Try Again' }).click();

      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('heading', { name: 'Logged In Successfully' }).waitFor();
      await page.getByText('Welcome back!').waitFor();
      await page.getByRole('button', { name: 'OK' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    });
  });

  it('refuses mismatched passwords with an alert and sends nothing', async () => {
    await withPage(DESKTOP, async (page) => {
      let signUps = 0;
      page.on('request', (r) => {
        if (r.url().includes('/api/auth/sign-up')) signUps += 1;
      });
      await page.goto('/register');
      await page.getByLabel('First name').fill('Mismatched');
      await page.getByLabel('Email').fill(uniqueEmail('mismatch'));
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await page.getByLabel('Confirm password').fill(`${PASSWORD}-typo`);
      const messages: string[] = [];
      page.once('dialog', (dialog) => {
        messages.push(dialog.message());
        void dialog.accept();
      });
      await page.getByRole('button', { name: 'Register' }).click();
      await expect.poll(() => messages).toEqual(['Passwords do not match']);
      expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
      expect(signUps).toBe(0);
    });
  });

  it('sends a signed-in non-admin who opens an admin screen to /login, and says why', async () => {
    await withPage(DESKTOP, async (page) => {
      await registerThroughUi(page, uniqueEmail('nonadmin'));
      await page.goto('/dashboard/allUsers');
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: 'Login' }).waitFor();
      await page.getByRole('status').getByText('That page is for administrators.').waitFor();
      await snapshot(page, 'login-admin-only-1280');
      // A visitor sent to /login is not told that.
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.goto('/dashboard/allUsers');
      await page.waitForURL('**/login');
      await page.getByRole('heading', { name: 'Login' }).waitFor();
      expect(await page.getByText('That page is for administrators.').count()).toBe(0);
    });
  });

  it('sends a visitor who opens the dashboard to /login, then back after signing in', async () => {
    await withPage(DESKTOP, async (page) => {
      const email = uniqueEmail('return');
      await registerThroughUi(page, email);
      await page.getByRole('button', { name: 'Sign Out' }).click();
      await page.getByRole('button', { name: 'Continue', exact: true }).click();
      await page.goto('/dashboard/paymentHistory');
      await page.waitForURL('**/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('button', { name: 'OK' }).click();
      await page.waitForURL('**/dashboard/paymentHistory');
      await page.getByRole('heading', { name: 'Payment History' }).waitFor();
    });
  });
});

/**
 * Opens the test provider's window from /login and signs in there as `email`: the provider's own
 * pages, its login form, then consent, until the window closes. Answers the window's inner size.
 */
async function signInAtTestProvider(page: Page, email: string): Promise<number[]> {
  await page.goto('/login');
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Wayfare Test SSO' }).click();
  const popup = await opened;
  await popup.locator('input[name="login"]').fill(email);
  const size = await popup.evaluate(() => [window.innerWidth, window.innerHeight]);
  await popup.locator('input[name="password"]').fill('any-password');
  await popup.getByRole('button', { name: 'Sign-in' }).click();
  await popup.getByRole('button', { name: 'Continue', exact: true }).click();
  await popup.waitForEvent('close');
  return size;
}

describe('social sign-in', () => {
  it('signs in through the OpenID Connect provider in a 500 by 600 window and lands home signed in', async () => {
    await withPage(DESKTOP, async (page) => {
      const windowSize = await signInAtTestProvider(page, uniqueEmail('sso'));
      expect(windowSize).toEqual([500, 600]);
      await page.getByText('Created user successfully').waitFor();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: 'Sign Out' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);
      await expect
        .poll(() => page.getByRole('link', { name: 'Dashboard' }).getAttribute('href'))
        .toBe('/dashboard/booking');
    });
  });

  it('is signed in when the window closes before its report arrives', async () => {
    await withPage(DESKTOP, async (page) => {
      // A busy phone: the window back at /auth/social closes, and its word never reaches this tab.
      await page.context().addInitScript(() => {
        if (location.pathname === '/auth/social') BroadcastChannel.prototype.postMessage = () => {};
      });
      await signInAtTestProvider(page, uniqueEmail('sso-unreported'));
      await page.getByText('Created user successfully').waitFor();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('button', { name: 'Sign Out' }).waitFor();
    });
  });

  it('stays signed out when the window is closed, and says so when pop-ups are blocked', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/login');
      const button = page.getByRole('button', { name: 'Continue with Wayfare Test SSO' });
      const opened = page.waitForEvent('popup');
      await button.click();
      const popup = await opened;
      await popup.locator('input[name="login"]').waitFor();
      await popup.close();
      await expect.poll(() => button.isEnabled()).toBe(true);
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(await page.getByRole('button', { name: 'Sign Out' }).count()).toBe(0);

      // What a browser that blocks pop-ups answers.
      await page.evaluate(() => {
        window.open = () => null;
      });
      await button.click();
      await page.getByRole('heading', { name: 'Error!' }).waitFor();
      await page
        .getByText('The sign-in window was blocked by the browser.', { exact: false })
        .waitFor();
    });
  });
  it('finishes on the login page when the provider comes back to a tab it cannot close', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/auth/social?social=failed&error=access_denied');
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByText('access denied').waitFor();
    });
  });
});

describe('text from the address', () => {
  it('never becomes markup on the login page or the social callback', async () => {
    await withPage(DESKTOP, async (page) => {
      const payloads = [
        '<a id="injected" href="https://evil.example">Click to restore your account</a>',
        '<meta id="injected" http-equiv="refresh" content="0;url=about:blank#pwned">',
        '<img id="injected" src="x" onerror="document.title=1">',
      ];
      for (const payload of payloads) {
        for (const path of ['/login', '/auth/social']) {
          const url = `${path}?social=failed&error=${encodeURIComponent(payload)}`;
          await page.goto(url);
          await page.getByText('Social sign-in failed. Please try again.').waitFor();
          expect(await page.locator('#injected').count(), `${path} ${payload}`).toBe(0);
          expect(await page.getByText('Click to restore your account').count()).toBe(0);
          // No element of the address's text exists: no refresh can fire, no link be followed.
          expect(
            await page.locator('meta[http-equiv="refresh" i], .swal2-container a').count(),
          ).toBe(0);
          expect(new URL(page.url()).origin).toBe(new URL(baseURL()).origin);
          expect(new URL(page.url()).hash).not.toBe('#pwned');
        }
      }
    });
  });
});

describe('site frame', () => {
  it('shows the 404 page for an unknown path, with a way home', async () => {
    await withPage(DESKTOP, async (page) => {
      // Answered 404, so that search engines and monitors see the truth; pages answer 200.
      expect((await page.goto('/no/such/place'))?.status()).toBe(404);
      await page.getByRole('heading', { name: 'Page Not Found' }).waitFor();
      await page.getByText('Oops! The page you are looking for does not exist.').waitFor();
      await page.getByRole('link', { name: 'Back to Home' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      for (const known of ['/dashboard/booking', '/dashboard/updatePackage/any-id', '/login']) {
        expect((await page.request.get(known)).status()).toBe(200);
      }
    });
  });

  it('passes axe on the 404 page, its large "404" included, by keyboard at 390 and 1280 px', async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      await withPage(viewport, async (page) => {
        expect((await page.goto('/no/such/place'))?.status()).toBe(404);
        await page.getByRole('heading', { name: 'Page Not Found', level: 1 }).waitFor();
        // Decorative (hidden from screen readers), but still there and seen.
        expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true);
        await expectAccessible(page);
        await snapshot(page, `not-found-${viewport.width}`);
        const home = page.getByRole('link', { name: 'Back to Home' });
        await home.focus();
        await page.keyboard.press('Enter');
        await page.waitForURL((url) => url.pathname === '/');
      });
    }
  });

  it('answers 404 with "Package not found" for a package there is none of', async () => {
    await withPage(PHONE, async (page) => {
      for (const id of ['00000000-0000-0000-0000-000000000000', "1'%20or%201=1"]) {
        expect((await page.goto(`/packages/${id}`))?.status(), id).toBe(404);
        await page.getByRole('heading', { name: 'Package not found', level: 1 }).waitFor();
        await page.getByRole('link', { name: 'Search packages' }).waitFor();
      }
      expect(await page.title()).toBe('Package not found · Wayfare');
      // Live, the app shows the same page from the answer the server handed it.
      await waitUntilLive(page);
      expect(
        await page.getByRole('heading', { name: 'Package not found', level: 1 }).isVisible(),
      ).toBe(true);
    });
  });

  it('leads the footer quick links to real pages', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/');
      const footer = page.getByRole('navigation', { name: 'Quick Links' });
      for (const [link, heading, path] of [
        ['Privacy Policy', 'Privacy Policy', '/privacy'],
        ['Terms & Conditions', 'Terms & Conditions', '/terms'],
        ['About Us', 'About Wayfare', '/about'],
        ['Contact Us', 'Contact Us', '/contact'],
      ] as const) {
        await footer.getByRole('link', { name: link }).click();
        await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
        expect(new URL(page.url()).pathname).toBe(path);
      }
      await page.goto('/privacy');
      await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
      await snapshot(page, 'privacy-1280');
      await page.setViewportSize(PHONE);
      await page.goto('/terms');
      await page.getByRole('heading', { name: 'Terms & Conditions', level: 1 }).waitFor();
      await snapshot(page, 'terms-390');
    });
  });

  it('collapses the navigation into a dropdown at phone width', async () => {
    await withPage(PHONE, async (page) => {
      await page.goto('/');
      await page.getByTestId('featured-packages').waitFor();
      const dropdown = page.getByTestId('nav-dropdown');
      expect(await dropdown.getByRole('link', { name: 'Search' }).isVisible()).toBe(false);
      await snapshot(page, 'home-390');
      await page.getByRole('button', { name: 'Open menu' }).click();
      for (const label of ['Home', 'About', 'Destination', 'Search', 'Contact']) {
        await dropdown
          .getByRole('link', { name: label, exact: true })
          .waitFor({ state: 'visible' });
      }
      await snapshot(page, 'nav-dropdown-390');
      await dropdown.getByRole('link', { name: 'Destination' }).click();
      await page.waitForURL('**/booking');
    });
  });

  it('shows the home page with demo packages at desktop width', async () => {
    await withPage(DESKTOP, async (page) => {
      await page.goto('/');
      const cards = page.getByTestId('featured-packages').locator('article');
      await cards.first().waitFor();
      expect(await cards.count()).toBeGreaterThanOrEqual(8);
      await page.getByRole('link', { name: 'Destination' }).waitFor();
      await snapshot(page, 'home-1280');
    });
  });
});
