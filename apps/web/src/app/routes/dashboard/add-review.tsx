import { PageHeading } from '@/components/ui/page-heading';
import { useAuth } from '@/features/identity/use-auth';
import { ReviewForm } from '@/features/reviews/components/review-form';
import { useT } from '@/lib/i18n/catalog';
import { dashboardPagesMessages } from './messages';

export function Component() {
  const t = useT(dashboardPagesMessages);
  const { user } = useAuth();
  return (
    <section className="mx-auto max-w-3xl">
      <PageHeading title={t('dashboardPages.review.title')}>
        {t('dashboardPages.review.intro')}
      </PageHeading>
      <div className="card bg-base-100 shadow ring-1 ring-base-300">
        <div className="card-body">
          <ReviewForm defaultName={user?.name ?? ''} />
        </div>
      </div>
    </section>
  );
}
