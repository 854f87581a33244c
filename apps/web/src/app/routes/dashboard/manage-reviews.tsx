import { PageHeading } from '@/components/ui/page-heading';
import { ModerateReviewsTable } from '@/features/reviews/components/moderate-reviews-table';
import { useT } from '@/lib/i18n/catalog';
import { dashboardPagesMessages } from './messages';

/** Reviews (admin): moderation after publishing, and approval when reviews are held first. */
export function Component() {
  const t = useT(dashboardPagesMessages);
  return (
    <section>
      <PageHeading title={t('dashboardPages.reviews.title')}>
        {t('dashboardPages.reviews.intro')}
      </PageHeading>
      <ModerateReviewsTable />
    </section>
  );
}
