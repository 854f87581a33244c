import { useT } from '@/lib/i18n/catalog';
import { useNavigate } from '@/lib/i18n/router';
import { useAuthConfig } from '@/features/identity/api/get-auth-config';
import { useIdentityErrorText } from '@/features/identity/error-text';
import { showSignInFailed } from '@/features/identity/sign-in-failed';
import { openSocialPopup } from '@/features/identity/social-popup';
import { useAuth } from '@/features/identity/use-auth';
import { identityMessages } from '@/features/identity/messages';
import { identityFormsMessages } from '@/features/identity/forms-messages';

const ICONS: Record<string, string> = {
  google:
    'M21.35 11.1H12v2.98h5.35c-.23 1.38-1.6 4.05-5.35 4.05a5.98 5.98 0 0 1 0-11.96c1.85 0 3.09.79 3.8 1.47l2.6-2.5C16.73 3.6 14.57 2.6 12 2.6a9.4 9.4 0 1 0 0 18.8c5.43 0 9.02-3.81 9.02-9.19 0-.62-.07-1.09-.17-1.56Z',
  github:
    'M12 2a10 10 0 0 0-3.16 19.49c.5.09.68-.22.68-.48v-1.7c-2.78.6-3.37-1.34-3.37-1.34-.45-1.16-1.11-1.47-1.11-1.47-.91-.62.07-.6.07-.6 1 .07 1.53 1.03 1.53 1.03.9 1.52 2.34 1.08 2.91.83.09-.65.35-1.09.63-1.34-2.22-.25-4.55-1.11-4.55-4.94 0-1.09.39-1.98 1.03-2.68-.1-.25-.45-1.27.1-2.64 0 0 .84-.27 2.75 1.02a9.6 9.6 0 0 1 5 0c1.91-1.29 2.75-1.02 2.75-1.02.55 1.37.2 2.39.1 2.64.64.7 1.03 1.59 1.03 2.68 0 3.84-2.34 4.69-4.57 4.93.36.31.68.92.68 1.85v2.75c0 .27.18.58.69.48A10 10 0 0 0 12 2Z',
};

/** One button per configured social provider (none when the server has none configured). */
export function SocialButtons() {
  const t = useT(identityFormsMessages);
  const identityT = useT(identityMessages);
  const errorText = useIdentityErrorText();
  const { socialLogIn, loading } = useAuth();
  const navigate = useNavigate();
  const config = useAuthConfig();
  const providers = config.data?.socialProviders ?? [];
  if (providers.length === 0) return null;

  async function start(id: string) {
    try {
      // Opened here, inside the click: a window opened after an await is blocked.
      const popup = openSocialPopup();
      // Signed in: the login page records the user, shows its toast and goes home.
      if ((await socialLogIn(id, popup)) === 'done') {
        await navigate('/login?social=done', { replace: true });
      }
    } catch (error) {
      await showSignInFailed(error, identityT, errorText);
    }
  }

  return (
    <div className="space-y-2">
      <div className="divider text-sm text-base-content/75">{t('identityForms.social.or')}</div>
      {providers.map((p) => (
        <button
          key={p.id}
          type="button"
          className="btn btn-outline w-full"
          disabled={loading}
          onClick={() => void start(p.id)}
        >
          <svg viewBox="0 0 24 24" className="h-5 w-5 fill-current" aria-hidden="true">
            <path
              d={
                ICONS[p.id] ??
                'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-1 5h2v6h-2V7Zm0 8h2v2h-2v-2Z'
              }
            />
          </svg>
          {t('identityForms.social.continueWith', { provider: p.name })}
        </button>
      ))}
    </div>
  );
}
