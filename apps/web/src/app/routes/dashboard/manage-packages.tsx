import { Link } from '@/lib/i18n/router';
import { PageHeading } from '@/components/ui/page-heading';
import { PackagesTable } from '@/features/packages/components/packages-table';

export function Component() {
  return (
    <section>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeading title="All Packages" />
        <Link to="/dashboard/addPackage" className="btn btn-primary btn-sm">
          Add Package
        </Link>
      </div>
      <PackagesTable />
    </section>
  );
}
