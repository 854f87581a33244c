import { useEffect, useRef } from 'react';
import { Link } from '@/lib/i18n/router';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/alerts';
import { useT, type Translate } from '@/lib/i18n/catalog';
import { newsletterMessages } from '../messages';

export interface NewsletterLink {
  email: string;
  token: string;
}

/** The address and token of a newsletter link's query, or null when either is missing. */
export function linkFromQuery(params: URLSearchParams): NewsletterLink | null {
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  return email && token ? { email, token } : null;
}

/** A refused link in words: a bad or used link, too many tries, or the server's own message. */
function failureText(
  error: unknown,
  invalid: string,
  t: Translate<(typeof newsletterMessages.keys)[number]>,
): string {
  if (error instanceof ApiError) {
    if (error.problem.code === 'NEWSLETTER_LINK_INVALID' || error.status === 400) return invalid;
    if (error.status === 429) return t('newsletter.errors.tooManyAttempts');
  }
  return errorMessage(error, t.locale);
}

/**
 * A newsletter e-mail's link (confirm or unsubscribe): the address it is for, one button that
 * acts (nothing happens on load: mail scanners open links too), then the outcome, focused.
 */
export function NewsletterLinkPage(props: {
  title: string;
  link: NewsletterLink | null;
  question: string;
  action: string;
  done: string;
  invalid: string;
  mutation: {
    mutate: (link: NewsletterLink) => void;
    isPending: boolean;
    isSuccess: boolean;
    error: unknown;
  };
}) {
  const t = useT(newsletterMessages);
  const { link, mutation } = props;
  const outcome = useRef<HTMLDivElement>(null);
  const settled = mutation.isSuccess || Boolean(mutation.error);
  useEffect(() => {
    if (settled) outcome.current?.focus();
  }, [settled]);

  let body;
  if (!link) {
    body = (
      <p role="alert" className="alert alert-error alert-soft text-base-content">
        {props.invalid}
      </p>
    );
  } else if (mutation.isSuccess) {
    body = (
      <div ref={outcome} tabIndex={-1} role="status" className="space-y-4 outline-none">
        <p
          className="alert alert-success alert-soft text-base-content"
          data-testid="newsletter-outcome"
        >
          {props.done}
        </p>
        <Link to="/" className="btn btn-primary">
          {t('newsletter.link.backHome')}
        </Link>
      </div>
    );
  } else {
    body = (
      <div className="space-y-4">
        <p>
          {props.question} <strong className="[overflow-wrap:anywhere]">{link.email}</strong>
        </p>
        {mutation.error ? (
          <div ref={outcome} tabIndex={-1} role="alert" className="outline-none">
            <p
              className="alert alert-error alert-soft text-base-content"
              data-testid="newsletter-outcome"
            >
              {failureText(mutation.error, props.invalid, t)}
            </p>
          </div>
        ) : null}
        <button
          type="button"
          className="btn btn-primary"
          disabled={mutation.isPending}
          onClick={() => mutation.mutate(link)}
        >
          {mutation.isPending ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : null}
          {props.action}
        </button>
      </div>
    );
  }

  return (
    <section className="mx-auto max-w-lg px-4 py-12">
      <div className="card bg-base-100 shadow-xl ring-1 ring-base-300">
        <div className="card-body">
          <h1 className="text-2xl font-bold sm:text-3xl">{props.title}</h1>
          <div className="mt-2">{body}</div>
        </div>
      </div>
    </section>
  );
}
