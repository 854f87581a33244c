import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Review } from '@wayfare/contract/reviews';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ReviewsCarousel } from './reviews-carousel';

const REVIEWS: Review[] = [
  {
    _id: 'r2',
    name: 'Tahmina Akter',
    designation: 'Travel Photographer',
    rating: 4.5,
    image: '/api/images/abc.webp',
    quote: 'The Sajek sunrise was worth every bend of the road.',
    createdAt: '2026-05-02T10:00:00.000Z',
    isVerifiedTraveller: true,
  },
  {
    _id: 'r1',
    name: 'Farhan Kabir',
    designation: 'Student',
    rating: 0,
    image: '/images/people/person-1-192.webp',
    quote: 'Great guides.',
    createdAt: '2026-05-01T10:00:00.000Z',
  },
];

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function renderCarousel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ReviewsCarousel />
    </QueryClientProvider>,
  );
}

describe('ReviewsCarousel', () => {
  beforeAll(() => {
    // jsdom has no media queries; Swiper's breakpoints ask for them (none match: 1 per view).
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('loads the newest reviews and shows name, photo, designation, stars and quote', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(200, REVIEWS));
    renderCarousel();
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews…');
    expect(
      await screen.findByText('The Sajek sunrise was worth every bend of the road.'),
    ).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/reviews?limit=12', expect.anything());
    const photo = screen.getByRole('img', { name: 'Photo of Tahmina Akter' });
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('src', '/api/images/abc.webp');
    expect(screen.getByText('Travel Photographer')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 0 out of 5' })).toBeInTheDocument();
    // Demo portraits come in three widths.
    expect(
      screen.getByRole('img', { name: 'Photo of Farhan Kabir' }).getAttribute('srcset'),
    ).toContain('/images/people/person-1-384.webp 384w');
  });

  it('marks, in words, only the reviews the server says are by verified travellers', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(200, REVIEWS));
    renderCarousel();
    await screen.findByText('Great guides.');
    const badges = screen.getAllByText('Verified traveller');
    expect(badges).toHaveLength(1);
    expect(badges[0]?.closest('figure')).toHaveTextContent('Tahmina Akter');
  });

  it('shows the error with a way to try again', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValueOnce(answer(503, { detail: 'The service is briefly unavailable.' }))
      .mockResolvedValueOnce(answer(200, REVIEWS));
    renderCarousel();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The service is briefly unavailable.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Great guides.')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('shows the reviews as a plain row at once, and sets up the carousel only once near the viewport', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(200, REVIEWS));
    const observers: { callback: IntersectionObserverCallback; margin?: string }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, margin: options?.rootMargin });
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      renderCarousel();
      await waitFor(() => expect(fetch).toHaveBeenCalled());
      await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
      // The reviews are in, far below: readable as a plain row, no carousel set up yet.
      expect(screen.getByTestId('reviews-row')).toHaveTextContent('Great guides.');
      expect(document.querySelector('.swiper')).toBeNull();
      expect(observers).toHaveLength(1);
      expect(observers[0]?.margin).toBe('100% 0px');
      act(() =>
        observers[0]?.callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      await waitFor(() => expect(document.querySelector('.swiper')).not.toBeNull());
      expect(screen.queryByTestId('reviews-row')).toBeNull();
      expect(screen.getAllByText('Great guides.').length).toBeGreaterThan(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('says so when there are no reviews yet', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(answer(200, []));
    renderCarousel();
    expect(await screen.findByText(/No reviews yet/)).toBeInTheDocument();
  });
});
