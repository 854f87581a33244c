import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModeratedReview } from '@wayfare/contract/reviews';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dialog, successToast } from '@/lib/alerts';
import { ModerateReviewsTable } from './moderate-reviews-table';

vi.mock('@/lib/alerts', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  successToast: vi.fn(),
}));

const confirmed = (isConfirmed: boolean) => ({
  isConfirmed,
  isDenied: false,
  isDismissed: !isConfirmed,
});

const HELD: ModeratedReview = {
  _id: 'r-held',
  name: 'Nadia Rahman',
  designation: 'Photographer',
  rating: 4,
  image: '/images/people/person-1-192.webp',
  quote: 'Waiting for a moderator.',
  createdAt: '2026-05-02T10:00:00.000Z',
  isVerifiedTraveller: true,
  packageId: null,
  status: 'held',
  moderatedAt: null,
  moderatedBy: null,
};
const PUBLISHED: ModeratedReview = {
  ...HELD,
  _id: 'r-pub',
  name: 'Farhan Kabir',
  quote: 'Public already.',
  isVerifiedTraveller: false,
  status: 'published',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderTable() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ModerateReviewsTable />
    </QueryClientProvider>,
  );
}

/** The desktop table's row for a quote (the phone list repeats it, hidden by CSS). */
async function rowOf(quote: string) {
  const table = await screen.findByTestId('reviews-table');
  const row = within(table).getByText(quote).closest('tr');
  if (!row) throw new Error(`no row for ${quote}`);
  return within(row);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(successToast).mockClear();
});

describe('ModerateReviewsTable', () => {
  it('shows each review’s status in words and approves a held one', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation((_url, init) =>
        Promise.resolve(
          init?.method === 'PATCH'
            ? json({ ...HELD, status: 'published' })
            : json([HELD, PUBLISHED]),
        ),
      );
    renderTable();
    const held = await rowOf('Waiting for a moderator.');
    expect(held.getByText('Waiting for approval')).toBeInTheDocument();
    expect(held.getByText('Verified traveller')).toBeInTheDocument();
    const published = await rowOf('Public already.');
    expect(published.getByText('Published')).toBeInTheDocument();
    expect(published.queryByRole('button', { name: /Approve/ })).toBeNull();

    await userEvent
      .setup()
      .click(held.getByRole('button', { name: 'Approve the review by Nadia Rahman' }));
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/reviews/r-held',
        expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ approved: true }) }),
      ),
    );
    await vi.waitFor(() =>
      expect(successToast).toHaveBeenCalledWith('Review by Nadia Rahman approved'),
    );
  });

  it('asks before hiding, naming the author, and hides nothing when cancelled', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(json([PUBLISHED])));
    const fire = vi.spyOn(dialog, 'fire').mockResolvedValueOnce(confirmed(false));
    renderTable();
    const row = await rowOf('Public already.');
    const user = userEvent.setup();
    await user.click(row.getByRole('button', { name: 'Hide the review by Farhan Kabir' }));
    expect(fire).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Hide the review by Farhan Kabir?', focusCancel: true }),
      'en',
    );
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);

    fire.mockResolvedValueOnce(confirmed(true));
    fetch.mockImplementation((_url, init) =>
      Promise.resolve(
        init?.method === 'PATCH' ? json({ ...PUBLISHED, status: 'hidden' }) : json([PUBLISHED]),
      ),
    );
    await user.click(row.getByRole('button', { name: 'Hide the review by Farhan Kabir' }));
    await vi.waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(
        '/api/reviews/r-pub',
        expect.objectContaining({ method: 'PATCH', body: JSON.stringify({ hidden: true }) }),
      ),
    );
  });
});
