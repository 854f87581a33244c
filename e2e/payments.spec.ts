import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, register, snapshot, uniqueEmail, useBrowser } from './support/browser';

const { withPage } = useBrowser();

const money = (text: string | null) => Number((text ?? '').replace(/[^0-9.]/g, ''));

async function bookFirstTwo(page: Page): Promise<number> {
  const cards = page.getByTestId('featured-packages').locator('article');
  await cards.first().waitFor();
  let sum = 0;
  for (const index of [0, 1]) {
    const card = cards.nth(index);
    sum += money(await card.locator('.text-primary').last().textContent());
    await card.getByRole('button', { name: /^Book Now/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByText('Booking successful').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  }
  return sum;
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page
    .getByLabel('Expiry (MM / YY)')
    .fill(`12${String(new Date().getFullYear() + 3).slice(2)}`);
  await page.getByLabel('CVC').fill('123');
}

describe('checkout', () => {
  it('pays two bookings with the test card, then shows the payment and the paid bookings', async () => {
    await withPage(DESKTOP, async (page) => {
      await register(page, uniqueEmail('payer'), 'Tanvir', 'Ahmed');
      const sum = await bookFirstTwo(page);

      await page.goto('/dashboard/booking');
      await page.getByRole('link', { name: /^Pay / }).click();
      await page.waitForURL('**/dashboard/payment');
      await page.getByText('Test mode: no real money moves.').waitFor();
      // What is being paid for, listed above the card form.
      const paying = page.getByRole('region', { name: 'You are paying for' });
      await expect.poll(() => paying.locator('li').count()).toBe(3);
      expect(money(await page.getByTestId('checkout-total').textContent())).toBe(sum);
      const pay = page.getByRole('button', { name: `Pay ${sum} USD` });
      await pay.waitFor();
      expect(await pay.isDisabled()).toBe(true);
      await fillCard(page, '4242 4242 4242 4242');
      await page.getByText('Visa', { exact: true }).waitFor();
      await expect.poll(() => pay.isEnabled()).toBe(true);
      await snapshot(page, 'checkout-1280');
      await pay.click();
      await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor();
      await page.getByText('Your booking has been confirmed.').waitFor();
      const transaction = (await page.getByTestId('transaction-id').textContent()) ?? '';
      expect(transaction).toMatch(/^Transaction ID: pi_\w+$/);
      await page.getByRole('button', { name: 'Close' }).click();

      await page.waitForURL('**/dashboard/paymentHistory');
      const row = page.locator('tbody tr').first();
      await row.waitFor();
      expect(await row.textContent()).toContain(transaction.replace('Transaction ID: ', ''));
      expect(money(await row.locator('td').nth(5).textContent())).toBe(sum);
      await snapshot(page, 'payment-history-1280');

      await page.goto('/dashboard/booking');
      await expect.poll(() => page.locator('tbody .badge', { hasText: 'paid' }).count()).toBe(2);

      // Cancel a paid booking: asks first, then refunds through the processor.
      await page
        .locator('tbody tr')
        .first()
        .getByRole('button', { name: /Cancel and refund/ })
        .click();
      await page.getByRole('heading', { name: 'Cancel this paid booking?' }).waitFor();
      await page.getByRole('button', { name: 'Cancel and refund' }).click();
      await page.getByText('Booking cancelled and refunded').waitFor();
      await expect
        .poll(() => page.locator('tbody .badge', { hasText: 'refunded' }).count())
        .toBe(1);
      // Total price still lists both; the refunded money is told apart, nothing is owed.
      const refundedPrice = money(
        await page
          .locator('tbody tr', { has: page.locator('.badge', { hasText: 'refunded' }) })
          .locator('td')
          .nth(4)
          .textContent(),
      );
      expect(refundedPrice).toBeGreaterThan(0);
      const figure = async (id: string) =>
        money(await page.getByTestId(`booking-${id}`).textContent());
      await expect.poll(() => figure('refunded')).toBe(refundedPrice);
      expect(await figure('total')).toBe(sum);
      expect(await figure('paid')).toBe(sum);
      expect(await figure('outstanding')).toBe(0);
      await snapshot(page, 'my-booking-refunded-1280');
      await page.setViewportSize(PHONE);
      await snapshot(page, 'my-booking-refunded-390');
      await page.setViewportSize(DESKTOP);
      await page.goto('/dashboard/paymentHistory');
      await expect
        .poll(async () =>
          money(await page.locator('tbody tr').first().locator('td').nth(6).textContent()),
        )
        .toBeGreaterThan(0);
    });
  });

  it('shows the processor’s decline message and records nothing', async () => {
    await withPage(DESKTOP, async (page) => {
      await register(page, uniqueEmail('declined'));
      const sum = await bookFirstTwo(page);
      await page.goto('/dashboard/payment');
      await fillCard(page, '4000 0000 0000 0002');
      const pay = page.getByRole('button', { name: `Pay ${sum} USD` });
      await expect.poll(() => pay.isEnabled()).toBe(true);
      await pay.click();
      await expect
        .poll(() => page.getByTestId('payment-error').textContent())
        .toBe('Your card was declined.');
      await fillCard(page, '4000 0000 0000 9995');
      // Another card: the old decline no longer stands.
      await expect.poll(() => page.getByTestId('payment-error').textContent()).toBe('');
      await pay.click();
      await expect
        .poll(() => page.getByTestId('payment-error').textContent())
        .toBe('Your card has insufficient funds.');
      await page.goto('/dashboard/paymentHistory');
      await page.getByText('No payment history found.').waitFor();
      await page.goto('/dashboard/booking');
      await expect.poll(() => page.locator('tbody .badge', { hasText: 'unpaid' }).count()).toBe(2);
    });
  });

  it('checks the card number as it is typed', async () => {
    await withPage(PHONE, async (page) => {
      await register(page, uniqueEmail('typo'));
      await bookFirstTwo(page);
      await page.goto('/dashboard/payment');
      await page.getByLabel('Card number').fill('4242 4242 4242 4241');
      await page.getByLabel('CVC').click();
      await page.getByText('Your card number is incorrect.').waitFor();
      expect(await page.getByRole('button', { name: /^Pay / }).isDisabled()).toBe(true);
      await snapshot(page, 'checkout-390');
    });
  });
});
