import { useForm } from 'react-hook-form';
import { useNavigate } from '@/lib/i18n/router';
import { FormField } from '@/components/ui/form-field';
import { dialog, errorMessage } from '@/lib/alerts';
import { deleteAccount } from '@/features/identity/api/account';
import { useAuth } from '@/features/identity/use-auth';

/**
 * Deleting one's own account: the password is asked again when there is one, a confirmation
 * names what happens, and the person ends signed out on the home page.
 */
export function DeleteAccountForm({ hasPassword }: { hasPassword: boolean }) {
  const { logOut } = useAuth();
  const navigate = useNavigate();
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;

  async function remove(values: { password: string }) {
    const answer = await dialog.fire({
      icon: 'warning',
      title: 'Delete your account?',
      text: 'You will be signed out and your account removed. Unpaid bookings are cancelled; paid bookings and payments stay on the agency’s records without your account. This cannot be undone.',
      showCancelButton: true,
      confirmButtonText: 'Delete my account',
      focusCancel: true,
    });
    if (!answer.isConfirmed) return;
    try {
      await deleteAccount(hasPassword ? { password: values.password } : {});
    } catch (error) {
      form.setError('password', { message: errorMessage(error) });
      return;
    }
    // The identity session went with the account; this only clears what the browser holds.
    await logOut().catch(() => undefined);
    await dialog.fire({ icon: 'success', title: 'Your account has been deleted' });
    await navigate('/', { replace: true });
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(remove)(event)}
      className="grid gap-4"
    >
      <p className="text-base-content/80">
        Deleting your account signs you out everywhere. Paid bookings and payments are kept for the
        agency’s accounts, without your account.
      </p>
      {hasPassword ? (
        <FormField label="Your password" required error={errors.password?.message}>
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="current-password"
              className="input input-bordered w-full"
              maxLength={256}
              {...form.register('password', {
                required: 'Enter your password to delete the account',
              })}
            />
          )}
        </FormField>
      ) : errors.password ? (
        <p role="alert" className="text-sm text-error">
          {errors.password.message}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn btn-error" disabled={isSubmitting}>
          Delete my account
        </button>
      </div>
    </form>
  );
}
