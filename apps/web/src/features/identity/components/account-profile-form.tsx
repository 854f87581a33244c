import { useForm } from 'react-hook-form';
import type { AccountResponse } from '@wayfare/contract/account';
import { ACCOUNT_NAME_MAX } from '@wayfare/contract/constants';
import { FormField } from '@/components/ui/form-field';
import { successToast } from '@/lib/alerts';
import { useT } from '@/lib/i18n/catalog';
import { formatInstantDay } from '@/lib/trip-time';
import { useUpdateAccount } from '@/features/identity/api/account';
import { useAuth } from '@/features/identity/use-auth';
import { identityErrorText } from '@/features/identity/error-text';
import { identityMessages, type IdentityKey } from '@/features/identity/messages';
import { initialsOf } from './account-menu';

const METHOD_NAMES: Record<string, IdentityKey> = {
  password: 'identity.profile.methodPassword',
  github: 'identity.profile.methodGithub',
};

/** The account's name (editable), e-mail and role, and how the person signs in. */
export function AccountProfileForm({ account }: { account: AccountResponse }) {
  const t = useT(identityMessages);
  const { refreshSession } = useAuth();
  const update = useUpdateAccount();
  const form = useForm<{ name: string }>({ values: { name: account.name } });
  const { errors, isSubmitting } = form.formState;

  async function save(values: { name: string }) {
    try {
      await update.mutateAsync({ name: values.name });
      await refreshSession();
      void successToast(t('identity.profile.saved'));
    } catch (error) {
      // What was typed stays in the field, with the server's reason beside it.
      form.setError('name', { message: identityErrorText(error, t) });
    }
  }

  const methods = account.signInMethods.map((m) =>
    t(METHOD_NAMES[m] ?? 'identity.profile.methodSso'),
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
      <FormField label={t('identity.fields.name')} required error={errors.name?.message}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="name"
            className="input input-bordered w-full"
            maxLength={ACCOUNT_NAME_MAX}
            {...form.register('name', {
              validate: (v) => v.trim().length > 0 || t('identity.validation.nameRequired'),
              maxLength: {
                value: ACCOUNT_NAME_MAX,
                message: t('identity.validation.tooLong', { max: ACCOUNT_NAME_MAX }),
              },
            })}
          />
        )}
      </FormField>
      <FormField label={t('identity.fields.email')} hint={t('identity.profile.emailHint')}>
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
        <dt className="font-medium">{t('identity.profile.role')}</dt>
        <dd>
          {account.role === 'admin'
            ? t('identity.profile.roleAdmin')
            : t('identity.profile.roleTraveller')}
        </dd>
        <dt className="font-medium">{t('identity.profile.signsInWith')}</dt>
        <dd>
          {methods.length ? [...new Set(methods)].join(', ') : t('identity.profile.firebase')}
        </dd>
        <dt className="font-medium">{t('identity.profile.memberSince')}</dt>
        <dd>
          <time dateTime={account.createdAt}>{formatInstantDay(account.createdAt, t.locale)}</time>
        </dd>
      </dl>
      <div>
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? t('identity.profile.saving') : t('identity.profile.save')}
        </button>
      </div>
    </form>
  );
}
