import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '@/components/ui/form-field';
import { dialog, successToast } from '@/lib/alerts';
import { useT } from '@/lib/i18n/catalog';
import { useAuthConfig } from '@/features/identity/api/get-auth-config';
import { useAuth } from '@/features/identity/use-auth';
import { useIdentityErrorText } from '@/features/identity/error-text';
import { identityFormsMessages } from '@/features/identity/forms-messages';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Password change (which ends the other sessions) for an account that has a password. */
export function ChangePasswordForm() {
  const t = useT(identityFormsMessages);
  const errorText = useIdentityErrorText();
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
      void successToast(t('identityForms.password.changed'));
    } catch (error) {
      form.setError('currentPassword', { message: errorText(error) });
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      className="grid gap-4"
    >
      <FormField
        label={t('identityForms.fields.currentPassword')}
        required
        error={errors.currentPassword?.message}
      >
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="current-password"
            className="input input-bordered w-full"
            maxLength={maxLength}
            {...form.register('currentPassword', {
              required: t('identityForms.validation.currentPasswordRequired'),
            })}
          />
        )}
      </FormField>
      <FormField
        label={t('identityForms.fields.newPassword')}
        required
        hint={t('identityForms.validation.passwordHint', { min: minLength })}
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
              required: t('identityForms.validation.newPasswordChoose'),
              minLength: {
                value: minLength,
                message: t('identityForms.validation.tooShort', { min: minLength }),
              },
              maxLength: {
                value: maxLength,
                message: t('identityForms.validation.tooLong', { max: maxLength }),
              },
            })}
          />
        )}
      </FormField>
      <FormField
        label={t('identityForms.fields.confirmNewPassword')}
        required
        error={errors.confirmPassword?.message}
      >
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            className="input input-bordered w-full"
            maxLength={maxLength}
            {...form.register('confirmPassword', {
              required: t('identityForms.validation.repeatTheNewPassword'),
              validate: (v, all) =>
                v === all.newPassword || t('identityForms.validation.newPasswordsDiffer'),
            })}
          />
        )}
      </FormField>
      <div>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? t('identityForms.password.changing') : t('identityForms.password.submit')}
        </button>
      </div>
    </form>
  );
}

/** Ends every other session of the account (another device, a forgotten browser). */
export function OtherSessions() {
  const t = useT(identityFormsMessages);
  const errorText = useIdentityErrorText();
  const { signOutOtherSessions } = useAuth();
  const [busy, setBusy] = useState(false);

  async function signOutOthers() {
    const answer = await dialog.fire(
      {
        icon: 'question',
        title: t('identityForms.sessions.confirmTitle'),
        text: t('identityForms.sessions.confirmText'),
        showCancelButton: true,
        confirmButtonText: t('identityForms.sessions.confirmButton'),
        cancelButtonText: t('identityForms.dialog.cancel'),
        focusCancel: true,
      },
      t.locale,
    );
    if (!answer.isConfirmed) return;
    setBusy(true);
    try {
      await signOutOtherSessions();
      void successToast(t('identityForms.sessions.ended'));
    } catch (error) {
      void dialog.fire(
        {
          icon: 'error',
          title: t('identityForms.sessions.failedTitle'),
          text: errorText(error),
          confirmButtonText: t('identityForms.dialog.ok'),
        },
        t.locale,
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-3">
      <p className="text-base-content/80">{t('identityForms.sessions.intro')}</p>
      <div>
        <button
          type="button"
          className="btn btn-outline"
          disabled={busy}
          onClick={() => void signOutOthers()}
        >
          {t('identityForms.sessions.button')}
        </button>
      </div>
    </div>
  );
}
