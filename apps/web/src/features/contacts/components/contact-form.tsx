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

interface ContactValues {
  name: string;
  email: string;
  message: string;
}

/** Why the server refused, in words (e.g. "Message: write a message before sending."). */
function reasonOf(error: unknown): string {
  const first = error instanceof ApiError ? error.problem.errors?.[0] : undefined;
  if (!first) return errorMessage(error);
  const field = first.path.split('.').at(-1) ?? '';
  return `${field.charAt(0).toUpperCase()}${field.slice(1)}: ${first.message}.`;
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
      void dialog.fire({
        icon: 'success',
        title: 'Message Sent!',
        text: 'We have received your message and will get back to you soon.',
      });
    } catch (error) {
      void dialog.fire({
        icon: 'error',
        title: 'Error!',
        text: 'Something went wrong while sending your message. Please try again later.',
        footer: reasonOf(error),
      });
    } finally {
      form.reset({ name: userName, email: userEmail, message: '' });
    }
  });

  const onSubmit = useSignedInSubmit(sessionKnown, user, () => void submit());

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Contact form">
      <FormField label="Name">
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
      <FormField label="Email" hint={user ? 'We reply to the e-mail of your account.' : undefined}>
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
      <FormField label="Message" required error={errors.message?.message}>
        {(control) => (
          <textarea
            rows={6}
            maxLength={CONTACT_MESSAGE_MAX}
            className="textarea textarea-bordered w-full"
            {...control}
            {...form.register('message', {
              validate: (v) => v.trim().length > 0 || 'Write your message',
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
        Send Message
      </button>
    </form>
  );
}
