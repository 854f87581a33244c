import { PageHeading } from '@/components/ui/page-heading';
import { TripRequestsInbox } from '@/features/trip-requests/components/trip-requests-inbox';

export function Component() {
  return (
    <section>
      <PageHeading title="Trip Requests">
        Travellers’ requests for a trip; your answer appears in their My Trip Destinations.
      </PageHeading>
      <TripRequestsInbox />
    </section>
  );
}
