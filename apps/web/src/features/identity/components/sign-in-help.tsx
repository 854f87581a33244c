import { useId, useRef, useState } from 'react';
import { Link } from '@/lib/i18n/router';
import { EMAIL_ADDRESS_MAX } from '@wayfare/contract/constants';
import { EMAIL_PATTERN } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/catalog';
import { RichText } from '@/lib/i18n/rich-text';
import { isRateLimited, sendVerificationEmail } from '@/features/identity/api/password-reset';
import { ProviderError } from '@/features/identity/auth-errors';
import { useIdentityErrorText } from '@/features/identity/error-text';
import { identityFormsMessages } from '@/features/identity/forms-messages';

/** What the identity service answers when password sign-in needs something else first. */
export const SIGN_IN_PAUSED = 'ACCOUNT_SIGN_IN_PAUSED';
export const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';

/** The refusal a sign-in got that this page can help with, or null. */
export function signInHelpFor(error: unknown): 'paused' | 'unverified' | null {
  if (!(error instanceof ProviderError)) return null;
  if (error.code === SIGN_IN_PAUSED) return 'paused';
  if (error.code === EMAIL_NOT_VERIFIED) return 'unverified';
  return null;
}

/**
 * Sends the verification link again. With `email` known (a refused sign-in) it is one button;
 * without (a dead link), the address is asked for.
 */
export function ResendVerification({ email }: { email?: string }) {
  const t = useT(identityFormsMessages);
  const errorText = useIdentityErrorText();
  // Uncontrolled: Login is rendered on the server, and an address typed before the app is live
  // must survive hydration (a controlled field would be set back to its state's '').
  const typed = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'sending' }
    | { kind: 'sent'; to: string }
    | { kind: 'failed'; text: string }
  >({ kind: 'idle' });
  const inputId = useId();

  async function send() {
    const to = (email ?? typed.current?.value ?? '').trim();
    if (!EMAIL_PATTERN.test(to)) {
      setState({ kind: 'failed', text: t('identityForms.validation.emailInvalid') });
      return;
    }
    setState({ kind: 'sending' });
    try {
      await sendVerificationEmail(to);
      setState({ kind: 'sent', to: to.toLowerCase() });
    } catch (error) {
      setState({
        kind: 'failed',
        text: isRateLimited(error) ? t('identityForms.verify.rateLimited') : errorText(error),
      });
    }
  }

  return (
    <div className="mt-3 space-y-2">
      {email === undefined ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium">
            {t('identityForms.verify.yourEmail')}
          </label>
          <input
            id={inputId}
            type="email"
            autoComplete="email"
            maxLength={EMAIL_ADDRESS_MAX}
            className="input input-bordered input-sm w-full"
            ref={typed}
          />
        </div>
      ) : null}
      <button
        type="button"
        className="btn btn-outline btn-sm"
        disabled={state.kind === 'sending'}
        onClick={() => void send()}
      >
        {t('identityForms.verify.resend')}
      </button>
      <p aria-live="polite" className="text-sm">
        {state.kind === 'sent'
          ? t('identityForms.verify.resent', { email: state.to })
          : state.kind === 'failed'
            ? state.text
            : ''}
      </p>
    </div>
  );
}

/** Below the Login form after a refusal it can help with: the way forward, right there. */
export function SignInHelp({ kind, email }: { kind: 'paused' | 'unverified'; email: string }) {
  const t = useT(identityFormsMessages);
  if (kind === 'paused') {
    return (
      <div
        role="alert"
        className="alert alert-warning alert-soft text-base-content block"
        data-testid="sign-in-help"
      >
        <p>{t('identityForms.help.paused')}</p>
        <Link to="/forgot-password" state={{ email }} className="btn btn-primary btn-sm mt-3">
          {t('identityForms.help.resetPassword')}
        </Link>
      </div>
    );
  }
  return (
    <div
      role="alert"
      className="alert alert-warning alert-soft text-base-content block"
      data-testid="sign-in-help"
    >
      <p>
        <RichText
          t={t}
          id="identityForms.help.unverified"
          values={{ email }}
          components={{ 0: <strong className="[overflow-wrap:anywhere]" /> }}
        />
      </p>
      <ResendVerification email={email} />
    </div>
  );
}

/**
 * What Login says on arrival: a password just changed, or the e-mailed verification link opened
 * (`/login?verified=1`, with `&error=` when the link did not work).
 */
export function LoginNotice(props: {
  passwordReset: boolean;
  verified: boolean;
  error: string | null;
}) {
  const t = useT(identityFormsMessages);
  if (props.passwordReset) {
    return (
      <p
        role="status"
        className="alert alert-success alert-soft text-base-content mb-2"
        data-testid="login-notice"
      >
        {t('identityForms.notice.passwordChanged')}
      </p>
    );
  }
  if (!props.verified) return null;
  if (props.error) {
    return (
      <div
        role="alert"
        className="alert alert-error alert-soft text-base-content mb-2 block"
        data-testid="login-notice"
      >
        <p>
          {props.error === 'TOKEN_EXPIRED'
            ? t('identityForms.notice.linkExpired')
            : t('identityForms.notice.linkInvalid')}
        </p>
        <ResendVerification />
      </div>
    );
  }
  return (
    <p
      role="status"
      className="alert alert-success alert-soft text-base-content mb-2"
      data-testid="login-notice"
    >
      {t('identityForms.notice.verified')}
    </p>
  );
}
