import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@/lib/i18n/router';
import { EMAIL_ADDRESS_MAX } from '@wayfare/contract/constants';
import { EMAIL_PATTERN } from '@/components/ui/form-field';
import { FormFieldFor } from '@/components/ui/form-field-for';
import { useT } from '@/lib/i18n/catalog';
import { RichText } from '@/lib/i18n/rich-text';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useSubmission } from '@/lib/use-submission';
import { isRateLimited, requestPasswordReset } from '@/features/identity/api/password-reset';
import { useIdentityErrorText } from '@/features/identity/error-text';
import { identityFormsMessages } from '@/features/identity/forms-messages';

/**
 * "Forgot password": asks the identity service to e-mail a reset link. Its answer is the same
 * whether or not an account uses the address, and so is this form's: nobody learns which
 * addresses have accounts.
 */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
  const t = useT(identityFormsMessages);
  const errorText = useIdentityErrorText();
  const form = useForm<{ email: string }>({
    defaultValues: { email: initialEmail },
    // Focused once the message is drawn (focusFirstInvalid), not before it is rendered.
    shouldFocusError: false,
  });
  // As on Login, nothing of form.formState is read here, so an empty submit renders only the
  // field's message (decision 009).
  const { submitting, send } = useSubmission();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const answer = useRef<HTMLDivElement>(null);

  // The form gives way to the answer: focus goes to it, so it is read and the keyboard goes on.
  useEffect(() => {
    if (sentTo) answer.current?.focus();
  }, [sentTo]);

  const submit = form.handleSubmit(
    ({ email }) =>
      send(async () => {
        setFailure(null);
        try {
          await requestPasswordReset(email);
          setSentTo(email.trim().toLowerCase());
        } catch (error) {
          setFailure(
            isRateLimited(error) ? t('identityForms.forgot.rateLimited') : errorText(error),
          );
        }
      }),
    (invalid) => focusFirstInvalid(form, invalid),
  );

  if (sentTo) {
    return (
      <div
        ref={answer}
        tabIndex={-1}
        role="status"
        className="space-y-4 outline-none"
        data-testid="reset-requested"
      >
        <p className="alert alert-success alert-soft text-base-content">
          {t('identityForms.forgot.sent', { email: sentTo })}
        </p>
        <p className="text-sm text-base-content/80">{t('identityForms.forgot.sentHelp')}</p>
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn btn-outline" onClick={() => setSentTo(null)}>
            {t('identityForms.forgot.askAgain')}
          </button>
          <Link to="/login" className="btn btn-primary">
            {t('identityForms.forgot.backToLogin')}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <FormFieldFor
        control={form.control}
        name="email"
        label={t('identityForms.fields.email')}
        required
      >
        {(control) => (
          <input
            type="email"
            maxLength={EMAIL_ADDRESS_MAX}
            autoComplete="email"
            className="input input-bordered w-full"
            {...control}
            {...form.register('email', {
              required: t('identityForms.validation.emailRequired'),
              pattern: {
                value: EMAIL_PATTERN,
                message: t('identityForms.validation.emailInvalid'),
              },
            })}
          />
        )}
      </FormFieldFor>
      {failure ? (
        <p role="alert" className="alert alert-error alert-soft text-base-content">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary w-full" disabled={submitting}>
        {submitting ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : null}
        {t('identityForms.forgot.submit')}
      </button>
      <p className="text-center text-sm">
        <RichText
          t={t}
          id="identityForms.forgot.remembered"
          components={{ 0: <Link to="/login" className="link link-primary font-medium" /> }}
        />
      </p>
    </form>
  );
}
