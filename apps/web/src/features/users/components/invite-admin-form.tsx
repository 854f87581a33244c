import { useState } from 'react';
import { EMAIL_ADDRESS_MAX } from '@wayfare/contract/constants';
import { useForm } from 'react-hook-form';
import type { AdminInvitationResponse } from '@wayfare/contract/users';
import { EMAIL_PATTERN, FormField } from '@/components/ui/form-field';
import { errorMessage, errorToast, successToast } from '@/lib/alerts';
import { useCreateAdminInvitation } from '@/features/users/api/admin-invitations';
import { formatInstantZoned } from '@/lib/trip-time';
import { useT } from '@/lib/i18n/catalog';
import { usersMessages } from '@/features/users/messages';

/**
 * Manage User's invitation box: admin rights go to someone who has signed up (Make Admin); a
 * colleague who has not gets a one-time link instead, which the admin hands over themselves.
 */
export function InviteAdminForm() {
  const t = useT(usersMessages);
  const invite = useCreateAdminInvitation();
  const [issued, setIssued] = useState<AdminInvitationResponse | null>(null);
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      setIssued(await invite.mutateAsync(email));
      form.reset({ email: '' });
    } catch (error) {
      void errorToast(errorMessage(error, t.locale));
    }
  });

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      void successToast(t('users.invite.copied'));
    } catch {
      void errorToast(t('users.invite.copyRefused'));
    }
  }

  const expires = issued ? formatInstantZoned(issued.expiresAt, t.numbers) : '';

  return (
    <section aria-labelledby="invite-admin-heading" className="mt-10 max-w-xl">
      <h2 id="invite-admin-heading" className="text-xl font-bold">
        {t('users.invite.heading')}
      </h2>
      <p className="mt-1 text-sm text-base-content/70">{t('users.invite.intro')}</p>
      <form
        onSubmit={(e) => void submit(e)}
        noValidate
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
        aria-label={t('users.invite.heading')}
      >
        <FormField
          label={t('users.invite.email')}
          required
          error={errors.email?.message}
          className="grow"
        >
          {(control) => (
            <input
              type="email"
              maxLength={EMAIL_ADDRESS_MAX}
              autoComplete="off"
              className="input input-bordered w-full"
              {...control}
              {...form.register('email', {
                required: t('users.invite.emailRequired'),
                pattern: { value: EMAIL_PATTERN, message: t('users.invite.emailInvalid') },
              })}
            />
          )}
        </FormField>
        <button type="submit" className="btn btn-primary sm:mt-7" disabled={isSubmitting}>
          {t('users.invite.submit')}
        </button>
      </form>
      {issued ? (
        <div className="mt-4 rounded-box bg-base-200 p-4" role="status">
          <FormField
            label={t('users.invite.linkFor', { email: issued.email })}
            hint={t('users.invite.linkHint', { expires, email: issued.email })}
          >
            {(control) => (
              <input
                readOnly
                value={issued.url}
                className="input input-bordered w-full font-mono text-sm"
                onFocus={(event) => event.currentTarget.select()}
                {...control}
              />
            )}
          </FormField>
          <button
            type="button"
            className="btn btn-outline btn-sm mt-3"
            onClick={() => void copy(issued.url)}
          >
            {t('users.invite.copy')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
