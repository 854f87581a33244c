import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { EMAIL_ADDRESS_MAX } from '@wayfare/contract/constants';
import { EMAIL_PATTERN } from '@/components/ui/form-field';
import { FormFieldFor } from '@/components/ui/form-field-for';
import { useLocation } from 'react-router';
import { useT } from '@/lib/i18n/catalog';
import { RichText } from '@/lib/i18n/rich-text';
import { Link } from '@/lib/i18n/router';
import { dialog } from '@/lib/alerts';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useSubmission } from '@/lib/use-submission';
import { useIdentityErrorText } from '@/features/identity/error-text';
import { showSignInFailed } from '@/features/identity/sign-in-failed';
import { useAuth } from '@/features/identity/use-auth';
import { identityMessages } from '@/features/identity/messages';
import { identityFormsMessages } from '@/features/identity/forms-messages';
import { SignInHelp, signInHelpFor } from './sign-in-help';
import { SocialButtons } from './social-buttons';

interface LoginValues {
  email: string;
  password: string;
}

/** Login screen's form (docs/product.md §2 and §8). `onSignedIn` decides where to go next. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const t = useT(identityFormsMessages);
  const identityT = useT(identityMessages);
  const errorText = useIdentityErrorText();
  const location = useLocation();
  const { logIn } = useAuth();
  const form = useForm<LoginValues>({
    defaultValues: { email: '', password: '' },
    // Focused once the messages are drawn (focusFirstInvalid), not before they are rendered.
    shouldFocusError: false,
  });
  // Nothing of form.formState is read here (decision 009: an empty submit's messages on a slow
  // phone): each field shows its own error (FormFieldFor), and useSubmission says when sending.
  const { submitting, send } = useSubmission();
  // "Forgot password?" takes the address typed so far to the next page.
  const typedEmail = useWatch({ control: form.control, name: 'email' });
  // A refusal the page can help with (paused password sign-in, unverified address).
  const [help, setHelp] = useState<{ kind: 'paused' | 'unverified'; email: string } | null>(null);

  const signIn = (values: LoginValues) =>
    send(async () => {
      setHelp(null);
      try {
        await logIn(values);
        await dialog.fire(
          {
            icon: 'success',
            title: t('identityForms.login.successTitle'),
            text: t('identityForms.login.successText'),
            confirmButtonText: t('identityForms.dialog.ok'),
          },
          t.locale,
        );
        onSignedIn();
      } catch (error) {
        await showSignInFailed(error, identityT, errorText);
        const kind = signInHelpFor(error);
        if (kind) setHelp({ kind, email: values.email.trim().toLowerCase() });
      } finally {
        form.reset({ email: values.email, password: '' });
      }
    });

  return (
    <form
      onSubmit={(e) =>
        void form.handleSubmit(signIn, (invalid) => focusFirstInvalid(form, invalid))(e)
      }
      noValidate
      className="space-y-4"
    >
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
      <FormFieldFor
        control={form.control}
        name="password"
        label={t('identityForms.fields.password')}
        required
      >
        {(control) => (
          <input
            type="password"
            autoComplete="current-password"
            className="input input-bordered w-full"
            {...control}
            {...form.register('password', {
              required: t('identityForms.validation.passwordRequired'),
            })}
          />
        )}
      </FormFieldFor>
      <p className="-mt-2 text-right text-sm">
        <Link
          to="/forgot-password"
          state={{ email: typedEmail.trim() }}
          className="link link-primary"
        >
          {t('identityForms.login.forgotPassword')}
        </Link>
      </p>
      {help ? <SignInHelp kind={help.kind} email={help.email} /> : null}
      <button type="submit" className="btn btn-primary w-full" disabled={submitting}>
        {submitting ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : null}
        {t('identityForms.login.submit')}
      </button>
      <SocialButtons />
      <p className="text-center text-sm">
        {/* Keeps where the traveller came from (a page, a Book Now), to return there after. */}
        <RichText
          t={t}
          id="identityForms.login.newHere"
          components={{
            0: (
              <Link
                to="/register"
                state={location.state as unknown}
                className="link link-primary font-medium"
              />
            ),
          }}
        />
      </p>
    </form>
  );
}
