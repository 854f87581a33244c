import { useForm } from 'react-hook-form';
import { useNavigate } from '@/lib/i18n/router';
import { FormField } from '@/components/ui/form-field';
import { dialog } from '@/lib/alerts';
import { useT } from '@/lib/i18n/catalog';
import { deleteAccount } from '@/features/identity/api/account';
import { useAuth } from '@/features/identity/use-auth';
import { useIdentityErrorText } from '@/features/identity/error-text';
import { identityFormsMessages } from '@/features/identity/forms-messages';

/**
 * Deleting one's own account: the password is asked again when there is one, a confirmation
 * names what happens, and the person ends signed out on the home page.
 */
export function DeleteAccountForm({ hasPassword }: { hasPassword: boolean }) {
  const t = useT(identityFormsMessages);
  const errorText = useIdentityErrorText();
  const { logOut } = useAuth();
  const navigate = useNavigate();
  const form = useForm<{ password: string }>({ defaultValues: { password: '' } });
  const { errors, isSubmitting } = form.formState;

  async function remove(values: { password: string }) {
    const answer = await dialog.fire(
      {
        icon: 'warning',
        title: t('identityForms.delete.confirmTitle'),
        text: t('identityForms.delete.confirmText'),
        showCancelButton: true,
        confirmButtonText: t('identityForms.delete.submit'),
        cancelButtonText: t('identityForms.dialog.cancel'),
        focusCancel: true,
      },
      t.locale,
    );
    if (!answer.isConfirmed) return;
    try {
      await deleteAccount(hasPassword ? { password: values.password } : {});
    } catch (error) {
      form.setError('password', { message: errorText(error) });
      return;
    }
    // The identity session went with the account; this only clears what the browser holds.
    await logOut().catch(() => undefined);
    await dialog.fire(
      {
        icon: 'success',
        title: t('identityForms.delete.doneTitle'),
        confirmButtonText: t('identityForms.dialog.ok'),
      },
      t.locale,
    );
    await navigate('/', { replace: true });
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(remove)(event)}
      className="grid gap-4"
    >
      <p className="text-base-content/80">{t('identityForms.delete.intro')}</p>
      {hasPassword ? (
        <FormField
          label={t('identityForms.fields.yourPassword')}
          required
          error={errors.password?.message}
        >
          {(control) => (
            <input
              {...control}
              type="password"
              autoComplete="current-password"
              className="input input-bordered w-full"
              maxLength={256}
              {...form.register('password', {
                required: t('identityForms.validation.deletePasswordRequired'),
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
          {t('identityForms.delete.submit')}
        </button>
      </div>
    </form>
  );
}
