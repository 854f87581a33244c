import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { dialog, errorMessage, successToast } from '@/lib/alerts';
import { useAuthConfig } from '@/features/identity/api/get-auth-config';
import { useAuth } from '@/features/identity/use-auth';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Password change (which ends the other sessions) for an account that has a password. */
export function ChangePasswordForm() {
  const { changePassword } = useAuth();
  const config = useAuthConfig();
  const minLength = config.data?.passwordMinLength ?? 8;
  const maxLength = config.data?.passwordMaxLength ?? 128;
  const form = useForm<PasswordValues>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  async function save(values: PasswordValues) {
    try {
      await changePassword({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      form.reset();
      void successToast('Password changed. Your other sessions have ended.');
    } catch (error) {
      form.setError('currentPassword', { message: errorMessage(error) });
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      className="grid gap-4"
    >
      <FormField label="Current password" required error={errors.currentPassword?.message}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="current-password"
            className="input input-bordered w-full"
            maxLength={maxLength}
            {...form.register('currentPassword', { required: 'Enter your current password' })}
          />
        )}
      </FormField>
      <FormField
        label="New password"
        required
        hint={`At least ${minLength} characters.`}
        error={errors.newPassword?.message}
      >
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            className="input input-bordered w-full"
            maxLength={maxLength}
            {...form.register('newPassword', {
              required: 'Choose a new password',
              minLength: { value: minLength, message: `Use at least ${minLength} characters` },
              maxLength: { value: maxLength, message: `Use at most ${maxLength} characters` },
            })}
          />
        )}
      </FormField>
      <FormField label="Confirm new password" required error={errors.confirmPassword?.message}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            className="input input-bordered w-full"
            maxLength={maxLength}
            {...form.register('confirmPassword', {
              required: 'Repeat the new password',
              validate: (v, all) => v === all.newPassword || 'The two new passwords differ',
            })}
          />
        )}
      </FormField>
      <div>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? 'Changing…' : 'Change password'}
        </button>
      </div>
    </form>
  );
}

/** Ends every other session of the account (another device, a forgotten browser). */
export function OtherSessions() {
  const { signOutOtherSessions } = useAuth();
  const [busy, setBusy] = useState(false);

  async function signOutOthers() {
    const answer = await dialog.fire({
      icon: 'question',
      title: 'Sign out of your other sessions?',
      text: 'Every other browser and device signed in to this account will have to sign in again. This one stays signed in.',
      showCancelButton: true,
      confirmButtonText: 'Sign out others',
      focusCancel: true,
    });
    if (!answer.isConfirmed) return;
    setBusy(true);
    try {
      await signOutOtherSessions();
      void successToast('Your other sessions have ended');
    } catch (error) {
      void dialog.fire({
        icon: 'error',
        title: 'Could not sign out other sessions',
        text: errorMessage(error),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-3">
      <p className="text-base-content/80">
        Signed in on a shared computer or lost a phone? End every other session of your account.
      </p>
      <div>
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy}
          onClick={() => void signOutOthers()}
        >
          Sign out of other sessions
        </button>
      </div>
    </div>
  );
}
