import { PageHeading } from '@/components/ui/page-heading';
import { ModerateReviewsTable } from '@/features/reviews/components/moderate-reviews-table';

/** Reviews (admin): moderation after publishing, and approval when reviews are held first. */
export function Component() {
  return (
    <section>
      <PageHeading title="Reviews">
        Hidden reviews leave the home page at once; restore puts them back.
      </PageHeading>
      <ModerateReviewsTable />
    </section>
  );
}
