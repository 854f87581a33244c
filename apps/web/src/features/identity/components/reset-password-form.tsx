import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@/lib/i18n/router';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/catalog';
import { useAuthConfig } from '@/features/identity/api/get-auth-config';
import {
  isDeadResetLink,
  isRateLimited,
  resetPassword,
} from '@/features/identity/api/password-reset';
import { useIdentityErrorText } from '@/features/identity/error-text';
import { identityFormsMessages } from '@/features/identity/forms-messages';

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

/** The link no longer works (used, expired, or cut short): say so and offer a new one. */
export function DeadResetLink({ reason }: { reason: 'incomplete' | 'expired' }) {
  const t = useT(identityFormsMessages);
  const box = useRef<HTMLDivElement>(null);
  // Shown in place of the form after a refusal: focus comes here, not to the page's start.
  useEffect(() => {
    if (reason === 'expired') box.current?.focus();
  }, [reason]);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role="alert"
      className="space-y-4 outline-none"
      data-testid="reset-link-dead"
    >
      <p className="alert alert-error alert-soft text-base-content">
        {reason === 'incomplete'
          ? t('identityForms.reset.incomplete')
          : t('identityForms.reset.expired')}
      </p>
      <Link to="/forgot-password" className="btn btn-primary">
        {t('identityForms.reset.askNewLink')}
      </Link>
    </div>
  );
}

/**
 * Sets a new password with the e-mailed link's token (the identity service's own reset). Its
 * length rules are the server's (GET /auth-config), as on Register; a success signs out every
 * session of the account and lifts a pause on its password sign-in.
 */
export function ResetPasswordForm(props: {
  token: string;
  onReset: () => void;
  /** The link was refused as used or expired. */
  onDeadLink?: () => void;
}) {
  const { token, onReset, onDeadLink } = props;
  const t = useT(identityFormsMessages);
  const errorText = useIdentityErrorText();
  const config = useAuthConfig();
  const minLength = config.data?.passwordMinLength ?? 8;
  const maxLength = config.data?.passwordMaxLength ?? 128;
  const form = useForm<ResetValues>({ defaultValues: { newPassword: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);
  const [dead, setDead] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword({ token, newPassword: values.newPassword });
      onReset();
    } catch (error) {
      if (isDeadResetLink(error)) {
        setDead(true);
        onDeadLink?.();
      } else if (isRateLimited(error)) setFailure(t('identityForms.reset.rateLimited'));
      else setFailure(errorText(error));
      form.reset({ newPassword: '', confirmPassword: '' });
    }
  });

  if (dead) return <DeadResetLink reason="expired" />;

  const field = 'input input-bordered w-full';
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <FormField
        label={t('identityForms.fields.newPassword')}
        required
        hint={t('identityForms.validation.passwordHint', { min: minLength })}
        error={errors.newPassword?.message}
      >
        {(control) => (
          <input
            type="password"
            autoComplete="new-password"
            className={field}
            {...control}
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
            type="password"
            autoComplete="new-password"
            className={field}
            {...control}
            {...form.register('confirmPassword', {
              required: t('identityForms.validation.repeatYourNewPassword'),
              validate: (value, values) =>
                value === values.newPassword || t('identityForms.validation.passwordMismatch'),
            })}
          />
        )}
      </FormField>
      {failure ? (
        <p role="alert" className="alert alert-error alert-soft text-base-content">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
        {isSubmitting ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : null}
        {t('identityForms.reset.submit')}
      </button>
    </form>
  );
}
