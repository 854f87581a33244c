import { useState, type FormEvent } from 'react';
import { EMAIL_ADDRESS_MAX } from '@wayfare/contract/constants';
import { EMAIL_PATTERN } from '@/components/ui/form-field';
import { errorMessage, errorToast, successToast } from '@/lib/alerts';
import { useSubscribe } from '@/features/newsletter/api/subscribe';
import { useT } from '@/lib/i18n/catalog';
import { newsletterMessages } from '../messages';

type NewsletterError = 'newsletter.errors.emailRequired' | 'newsletter.errors.emailInvalid';

/** What is wrong with the address typed, as a message key, or undefined. */
function validate(email: string): NewsletterError | undefined {
  if (email.trim() === '') return 'newsletter.errors.emailRequired';
  if (!EMAIL_PATTERN.test(email)) return 'newsletter.errors.emailInvalid';
  return undefined;
}

/**
 * One field, so a form library is not worth its weight on the home page: validated on submit,
 * then again on every change once a submit has failed (as react-hook-form's defaults do). The
 * field is uncontrolled and read at submit: an address typed before the page hydrated (see
 * main.tsx) is still what gets sent.
 */
export function NewsletterBox() {
  const t = useT(newsletterMessages);
  const subscribe = useSubscribe();
  const [error, setError] = useState<NewsletterError | undefined>();
  const [submitted, setSubmitted] = useState(false);
  // Double opt-in: the toast keeps its words; this line says what is still to do.
  const [awaitingConfirmation, setAwaitingConfirmation] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const email = (form.elements.namedItem('email') as HTMLInputElement | null)?.value ?? '';
    setSubmitted(true);
    setAwaitingConfirmation(false);
    const problem = validate(email);
    setError(problem);
    if (problem) return;
    try {
      await subscribe.mutateAsync(email);
      void successToast(t('newsletter.box.subscribed'));
      form.reset();
      setSubmitted(false);
      setAwaitingConfirmation(true);
    } catch (e) {
      void errorToast(errorMessage(e, t.locale));
    }
  }

  return (
    <section className="mx-auto max-w-6xl px-4 pb-8" aria-labelledby="newsletter-heading">
      <div className="rounded-box bg-primary px-6 py-10 text-primary-content sm:px-12">
        <h2 id="newsletter-heading" className="text-2xl font-bold sm:text-3xl">
          {t('newsletter.box.heading')}
        </h2>
        <p className="mt-2 text-primary-content">{t('newsletter.box.text')}</p>
        <form
          onSubmit={(e) => void submit(e)}
          noValidate
          className="mt-6 flex flex-col gap-3 sm:flex-row"
        >
          <label htmlFor="newsletter-email" className="sr-only">
            {t('newsletter.box.emailLabel')}
          </label>
          <input
            id="newsletter-email"
            type="email"
            maxLength={EMAIL_ADDRESS_MAX}
            placeholder="you@example.com"
            autoComplete="email"
            className="input input-bordered w-full text-base-content sm:max-w-sm"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? 'newsletter-error' : undefined}
            name="email"
            defaultValue=""
            onChange={(event) => {
              if (submitted) setError(validate(event.target.value));
            }}
          />
          <button type="submit" className="btn btn-secondary" disabled={subscribe.isPending}>
            {t('newsletter.box.subscribe')}
          </button>
        </form>
        {error ? (
          <p id="newsletter-error" role="alert" className="mt-2 text-sm font-medium">
            {t(error)}
          </p>
        ) : null}
        <p role="status" className="mt-2 text-sm font-medium" data-testid="newsletter-confirm-note">
          {awaitingConfirmation ? t('newsletter.box.confirmNote') : ''}
        </p>
      </div>
    </section>
  );
}
