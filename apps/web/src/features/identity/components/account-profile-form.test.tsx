import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setTripTimeZone } from '@/lib/trip-time';
import { AccountProfileForm } from './account-profile-form';

vi.mock('@/features/identity/use-auth', () => ({
  useAuth: () => ({ refreshSession: vi.fn() }),
}));

const ACCOUNT = {
  name: 'Nadia Rahman',
  email: 'nadia@example.com',
  role: 'user' as const,
  signInMethods: ['password'],
  hasPassword: true,
  // 20:30 on 30 November in UTC is already 1 December in Dhaka (UTC+6).
  createdAt: '2026-11-30T20:30:00.000Z',
  language: null,
  digits: null,
};

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AccountProfileForm account={ACCOUNT} />
    </QueryClientProvider>,
  );
  return screen.getByText('Member since').nextElementSibling?.textContent;
}

afterEach(() => setTripTimeZone(undefined));

describe('AccountProfileForm', () => {
  it("dates 'Member since' by the agency's day, whatever the device's zone", () => {
    setTripTimeZone('Asia/Dhaka');
    expect(renderForm()).toBe('1 Dec 2026');
  });

  it('follows the zone the server names', () => {
    setTripTimeZone('America/Los_Angeles');
    expect(renderForm()).toBe('30 Nov 2026');
  });
});
