import { useForm } from 'react-hook-form';
import type { AccountResponse } from '@wayfare/contract/account';
import { ACCOUNT_NAME_MAX } from '@wayfare/contract/constants';
import { FormField } from '@/components/ui/form-field';
import { successToast } from '@/lib/alerts';
import { useT } from '@/lib/i18n/catalog';
import { formatInstantDay } from '@/lib/trip-time';
import { useUpdateAccount } from '@/features/identity/api/account';
import { useAuth } from '@/features/identity/use-auth';
import { useIdentityErrorText } from '@/features/identity/error-text';
import { identityFormsMessages, type IdentityFormsKey } from '@/features/identity/forms-messages';
import { initialsOf } from './account-menu';

const METHOD_NAMES: Record<string, IdentityFormsKey> = {
  password: 'identityForms.profile.methodPassword',
  github: 'identityForms.profile.methodGithub',
};

/** The account's name (editable), e-mail and role, and how the person signs in. */
export function AccountProfileForm({ account }: { account: AccountResponse }) {
  const t = useT(identityFormsMessages);
  const errorText = useIdentityErrorText();
  const { refreshSession } = useAuth();
  const update = useUpdateAccount();
  const form = useForm<{ name: string }>({ values: { name: account.name } });
  const { errors, isSubmitting } = form.formState;

  async function save(values: { name: string }) {
    try {
      await update.mutateAsync({ name: values.name });
      await refreshSession();
      void successToast(t('identityForms.profile.saved'));
    } catch (error) {
      // What was typed stays in the field, with the server's reason beside it.
      form.setError('name', { message: errorText(error) });
    }
  }

  const methods = account.signInMethods.map((m) =>
    t(METHOD_NAMES[m] ?? 'identityForms.profile.methodSso'),
  );
  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(save)(event)}
      className="grid gap-4"
    >
      {/* Who this is, the name whole however long (the header cuts it short). */}
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid h-10 w-10 shrink-0 place-items-center rounded-full bg-primary text-sm font-bold text-primary-content"
        >
          {initialsOf(account.name, account.email)}
        </span>
        <p className="min-w-0">
          <span className="block break-words font-semibold" data-testid="account-name">
            {account.name}
          </span>
          <span className="block break-all text-sm text-base-content/75">{account.email}</span>
        </p>
      </div>
      <FormField label={t('identityForms.fields.name')} required error={errors.name?.message}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="name"
            className="input input-bordered w-full"
            maxLength={ACCOUNT_NAME_MAX}
            {...form.register('name', {
              validate: (v) => v.trim().length > 0 || t('identityForms.validation.nameRequired'),
              maxLength: {
                value: ACCOUNT_NAME_MAX,
                message: t('identityForms.validation.tooLong', { max: ACCOUNT_NAME_MAX }),
              },
            })}
          />
        )}
      </FormField>
      <FormField
        label={t('identityForms.fields.email')}
        hint={t('identityForms.profile.emailHint')}
      >
        {(control) => (
          <input
            {...control}
            type="email"
            className="input input-bordered w-full"
            value={account.email}
            readOnly
          />
        )}
      </FormField>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t('identityForms.profile.role')}</dt>
        <dd>
          {account.role === 'admin'
            ? t('identityForms.profile.roleAdmin')
            : t('identityForms.profile.roleTraveller')}
        </dd>
        <dt className="font-medium">{t('identityForms.profile.signsInWith')}</dt>
        <dd>
          {methods.length ? [...new Set(methods)].join(', ') : t('identityForms.profile.firebase')}
        </dd>
        <dt className="font-medium">{t('identityForms.profile.memberSince')}</dt>
        <dd>
          <time dateTime={account.createdAt}>{formatInstantDay(account.createdAt, t.numbers)}</time>
        </dd>
      </dl>
      <div>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? t('identityForms.profile.saving') : t('identityForms.profile.save')}
        </button>
      </div>
    </form>
  );
}
