import { useSearchParams } from 'react-router';
import { useUnsubscribe } from '@/features/newsletter/api/newsletter-links';
import {
  linkFromQuery,
  NewsletterLinkPage,
} from '@/features/newsletter/components/newsletter-link-page';

/** A newsletter's unsubscribe link (ours, docs/product.md §2): asks, then unsubscribes without sign-in. */
export function Component() {
  const [params] = useSearchParams();
  const unsubscribe = useUnsubscribe();
  return (
    <NewsletterLinkPage
      title="Unsubscribe?"
      link={linkFromQuery(params)}
      question="Stop sending Wayfare's newsletter to"
      action="Unsubscribe"
      done="You are unsubscribed. No more newsletters will be sent to this address."
      invalid="This unsubscribe link is not valid: it may be incomplete. Use the link from the newest newsletter."
      mutation={unsubscribe}
    />
  );
}
