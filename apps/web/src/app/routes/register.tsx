import { useLocation, type Location } from 'react-router';
import { useNavigate } from '@/lib/i18n/router';
import { RegisterForm } from '@/features/identity/components/register-form';
import { useT } from '@/lib/i18n/catalog';
import { authPagesMessages } from './auth/messages';

export function RegisterPage() {
  const t = useT(authPagesMessages);
  const navigate = useNavigate();
  // Sent here from a page that needs an account (an admin invitation): back there afterwards.
  const from = (useLocation().state as { from?: Location } | null)?.from;
  return (
    <section className="mx-auto max-w-lg px-4 py-12">
      <div className="card bg-base-100 shadow-xl ring-1 ring-base-300">
        <div className="card-body">
          <h1 className="text-center text-3xl font-bold">{t('authPages.register.title')}</h1>
          <p className="mb-2 text-center text-base-content/70">
            {t('authPages.register.subtitle')}
          </p>
          <RegisterForm
            onRegistered={() => void navigate(from ? `${from.pathname}${from.search}` : '/')}
          />
        </div>
      </div>
    </section>
  );
}
