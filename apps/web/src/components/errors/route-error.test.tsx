import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { RouteError } from './route-error';

function renderFailing(error: unknown) {
  const router = createMemoryRouter([
    {
      path: '/',
      errorElement: <RouteError />,
      loader: () => {
        throw error;
      },
      element: <p>never</p>,
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('RouteError', () => {
  it("shows an API failure's request id as its reference", async () => {
    renderFailing(
      new ApiError(503, {
        detail: 'The service took too long to answer. Please try again in a moment.',
        code: 'DATABASE_UNAVAILABLE',
        requestId: '7c0e2f1a-58d4-4c3b-9a55-0b7f8e2d6a11',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(
      screen.getByText('The service took too long to answer. Please try again in a moment.'),
    ).toBeVisible();
    expect(screen.getByText('7c0e2f1a-58d4-4c3b-9a55-0b7f8e2d6a11')).toBeVisible();
    expect(screen.getByText(/^Reference:/)).toBeVisible();
  });

  it('shows no reference when the failure has none', async () => {
    renderFailing(new Error('Boom'));
    expect(await screen.findByText('Boom')).toBeVisible();
    expect(screen.queryByText(/Reference:/)).toBeNull();
  });
});
