import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { MailDelivery } from '@wayfare/contract/mail';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MailDeliveryNotice } from './mail-delivery-notice';

function answer(delivery: MailDelivery) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(() =>
    Promise.resolve(
      new Response(JSON.stringify(delivery), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    ),
  );
}

function renderNotice(places: ('outbox' | 'overview')[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {places.map((place) => (
          <MailDeliveryNotice key={place} place={place} />
        ))}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('MailDeliveryNotice', () => {
  it('says plainly on the outbox that e-mail is not delivered, and how many were kept', async () => {
    const fetch = answer({ transport: 'outbox', days: 7, keptOnly: 12 });
    renderNotice(['outbox']);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'E-mail is not being delivered: 12 messages from the last 7 days were kept only here; set SMTP_URL',
    );
    expect(fetch.mock.calls[0]![0]).toBe('/api/mail/delivery');
  });

  it('says it on the Overview too, pointing to the Mail Outbox, one message in the singular', async () => {
    answer({ transport: 'outbox', days: 7, keptOnly: 1 });
    renderNotice(['overview']);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'E-mail is not being delivered: 1 message from the last 7 days was kept only in the Mail Outbox; set SMTP_URL',
    );
    expect(screen.getByRole('link', { name: 'Mail Outbox' })).toHaveAttribute(
      'href',
      '/dashboard/mail',
    );
  });

  it('says where mail goes on the outbox when SMTP delivers it, and nothing on the Overview', async () => {
    answer({ transport: 'smtp', days: 7, keptOnly: 3 });
    // Both on one query client: once the outbox's notice shows, the Overview has the same answer.
    renderNotice(['outbox', 'overview']);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Messages are delivered through the SMTP server (SMTP_URL).',
    );
    expect(screen.getAllByRole('note')).toHaveLength(1);
    expect(screen.queryByText(/not being delivered/)).toBeNull();
  });
});
