import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commonMessages } from '@/lib/messages';
import { DownloadCsvButton } from './download-csv-button';
import { uiMessages } from './messages';

/** The button on a page at `path` (its language is the path's). */
function renderAt(path: string, what: string) {
  const router = createMemoryRouter(
    [
      {
        path,
        element: <DownloadCsvButton kind="bookings" filters={{ status: 'paid' }} what={what} />,
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => vi.restoreAllMocks());

describe('DownloadCsvButton', () => {
  it('is named for what it downloads, and says a failure with the reason', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    renderAt('/dashboard/allBookings', 'these bookings');
    const button = screen.getByRole('button', { name: 'Download CSV of these bookings' });
    expect(button).toHaveTextContent('Download CSV');
    await userEvent.setup().click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The CSV could not be downloaded: Cannot reach Wayfare. Check your connection and try again.',
    );
    expect(fetch).toHaveBeenCalledWith('/api/exports/bookings.csv?status=paid', expect.anything());
  });

  it('speaks Bangla on a Bangla page, the app’s own failure text included', async () => {
    await Promise.all([uiMessages.ready('bn'), commonMessages.ready('bn')]);
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    renderAt('/bn/dashboard/allBookings', 'এই বুকিংগুলো');
    const button = await screen.findByRole('button', {
      name: 'এই বুকিংগুলো CSV হিসেবে ডাউনলোড করুন',
    });
    expect(button).toHaveTextContent('CSV ডাউনলোড করুন');
    await userEvent.setup().click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'CSV ডাউনলোড করা যায়নি: Wayfare-এর সঙ্গে সংযোগ করা যাচ্ছে না। আপনার ইন্টারনেট সংযোগ দেখে আবার চেষ্টা করুন।',
    );
  });
});
