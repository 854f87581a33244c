import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  EMAIL_ADDRESS_MAX,
} from '@wayfare/contract/constants';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useSignedInSubmit } from '@/lib/use-signed-in-submit';
import { FormField } from '@/components/ui/form-field';
import { ApiError } from '@/lib/api-client';
import { dialog, errorMessage } from '@/lib/alerts';
import { useCreateContact } from '@/features/contacts/api/create-contact';
import { useT, type Translate } from '@/lib/i18n/catalog';
import { contactsMessages } from '../messages';

interface ContactValues {
  name: string;
  email: string;
  message: string;
}

type ContactsKey = (typeof contactsMessages.keys)[number];

/** The form's own names of the fields the server may refuse. */
const FIELD_LABELS: Record<string, ContactsKey> = {
  name: 'contacts.form.name',
  email: 'contacts.form.email',
  message: 'contacts.form.message',
};

/**
 * Why the server refused, in words (e.g. "Message: write a message before sending."): the field
 * named as the form names it, the reason as the server words it.
 */
function reasonOf(error: unknown, t: Translate<ContactsKey>): string {
  const first = error instanceof ApiError ? error.problem.errors?.[0] : undefined;
  if (!first) return errorMessage(error, t.locale);
  const path = first.path.split('.').at(-1) ?? '';
  const label = FIELD_LABELS[path];
  const field = label ? t(label) : `${path.charAt(0).toUpperCase()}${path.slice(1)}`;
  return t('contacts.form.reason', { field, reason: first.message });
}

/**
 * The Contact page's form (docs/product.md §2, §5, §6 and §8). No field is required in the page; a
 * visitor is asked to log in; the server refuses an empty message, and the "Error!" popup then
 * says why. Messages go out under the e-mail of the signed-in account.
 */
export function ContactForm({
  user,
  sessionKnown = true,
}: {
  user: { name: string; email: string } | null;
  /** False while the session is still being read at start: a message sent then waits for it. */
  sessionKnown?: boolean;
}) {
  const t = useT(contactsMessages);
  const userName = user?.name ?? '';
  const userEmail = user?.email ?? '';
  const defaults: ContactValues = { name: userName, email: userEmail, message: '' };
  const form = useForm<ContactValues>({ defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;
  const createContact = useCreateContact();

  useEffect(() => {
    // The session may arrive after the form: fill in who is writing.
    if (!userEmail) return;
    if (!form.getFieldState('name').isDirty) form.setValue('name', userName);
    form.setValue('email', userEmail);
  }, [userName, userEmail, form]);
  // After the effect above, so that who is writing is in the form when a waiting message is sent.

  const submit = form.handleSubmit(async (values) => {
    try {
      await createContact.mutateAsync({
        name: values.name,
        email: values.email.trim().toLowerCase(),
        message: values.message,
      });
      void dialog.fire(
        {
          icon: 'success',
          title: t('contacts.form.sentTitle'),
          text: t('contacts.form.sentText'),
        },
        t.locale,
      );
    } catch (error) {
      void dialog.fire(
        {
          icon: 'error',
          title: t('contacts.form.errorTitle'),
          text: t('contacts.form.errorText'),
          footer: reasonOf(error, t),
        },
        t.locale,
      );
    } finally {
      form.reset({ name: userName, email: userEmail, message: '' });
    }
  });

  const onSubmit = useSignedInSubmit(sessionKnown, user, () => void submit());

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={t('contacts.form.label')}
    >
      <FormField label={t('contacts.form.name')}>
        {(control) => (
          <input
            autoComplete="name"
            maxLength={CONTACT_NAME_MAX}
            className="input input-bordered w-full"
            {...control}
            {...form.register('name')}
          />
        )}
      </FormField>
      <FormField
        label={t('contacts.form.email')}
        hint={user ? t('contacts.form.emailHint') : undefined}
      >
        {(control) => (
          <input
            type="email"
            maxLength={EMAIL_ADDRESS_MAX}
            autoComplete="email"
            readOnly={Boolean(user)}
            className="input input-bordered w-full read-only:bg-base-200"
            {...control}
            {...form.register('email')}
          />
        )}
      </FormField>
      {/* The server requires the message: a departure noted in docs/product.md §5. */}
      <FormField label={t('contacts.form.message')} required error={errors.message?.message}>
        {(control) => (
          <textarea
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX}
            className="textarea textarea-bordered w-full"
            {...control}
            {...form.register('message', {
              validate: (v) => v.trim().length > 0 || t('contacts.form.messageRequired'),
            })}
          />
        )}
      </FormField>
      <button
        type="submit"
        className="btn btn-primary w-full sm:w-auto sm:px-10"
        disabled={isSubmitting}
      >
        {isSubmitting ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : null}
        {t('contacts.form.send')}
      </button>
    </form>
  );
}
