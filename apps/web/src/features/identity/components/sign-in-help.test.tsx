import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as PasswordResetModule from '@/features/identity/api/password-reset';
import { ProviderError } from '@/features/identity/auth-errors';
import { LoginNotice, SignInHelp, signInHelpFor } from './sign-in-help';

const sendVerificationEmail = vi.hoisted(() => vi.fn());
vi.mock('@/features/identity/api/password-reset', async (load) => ({
  ...(await load<typeof PasswordResetModule>()),
  sendVerificationEmail,
}));

describe('signInHelpFor', () => {
  it('knows a paused password sign-in and an unverified address, and nothing else', () => {
    expect(signInHelpFor(new ProviderError({ code: 'ACCOUNT_SIGN_IN_PAUSED', status: 429 }))).toBe(
      'paused',
    );
    expect(signInHelpFor(new ProviderError({ code: 'EMAIL_NOT_VERIFIED', status: 403 }))).toBe(
      'unverified',
    );
    expect(signInHelpFor(new ProviderError({ code: 'INVALID_EMAIL_OR_PASSWORD' }))).toBeNull();
    expect(signInHelpFor(new Error('ACCOUNT_SIGN_IN_PAUSED'))).toBeNull();
  });
});

describe('SignInHelp', () => {
  afterEach(() => vi.clearAllMocks());

  it('offers the reset, with the address, when password sign-in is paused', () => {
    render(
      <MemoryRouter>
        <SignInHelp kind="paused" email="nadia@example.com" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('paused after too many wrong passwords');
    expect(screen.getByRole('link', { name: 'Reset your password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('sends the verification link again to the address that was refused', async () => {
    sendVerificationEmail.mockResolvedValue(undefined);
    render(
      <MemoryRouter>
        <SignInHelp kind="unverified" email="nadia@example.com" />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send the verification link again' }));
    expect(sendVerificationEmail).toHaveBeenCalledWith('nadia@example.com');
    expect(await screen.findByText(/a new link is on its way/)).toBeInTheDocument();
  });
});

describe('LoginNotice', () => {
  it('says a verified address is verified', () => {
    render(
      <MemoryRouter>
        <LoginNotice passwordReset={false} verified error={null} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your e-mail address is verified.');
  });

  it('says an expired verification link expired and asks for the address to send anew', async () => {
    sendVerificationEmail.mockResolvedValue(undefined);
    render(
      <MemoryRouter>
        <LoginNotice passwordReset={false} verified error="TOKEN_EXPIRED" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This verification link has expired.');
    await userEvent.click(screen.getByRole('button', { name: 'Send the verification link again' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(sendVerificationEmail).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Your e-mail address'), 'nadia@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send the verification link again' }));
    expect(sendVerificationEmail).toHaveBeenCalledWith('nadia@example.com');
  });

  it('says a password was changed, and nothing on an ordinary visit', () => {
    const { rerender } = render(
      <MemoryRouter>
        <LoginNotice passwordReset verified={false} error={null} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed.');
    rerender(
      <MemoryRouter>
        <LoginNotice passwordReset={false} verified={false} error={null} />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('login-notice')).toBeNull();
  });
});
