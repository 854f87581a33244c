import { useSearchParams } from 'react-router';
import { useConfirmSubscription } from '@/features/newsletter/api/newsletter-links';
import {
  linkFromQuery,
  NewsletterLinkPage,
} from '@/features/newsletter/components/newsletter-link-page';

/** The newsletter's double opt-in link (ours, docs/product.md §2): confirms the subscription. */
export function Component() {
  const [params] = useSearchParams();
  const confirm = useConfirmSubscription();
  return (
    <NewsletterLinkPage
      title="Confirm your subscription"
      link={linkFromQuery(params)}
      question="Send Wayfare's newsletter, about one e-mail a month, to"
      action="Confirm subscription"
      done="You are subscribed. The next newsletter will reach your inbox; every one has a link to unsubscribe."
      invalid="This confirmation link is not valid: it may be incomplete or already used. Subscribe again from the home page for a new one."
      mutation={confirm}
    />
  );
}
