import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from '@/lib/i18n/router';
import { EMAIL_ADDRESS_MAX } from '@wayfare/contract/constants';
import { EMAIL_PATTERN } from '@/components/ui/form-field';
import { FormFieldFor } from '@/components/ui/form-field-for';
import { errorMessage } from '@/lib/alerts';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useSubmission } from '@/lib/use-submission';
import { isRateLimited, requestPasswordReset } from '@/features/identity/api/password-reset';

/**
 * "Forgot password": asks the identity service to e-mail a reset link. Its answer is the same
 * whether or not an account uses the address, and so is this form's: nobody learns which
 * addresses have accounts.
 */
export function ForgotPasswordForm({ initialEmail = '' }: { initialEmail?: string }) {
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
            isRateLimited(error)
              ? 'Too many password reset requests. Please wait a few minutes and try again.'
              : errorMessage(error),
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
          Check your inbox. If an account uses {sentTo}, we have sent it a link to choose a new
          password.
        </p>
        <p className="text-sm text-base-content/80">
          The link works once and for a limited time. Nothing arrived after a few minutes? Look in
          your spam folder, check the address, or ask again.
        </p>
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn btn-outline" onClick={() => setSentTo(null)}>
            Ask again
          </button>
          <Link to="/login" className="btn btn-primary">
            Back to Login
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <FormFieldFor control={form.control} name="email" label="Email" required>
        {(control) => (
          <input
            type="email"
            maxLength={EMAIL_ADDRESS_MAX}
            autoComplete="email"
            className="input input-bordered w-full"
            {...control}
            {...form.register('email', {
              required: 'Enter your e-mail address',
              pattern: { value: EMAIL_PATTERN, message: 'Enter a valid e-mail address' },
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
        Send reset link
      </button>
      <p className="text-center text-sm">
        Remembered it?{' '}
        <Link to="/login" className="link link-primary font-medium">
          Back to Login
        </Link>
      </p>
    </form>
  );
}
