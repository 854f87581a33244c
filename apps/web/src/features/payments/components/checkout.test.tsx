import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialog } from '@/lib/alerts';
import { Checkout } from './checkout';

/** docs/product.md's words, as the spec writes them. */
const INTENT_FAILED = 'Failed to create payment intent. Please try again.';

/* Checkout once a booked trip has left: the server's 409 DEPARTURE_STARTED is said as it is. */

const LEFT = '“Tanguar Haor” has already left, so its booking can no longer be paid.';
const REFUNDED =
  '“Tanguar Haor” had already left when this payment went through, so that booking was not paid and 210 USD are refunded to your card.';

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': status < 300 ? 'application/json' : 'application/problem+json' },
  });
}

const departureStarted = (detail: string) =>
  reply(409, {
    title: 'The departure has started',
    status: 409,
    code: 'DEPARTURE_STARTED',
    detail,
  });

/** The API and the built-in processor as the page reaches them, by path. */
function serve(answers: { intent: () => Response; record?: () => Response }) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const path = new URL(url, 'http://localhost').pathname;
    if (path === '/api/payment-config') {
      return Promise.resolve(reply(200, { processor: 'built-in', publishableKey: 'pk_test_x' }));
    }
    if (path === '/api/create-payment-intent') return Promise.resolve(answers.intent());
    if (path === '/api/processor/v1/payment_intents/pi_1/confirm') {
      return Promise.resolve(reply(200, { id: 'pi_1', status: 'succeeded' }));
    }
    if (path === '/api/payments' && answers.record) return Promise.resolve(answers.record());
    return Promise.reject(new Error(`unexpected call ${path}`));
  });
}

function renderCheckout(onPaid = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <Checkout
        total={210}
        billingName="Nadia Rahman"
        billingEmail="nadia@example.com"
        onPaid={onPaid}
      />
    </QueryClientProvider>,
  );
  return onPaid;
}

describe('Checkout after the departure has started', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says why no payment can start: the trip has left', async () => {
    serve({ intent: () => departureStarted(LEFT) });
    renderCheckout();
    expect(await screen.findByText(`${INTENT_FAILED} ${LEFT}`)).toBeInTheDocument();
  });

  it('says that a payment that went through after the start was refunded, not paid', async () => {
    serve({
      intent: () =>
        reply(200, {
          clientSecret: 'pi_1_secret_x',
          paymentIntentId: 'pi_1',
          amount: 210,
          bookingIds: ['b1'],
        }),
      record: () => departureStarted(REFUNDED),
    });
    const fire = vi
      .spyOn(dialog, 'fire')
      .mockResolvedValue({ isConfirmed: true, isDenied: false, isDismissed: false });
    const onPaid = renderCheckout();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Card number/), '4242424242424242');
    await user.type(screen.getByLabelText(/Expiry/), '1230');
    await user.type(screen.getByLabelText(/CVC/), '123');
    const pay = screen.getByRole('button', { name: /Pay 210 USD/ });
    await vi.waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await vi.waitFor(() =>
      expect(fire).toHaveBeenCalledWith(
        {
          icon: 'warning',
          title: 'Your trip had already left',
          text: REFUNDED,
          confirmButtonText: 'Close',
        },
        'en',
      ),
    );
    expect(fire).toHaveBeenCalledTimes(1);
    expect(onPaid).not.toHaveBeenCalled();
    expect(screen.getByTestId('payment-error')).toHaveTextContent('');
  });
});
