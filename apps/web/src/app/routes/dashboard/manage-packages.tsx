import { Link } from '@/lib/i18n/router';
import { PageHeading } from '@/components/ui/page-heading';
import { PackagesTable } from '@/features/packages/components/packages-table';
import { useT } from '@/lib/i18n/catalog';
import { catalogPagesMessages } from '../catalog/messages';

export function Component() {
  const t = useT(catalogPagesMessages);
  return (
    <section>
      <div className="flex flex-wrap items-start justify-between gap-4">
        <PageHeading title={t('catalogPages.manage.title')} />
        <Link to="/dashboard/addPackage" className="btn btn-primary btn-sm">
          {t('catalogPages.manage.add')}
        </Link>
      </div>
      <PackagesTable />
    </section>
  );
}
