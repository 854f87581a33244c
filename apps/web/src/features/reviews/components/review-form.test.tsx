import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dialog } from '@/lib/alerts';
import { FakeXhr } from '@/lib/fake-xhr.test-helper';
import { ReviewForm } from './review-form';

const HOSTED = `/api/images/${'d'.repeat(64)}.webp`;

function answer(body: unknown) {
  return new Response(JSON.stringify(body), {
    status: 201,
    headers: { 'content-type': 'application/json' },
  });
}

async function submitReview() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReviewForm defaultName="Nadia Rahman" />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Designation/), 'Photographer');
  await user.upload(
    screen.getByLabelText('Upload Image'),
    new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'me.jpg', { type: 'image/jpeg' }),
  );
  act(() => FakeXhr.sent().respond(200, { data: { url: HOSTED, width: 10, height: 10 } }));
  await screen.findByText('me.jpg uploaded.');
  await user.type(screen.getByLabelText(/Review Message/), 'Lovely trip.');
  await user.click(screen.getByRole('button', { name: 'Submit' }));
}

describe('ReviewForm', () => {
  beforeEach(() => {
    FakeXhr.last = null;
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('says the spec’s success message when the review is published at once', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer({ insertedId: 'r1' }));
    const fire = vi
      .spyOn(dialog, 'fire')
      .mockResolvedValue({ isConfirmed: true, isDenied: false, isDismissed: false });
    await submitReview();
    await vi.waitFor(() =>
      expect(fire).toHaveBeenCalledWith(
        {
          icon: 'success',
          title: 'Review submitted successfully!',
          text: 'Thank you for your feedback.',
        },
        'en',
      ),
    );
  });

  it('says the review will appear once approved when it is held for approval', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer({ insertedId: 'r2', pending: true }));
    const fire = vi
      .spyOn(dialog, 'fire')
      .mockResolvedValue({ isConfirmed: true, isDenied: false, isDismissed: false });
    await submitReview();
    await vi.waitFor(() =>
      expect(fire).toHaveBeenCalledWith(
        expect.objectContaining({ text: 'Your review will appear once it is approved.' }),
        'en',
      ),
    );
    expect(fire).not.toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Review submitted successfully!' }),
      'en',
    );
  });
});
