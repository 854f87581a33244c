import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { EMAIL_ADDRESS_MAX } from '@wayfare/contract/constants';
import { EMAIL_PATTERN, FormField } from '@/components/ui/form-field';
import { Link, useLocation } from 'react-router';
import { dialog, errorMessage } from '@/lib/alerts';
import { useAuth } from '@/features/identity/use-auth';
import { SignInHelp, signInHelpFor } from './sign-in-help';
import { SocialButtons } from './social-buttons';

interface LoginValues {
  email: string;
  password: string;
}

/** Login screen's form (docs/product.md §2 and §8). `onSignedIn` decides where to go next. */
export function LoginForm({ onSignedIn }: { onSignedIn: () => void }) {
  const location = useLocation();
  const { logIn } = useAuth();
  const form = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  // "Forgot password?" takes the address typed so far to the next page.
  const typedEmail = useWatch({ control: form.control, name: 'email' });
  // A refusal the page can help with (paused password sign-in, unverified address).
  const [help, setHelp] = useState<{ kind: 'paused' | 'unverified'; email: string } | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setHelp(null);
    try {
      await logIn(values);
      await dialog.fire({
        icon: 'success',
        title: 'Logged In Successfully',
        text: 'Welcome back!',
      });
      onSignedIn();
    } catch (error) {
      await dialog.fire({
        icon: 'error',
        title: 'Error!',
        text: errorMessage(error),
        confirmButtonText: 'Try Again',
      });
      const kind = signInHelpFor(error);
      if (kind) setHelp({ kind, email: values.email.trim().toLowerCase() });
    } finally {
      form.reset({ email: values.email, password: '' });
    }
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <FormField label="Email" required error={errors.email?.message}>
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
      </FormField>
      <FormField label="Password" required error={errors.password?.message}>
        {(control) => (
          <input
            type="password"
            autoComplete="current-password"
            className="input input-bordered w-full"
            {...control}
            {...form.register('password', { required: 'Enter your password' })}
          />
        )}
      </FormField>
      <p className="-mt-2 text-right text-sm">
        <Link
          to="/forgot-password"
          state={{ email: typedEmail.trim() }}
          className="link link-primary"
        >
          Forgot password?
        </Link>
      </p>
      {help ? <SignInHelp kind={help.kind} email={help.email} /> : null}
      <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
        {isSubmitting ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : null}
        Sign In
      </button>
      <SocialButtons />
      <p className="text-center text-sm">
        New to Wayfare?{' '}
        {/* Keeps where the traveller came from (a page, a Book Now), to return there after. */}
        <Link
          to="/register"
          state={location.state as unknown}
          className="link link-primary font-medium"
        >
          Create an account
        </Link>
      </p>
    </form>
  );
}
