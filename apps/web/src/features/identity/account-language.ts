import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AccountDigits } from '@wayfare/contract/account';
import { useLocale } from '@/lib/i18n/catalog';
import type { Locale } from '@/lib/i18n/locale';
import { rememberLocale } from '@/lib/i18n/remembered-locale';
import { useNavigate } from '@/lib/i18n/router';
import { accountQueryOptions, updateAccount } from './api/account';
import { useAuth } from './use-auth';

/*
 * The account's language and digits (docs/i18n.md, "The account's language") where they act
 * beyond the account page: the page after sign-in, the header's switch, the digits of the
 * dashboard's Bangla screens.
 */

/**
 * The digits the signed-in person chose, for the dashboard's screens: read on Bangla pages
 * only (English has no choice of digits), `bangla` until the account is known or when it cannot
 * be read.
 */
export function useAccountDigits(): AccountDigits {
  const locale = useLocale();
  const { user, hasToken } = useAuth();
  const account = useQuery({
    ...accountQueryOptions(),
    enabled: locale === 'bn' && Boolean(user) && hasToken,
  });
  return locale === 'bn' && account.data?.digits === 'western' ? 'western' : 'bangla';
}

/**
 * What the header's language switch calls as it moves to `locale`: when someone is signed in,
 * the account keeps the choice too. Best effort: the switch goes on whether or not the call
 * succeeds, and a failure leaves the account as it was.
 */
export function useSaveLanguageChoice(): (locale: Locale) => void {
  const { user, hasToken } = useAuth();
  const queryClient = useQueryClient();
  const signedIn = Boolean(user) && hasToken;
  return useCallback(
    (locale: Locale) => {
      if (!signedIn) return;
      updateAccount({ language: locale })
        .then((account) => queryClient.setQueryData(accountQueryOptions().queryKey, account))
        .catch(() => undefined);
    },
    [signedIn, queryClient],
  );
}

/**
 * After sign-in, goes to `to` (a path as docs/product.md names it, or one already in a language)
 * in the account's language when it has one, remembering it in the cookie as the switch does;
 * in the page's language when it has none or the account cannot be read.
 */
export function useGoAfterSignIn(): (to: string) => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    async (to: string) => {
      let language: Locale | null = null;
      try {
        language = (await queryClient.fetchQuery(accountQueryOptions())).language;
      } catch {
        // The page's language, then: signing in has worked all the same.
      }
      if (language) rememberLocale(language);
      await navigate(to, { replace: true, locale: language ?? undefined });
    },
    [queryClient, navigate],
  );
}
