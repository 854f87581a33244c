import { useForm } from 'react-hook-form';
import { ACCOUNT_NAME_MAX, EMAIL_ADDRESS_MAX } from '@wayfare/contract/constants';
import { EMAIL_PATTERN, FormField } from '@/components/ui/form-field';
import { FormFieldFor } from '@/components/ui/form-field-for';
import { useLocation } from 'react-router';
import { useT } from '@/lib/i18n/catalog';
import { RichText } from '@/lib/i18n/rich-text';
import { Link } from '@/lib/i18n/router';
import { successToast } from '@/lib/alerts';
import { focusFirstInvalid } from '@/lib/focus-first-invalid';
import { useSubmission } from '@/lib/use-submission';
import { useAuthConfig } from '@/features/identity/api/get-auth-config';
import { createUser } from '@/features/identity/api/create-user';
import { useAuth } from '@/features/identity/use-auth';
import { useIdentityErrorText } from '@/features/identity/error-text';
import { identityFormsMessages } from '@/features/identity/forms-messages';
import { SocialButtons } from './social-buttons';

interface RegisterValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** Register screen's form (docs/product.md §2, §5 and §8). */
/** First and last name together, with the space between, fit the longest account name kept. */
const NAME_PART_MAX = Math.floor((ACCOUNT_NAME_MAX - 1) / 2);

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const t = useT(identityFormsMessages);
  const errorText = useIdentityErrorText();
  const location = useLocation();
  const { register: registerAccount } = useAuth();
  const config = useAuthConfig();
  const minLength = config.data?.passwordMinLength ?? 8;
  const maxLength = config.data?.passwordMaxLength ?? 128;
  const form = useForm<RegisterValues>({
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
    // Focused once the messages are drawn (focusFirstInvalid), not before they are rendered.
    shouldFocusError: false,
  });
  // As on Login, nothing of form.formState is read here, so an empty submit renders only the
  // fields' messages (decision 009).
  const { submitting, send } = useSubmission();

  const submit = form.handleSubmit(
    async (values) => {
      if (values.password !== values.confirmPassword) {
        window.alert(t('identityForms.validation.passwordMismatch'));
        form.reset({ ...values, password: '', confirmPassword: '' });
        return;
      }
      const name = `${values.firstName.trim()} ${values.lastName.trim()}`.trim();
      const email = values.email.trim().toLowerCase();
      await send(async () => {
        try {
          await registerAccount({ name, email, password: values.password });
          await createUser({ name, email });
          void successToast(t('identityForms.register.created'));
          form.reset();
          onRegistered();
        } catch (error) {
          window.alert(errorText(error));
          form.reset({ ...values, password: '', confirmPassword: '' });
        }
      });
    },
    (invalid) => focusFirstInvalid(form, invalid),
  );

  const field = 'input input-bordered w-full';
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormFieldFor
          control={form.control}
          name="firstName"
          label={t('identityForms.fields.firstName')}
          required
        >
          {(control) => (
            <input
              maxLength={NAME_PART_MAX}
              autoComplete="given-name"
              className={field}
              {...control}
              {...form.register('firstName', {
                required: t('identityForms.validation.firstNameRequired'),
              })}
            />
          )}
        </FormFieldFor>
        <FormField label={t('identityForms.fields.lastName')}>
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
            className={field}
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
        hint={t('identityForms.validation.passwordHint', { min: minLength })}
      >
        {(control) => (
          <input
            type="password"
            autoComplete="new-password"
            className={field}
            {...control}
            {...form.register('password', {
              required: t('identityForms.validation.passwordChoose'),
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
      </FormFieldFor>
      <FormFieldFor
        control={form.control}
        name="confirmPassword"
        label={t('identityForms.fields.confirmPassword')}
        required
      >
        {(control) => (
          <input
            type="password"
            autoComplete="new-password"
            className={field}
            {...control}
            {...form.register('confirmPassword', {
              required: t('identityForms.validation.repeatPassword'),
            })}
          />
        )}
      </FormFieldFor>
      <button type="submit" className="btn btn-primary w-full" disabled={submitting}>
        {submitting ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : null}
        {t('identityForms.register.submit')}
      </button>
      <SocialButtons />
      <p className="text-center text-sm">
        <RichText
          t={t}
          id="identityForms.register.haveAccount"
          components={{
            0: (
              <Link
                to="/login"
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
