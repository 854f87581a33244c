import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as PasswordResetModule from '@/features/identity/api/password-reset';
import { ProviderError } from '@/features/identity/auth-errors';
import { ResetPasswordForm } from './reset-password-form';

const resetPassword = vi.hoisted(() => vi.fn());
vi.mock('@/features/identity/api/password-reset', async (load) => ({
  ...(await load<typeof PasswordResetModule>()),
  resetPassword,
}));

function renderForm(onReset = vi.fn(), onDeadLink = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['auth-config'], {
    passwordMinLength: 10,
    passwordMaxLength: 64,
    socialProviders: [],
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <ResetPasswordForm token="tok-1" onReset={onReset} onDeadLink={onDeadLink} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { onReset, onDeadLink };
}

async function fill(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordForm', () => {
  afterEach(() => vi.clearAllMocks());

  it("holds to the server's length rule and sends nothing shorter", async () => {
    renderForm();
    expect(screen.getByText('At least 10 characters.')).toBeInTheDocument();
    await fill('short-pw1');
    expect(await screen.findByText('Use at least 10 characters')).toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it('says when the two passwords differ, and sends nothing', async () => {
    renderForm();
    await fill('long-enough-1', 'long-enough-2');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(resetPassword).not.toHaveBeenCalled();
  });

  it("sends the link's token with the new password, then hands over", async () => {
    resetPassword.mockResolvedValue(undefined);
    const { onReset } = renderForm();
    await fill('long-enough-1');
    expect(resetPassword).toHaveBeenCalledWith({ token: 'tok-1', newPassword: 'long-enough-1' });
    expect(onReset).toHaveBeenCalledOnce();
  });

  it('offers a new link when the token is used or expired', async () => {
    resetPassword.mockRejectedValue(
      new ProviderError({ code: 'INVALID_TOKEN', message: 'Invalid token', status: 400 }),
    );
    const { onReset, onDeadLink } = renderForm();
    await fill('long-enough-1');
    expect(
      await screen.findByText('This password reset link has expired or has already been used.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(onDeadLink).toHaveBeenCalledOnce();
    expect(onReset).not.toHaveBeenCalled();
  });

  it('says to wait when the identity service limits tries, keeping the form', async () => {
    resetPassword.mockRejectedValue(new ProviderError({ status: 429 }));
    renderForm();
    await fill('long-enough-1');
    expect(
      await screen.findByText('Too many attempts. Please wait a few minutes and try again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });
});
