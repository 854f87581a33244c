import { useSearchParams } from 'react-router';
import { useUnsubscribe } from '@/features/newsletter/api/newsletter-links';
import {
  linkFromQuery,
  NewsletterLinkPage,
} from '@/features/newsletter/components/newsletter-link-page';
import { useT } from '@/lib/i18n/catalog';
import { sitePagesMessages } from './site/messages';

/** A newsletter's unsubscribe link (ours, docs/product.md §2): asks, then unsubscribes without sign-in. */
export function Component() {
  const t = useT(sitePagesMessages);
  const [params] = useSearchParams();
  const unsubscribe = useUnsubscribe();
  return (
    <NewsletterLinkPage
      title={t('sitePages.newsletterUnsubscribe.title')}
      link={linkFromQuery(params)}
      question={t('sitePages.newsletterUnsubscribe.question')}
      action={t('sitePages.newsletterUnsubscribe.action')}
      done={t('sitePages.newsletterUnsubscribe.done')}
      invalid={t('sitePages.newsletterUnsubscribe.invalid')}
      mutation={unsubscribe}
    />
  );
}
