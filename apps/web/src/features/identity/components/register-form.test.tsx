import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthContext, type AuthContextValue } from '@/features/identity/auth-context';
import { loadDefinedCatalogs } from '@/lib/i18n/catalog';
import { RegisterForm } from './register-form';

function renderForm(register: AuthContextValue['register'], path = '/register') {
  const auth = {
    user: null,
    loading: false,
    hasToken: false,
    register,
  } as unknown as AuthContextValue;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['auth-config'], {
    passwordMinLength: 8,
    passwordMaxLength: 128,
    socialProviders: [],
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AuthContext.Provider value={auth}>
          <Suspense fallback={null}>
            <RegisterForm onRegistered={() => undefined} />
          </Suspense>
        </AuthContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('RegisterForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('alerts "Passwords do not match", sends nothing and clears the passwords', async () => {
    const register = vi.fn();
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderForm(register);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Nadia');
    await user.type(screen.getByLabelText('Email'), 'nadia@example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.type(screen.getByLabelText('Confirm password'), 'long-enough-2');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(alert).toHaveBeenCalledWith('Passwords do not match');
    expect(register).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('shows the provider message in an alert when registration fails', async () => {
    const register = vi
      .fn()
      .mockRejectedValue(new Error('User already exists. Use another email.'));
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderForm(register);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Nadia');
    await user.type(screen.getByLabelText('Last name'), 'Rahman');
    await user.type(screen.getByLabelText('Email'), 'Nadia@Example.com');
    await user.type(screen.getByLabelText('Password'), 'long-enough-1');
    await user.type(screen.getByLabelText('Confirm password'), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(register).toHaveBeenCalledWith({
      name: 'Nadia Rahman',
      email: 'nadia@example.com',
      password: 'long-enough-1',
    });
    expect(alert).toHaveBeenCalledWith('User already exists. Use another email.');
  });

  it('asks for the configured minimum password length before sending', async () => {
    const register = vi.fn();
    renderForm(register);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Nadia');
    await user.type(screen.getByLabelText('Email'), 'nadia@example.com');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Use at least 8 characters')).toBeInTheDocument();
    expect(register).not.toHaveBeenCalled();
  });

  it('speaks Bangla on a Bangla page, with the length rule in Bangla digits', async () => {
    await loadDefinedCatalogs('bn');
    renderForm(vi.fn(), '/bn/register');
    expect(await screen.findByLabelText(/নামের প্রথম অংশ/)).toBeInTheDocument();
    expect(screen.getByText('অন্তত ৮টি অক্ষর।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'নিবন্ধন করুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'সাইন ইন করুন' })).toHaveAttribute('href', '/bn/login');
  });
});
