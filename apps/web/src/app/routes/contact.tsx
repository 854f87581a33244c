import { PageHeading } from '@/components/ui/page-heading';
import { ContactDetails } from '@/features/contacts/components/contact-details';
import { ContactForm } from '@/features/contacts/components/contact-form';
import { useAuth } from '@/features/identity/use-auth';
import { useHydrated } from '@/lib/use-hydrated';
import { useT } from '@/lib/i18n/catalog';
import { sitePagesMessages } from './site/messages';

/** Contact (docs/product.md §2): the form, static contact information and four social links. */
export function Component() {
  const t = useT(sitePagesMessages);
  const { user: signedIn, sessionKnown } = useAuth();
  // The page is rendered on the server for a visitor: who is signed in is shown once it has
  // hydrated, so the first render matches the server's HTML (lib/use-hydrated.ts).
  const hydrated = useHydrated();
  const user = hydrated ? signedIn : null;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <PageHeading title={t('sitePages.contact.heading')}>
        {t('sitePages.contact.intro')}
      </PageHeading>
      <div className="grid gap-8 lg:grid-cols-5">
        <div className="card bg-base-100 shadow ring-1 ring-base-300 lg:col-span-3">
          <div className="card-body">
            <h2 className="card-title text-xl">{t('sitePages.contact.formHeading')}</h2>
            <ContactForm
              user={user ? { name: user.name, email: user.email } : null}
              sessionKnown={hydrated && sessionKnown}
            />
          </div>
        </div>
        <aside
          className="card bg-base-200 lg:col-span-2"
          aria-label={t('sitePages.contact.asideLabel')}
        >
          <div className="card-body">
            <h2 className="card-title text-xl">{t('sitePages.contact.detailsHeading')}</h2>
            <ContactDetails />
          </div>
        </aside>
      </div>
    </section>
  );
}
