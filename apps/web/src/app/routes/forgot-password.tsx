import { useLocation, useSearchParams } from 'react-router';
import { ForgotPasswordForm } from '@/features/identity/components/forgot-password-form';
import { useT } from '@/lib/i18n/catalog';
import { authPagesMessages } from './auth/messages';

/** Forgot password (ours, docs/product.md §2): a reset link by e-mail. */
export function Component() {
  const t = useT(authPagesMessages);
  const [params] = useSearchParams();
  // From Login: the address already typed there.
  const fromLogin = (useLocation().state as { email?: string } | null)?.email;
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="card bg-base-100 shadow-xl ring-1 ring-base-300">
        <div className="card-body">
          <h1 className="text-center text-3xl font-bold">{t('authPages.forgot.title')}</h1>
          <p className="mb-2 text-center text-base-content/70">{t('authPages.forgot.intro')}</p>
          <ForgotPasswordForm initialEmail={fromLogin ?? params.get('email') ?? ''} />
        </div>
      </div>
    </section>
  );
}
