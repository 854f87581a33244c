import { useSearchParams } from 'react-router';
import { useConfirmSubscription } from '@/features/newsletter/api/newsletter-links';
import {
  linkFromQuery,
  NewsletterLinkPage,
} from '@/features/newsletter/components/newsletter-link-page';
import { useT } from '@/lib/i18n/catalog';
import { sitePagesMessages } from './site/messages';

/** The newsletter's double opt-in link (ours, docs/product.md §2): confirms the subscription. */
export function Component() {
  const t = useT(sitePagesMessages);
  const [params] = useSearchParams();
  const confirm = useConfirmSubscription();
  return (
    <NewsletterLinkPage
      title={t('sitePages.newsletterConfirm.title')}
      link={linkFromQuery(params)}
      question={t('sitePages.newsletterConfirm.question')}
      action={t('sitePages.newsletterConfirm.action')}
      done={t('sitePages.newsletterConfirm.done')}
      invalid={t('sitePages.newsletterConfirm.invalid')}
      mutation={confirm}
    />
  );
}
