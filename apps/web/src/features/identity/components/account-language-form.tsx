import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import type { AccountDigits, AccountLanguage, AccountResponse } from '@wayfare/contract/account';
import { successToast } from '@/lib/alerts';
import { translate, useT } from '@/lib/i18n/catalog';
import { rememberLocale } from '@/lib/i18n/remembered-locale';
import { useNavigate } from '@/lib/i18n/router';
import { useUpdateAccount } from '@/features/identity/api/account';
import { useIdentityErrorText } from '@/features/identity/error-text';
import { accountLanguageMessages } from '@/features/identity/language-messages';

/**
 * Each language by its own name, whatever the page's language (as the header's switch names the
 * other one), marked with its `lang`.
 */
const LANGUAGES: { id: AccountLanguage; name: string }[] = [
  { id: 'en', name: 'English' },
  { id: 'bn', name: 'বাংলা' },
];

/** What each choice of digits looks like, shown beside its name. */
const DIGIT_SAMPLES: Record<AccountDigits, string> = { bangla: '০১২', western: '012' };

/**
 * The account's language (the pages after sign-in) and, for Bangla, its digits. Saving a
 * language other than the page's moves to this page in that language and remembers it in the
 * cookie, as the header's switch does.
 */
export function AccountLanguageForm({ account }: { account: AccountResponse }) {
  const t = useT(accountLanguageMessages);
  const errorText = useIdentityErrorText();
  const update = useUpdateAccount();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const id = useId();
  const [language, setLanguage] = useState<AccountLanguage>(account.language ?? t.locale);
  const [digits, setDigits] = useState<AccountDigits>(account.digits ?? 'bangla');
  const [error, setError] = useState<string | null>(null);

  async function save(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      // English pages have no digits to choose: the Bangla choice is kept as it was.
      await update.mutateAsync(language === 'bn' ? { language, digits } : { language });
    } catch (failure) {
      setError(t('accountLanguage.failed', { reason: errorText(failure) }));
      return;
    }
    rememberLocale(language);
    if (language !== t.locale) {
      await accountLanguageMessages.ready(language);
      await navigate(`${pathname}${search}${hash}`, { replace: true, locale: language });
    }
    void successToast(translate(accountLanguageMessages, language, 'accountLanguage.saved'));
  }

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="grid gap-4">
      <p className="text-sm text-base-content/75">{t('accountLanguage.intro')}</p>
      <fieldset>
        <legend className="mb-2 font-medium">{t('accountLanguage.language')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {LANGUAGES.map((option) => (
            <label key={option.id} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="radio"
                name={`${id}-language`}
                className="radio radio-primary"
                value={option.id}
                checked={language === option.id}
                onChange={() => setLanguage(option.id)}
              />
              <span lang={option.id}>{option.name}</span>
            </label>
          ))}
        </div>
      </fieldset>
      {language === 'bn' ? (
        <fieldset>
          <legend className="mb-2 font-medium">{t('accountLanguage.numbers')}</legend>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {(['bangla', 'western'] as const).map((option) => (
              <label key={option} className="flex min-h-11 cursor-pointer items-center gap-2">
                <input
                  type="radio"
                  name={`${id}-digits`}
                  className="radio radio-primary"
                  value={option}
                  checked={digits === option}
                  onChange={() => setDigits(option)}
                />
                <span>
                  {option === 'bangla'
                    ? t('accountLanguage.banglaDigits')
                    : t('accountLanguage.westernDigits')}{' '}
                  <span className="text-base-content/75">{DIGIT_SAMPLES[option]}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-error">
          {error}
        </p>
      ) : null}
      <div>
        <button type="submit" className="btn btn-primary" disabled={update.isPending}>
          {update.isPending ? t('accountLanguage.saving') : t('accountLanguage.save')}
        </button>
      </div>
    </form>
  );
}
