import { PageHeading } from '@/components/ui/page-heading';
import { useAuth } from '@/features/identity/use-auth';
import { TripRequestsTable } from '@/features/trip-requests/components/trip-requests-table';

export function Component() {
  const { user } = useAuth();
  return (
    <section>
      <PageHeading title="My Trip Destinations" />
      <TripRequestsTable email={user?.email ?? ''} />
    </section>
  );
}
