import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

/*
 * The Contact form's answers as the spec words them (docs/product.md §8): "Message Sent!" on
 * success, "Error!" with its text on any failure, a refusal by the mail limits (429) included.
 * The dialogs are SweetAlert2's own, read from the page; only the network is stood in for.
 */

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ContactForm user={{ name: 'Nadia Rahman', email: 'nadia@example.com' }} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function send(message: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Message/), message);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

function problem(status: number, code: string, detail: string, headers: Record<string, string>) {
  return new Response(
    JSON.stringify({ type: 'about:blank', title: 'Too many requests', status, code, detail }),
    { status, headers: { 'content-type': 'application/problem+json', ...headers } },
  );
}

describe('ContactForm', () => {
  // What SweetAlert2 needs of a browser and jsdom lacks: matchMedia (is motion reduced?) and
  // innerText, through which it writes a dialog's title (`titleText`).
  const innerText = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'innerText');
  beforeAll(() => {
    Object.defineProperty(HTMLElement.prototype, 'innerText', {
      configurable: true,
      get(this: HTMLElement) {
        return this.textContent ?? '';
      },
      set(this: HTMLElement, text: string) {
        this.textContent = text;
      },
    });
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: false,
      media,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }));
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    if (innerText) Object.defineProperty(HTMLElement.prototype, 'innerText', innerText);
    else delete (HTMLElement.prototype as { innerText?: string }).innerText;
  });

  afterEach(async () => {
    vi.restoreAllMocks();
    // SweetAlert2 keeps its dialog in <body> until closed.
    (await import('sweetalert2')).default.close();
    document.body.innerHTML = '';
  });

  it('shows the spec’s failure dialog, word for word, when the mail limit refuses (429)', async () => {
    const detail =
      'Many messages were sent from this account or to this address in the last hour. Please try again in 42 minutes.';
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(problem(429, 'RATE_LIMITED', detail, { 'retry-after': '2520' }));
    renderForm();
    await send('One message too many');

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Error!' })).toBeInTheDocument();
    expect(
      within(dialog).getByText(
        'Something went wrong while sending your message. Please try again later.',
      ),
    ).toBeInTheDocument();
    // Why, beneath it: the server's own words.
    expect(within(dialog).getByText(detail)).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/contacts');
    expect(JSON.parse(init?.body as string)).toMatchObject({
      email: 'nadia@example.com',
      message: 'One message too many',
    });
  });

  it('shows "Message Sent!" when the message is taken', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ insertedId: 'c1' }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
    );
    renderForm();
    await send('Do you arrange trips for a school group?');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Message Sent!' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('We have received your message and will get back to you soon.'),
    ).toBeInTheDocument();
  });
});
