import { useForm } from 'react-hook-form';
import { EMAIL_ADDRESS_MAX, PERSON_NAME_MAX } from '@wayfare/contract/constants';
import { EMAIL_PATTERN, FormField } from '@/components/ui/form-field';
import { Link, useLocation } from 'react-router';
import { errorMessage, successToast } from '@/lib/alerts';
import { useAuthConfig } from '@/features/identity/api/get-auth-config';
import { createUser } from '@/features/identity/api/create-user';
import { useAuth } from '@/features/identity/use-auth';
import { SocialButtons } from './social-buttons';

interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Register screen's form (docs/product.md §2, §5 and §8). */
/** First and last name together, with the space between, fit the longest name kept. */
const NAME_PART_MAX = Math.floor((PERSON_NAME_MAX - 1) / 2);

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const location = useLocation();
  const { register: registerAccount } = useAuth();
  const config = useAuthConfig();
  const minLength = config.data?.passwordMinLength ?? 8;
  const maxLength = config.data?.passwordMaxLength ?? 128;
  const form = useForm<RegisterValues>({
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    if (values.password !== values.confirmPassword) {
      window.alert('Passwords do not match');
      form.reset({ ...values, password: '', confirmPassword: '' });
      return;
    }
    const name = `${values.firstName.trim()} ${values.lastName.trim()}`.trim();
    const email = values.email.trim().toLowerCase();
    try {
      await registerAccount({ name, email, password: values.password });
      await createUser({ name, email });
      void successToast('Created user successfully');
      form.reset();
      onRegistered();
    } catch (error) {
      window.alert(errorMessage(error));
      form.reset({ ...values, password: '', confirmPassword: '' });
    }
  });

  const field = 'input input-bordered w-full';
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" required error={errors.firstName?.message}>
          {(control) => (
            <input
              maxLength={NAME_PART_MAX}
              autoComplete="given-name"
              className={field}
              {...control}
              {...form.register('firstName', { required: 'Enter your first name' })}
            />
          )}
        </FormField>
        <FormField label="Last name">
          {(control) => (
            <input
              maxLength={NAME_PART_MAX}
              autoComplete="family-name"
              className={field}
              {...control}
              {...form.register('lastName')}
            />
          )}
        </FormField>
      </div>
      <FormField label="Email" required error={errors.email?.message}>
        {(control) => (
          <input
            type="email"
            maxLength={EMAIL_ADDRESS_MAX}
            autoComplete="email"
            className={field}
            {...control}
            {...form.register('email', {
              required: 'Enter your e-mail address',
              pattern: { value: EMAIL_PATTERN, message: 'Enter a valid e-mail address' },
            })}
          />
        )}
      </FormField>
      <FormField
        label="Password"
        required
        hint={`At least ${minLength} characters.`}
        error={errors.password?.message}
      >
        {(control) => (
          <input
            type="password"
            autoComplete="new-password"
            className={field}
            {...control}
            {...form.register('password', {
              required: 'Choose a password',
              minLength: { value: minLength, message: `Use at least ${minLength} characters` },
              maxLength: { value: maxLength, message: `Use at most ${maxLength} characters` },
            })}
          />
        )}
      </FormField>
      <FormField label="Confirm password" required error={errors.confirmPassword?.message}>
        {(control) => (
          <input
            type="password"
            autoComplete="new-password"
            className={field}
            {...control}
            {...form.register('confirmPassword', { required: 'Repeat your password' })}
          />
        )}
      </FormField>
      <button type="submit" className="btn btn-primary w-full" disabled={isSubmitting}>
        {isSubmitting ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : null}
        Register
      </button>
      <SocialButtons />
      <p className="text-center text-sm">
        Already have an account?{' '}
        <Link
          to="/login"
          state={location.state as unknown}
          className="link link-primary font-medium"
        >
          Log in
        </Link>
      </p>
    </form>
  );
}
