import { PageHeading } from '@/components/ui/page-heading';
import { useAuth } from '@/features/identity/use-auth';
import { ReviewForm } from '@/features/reviews/components/review-form';

export function Component() {
  const { user } = useAuth();
  return (
    <section className="mx-auto max-w-3xl">
      <PageHeading title="Submit Your Review">
        Tell other travellers how your trip went.
      </PageHeading>
      <div className="card bg-base-100 shadow ring-1 ring-base-300">
        <div className="card-body">
          <ReviewForm defaultName={user?.name ?? ''} />
        </div>
      </div>
    </section>
  );
}
