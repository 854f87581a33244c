import {
  cardBrand,
  cardDetailsError,
  cvcLength,
  digitsOnly,
  formatCardNumber,
} from '@wayfare/contract/cards';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/catalog';
import { paymentsMessages } from '../messages';
import type { CardConfirmer, ConfirmResult } from './card-confirmer';

/** The card checks' codes (the contract's, run in the browser) as the catalogue words them. */
const CHECK_MESSAGE = {
  incorrect_number: 'payments.card.incorrectNumber',
  invalid_expiry_month: 'payments.card.invalidMonth',
  invalid_expiry_year: 'payments.card.invalidYear',
  invalid_cvc: 'payments.card.invalidCvc',
} as const;

const BRAND_LABEL: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  return match ? { month: Number(match[1]), year: Number(match[2]) } : null;
}

/**
 * Wayfare's own card form for the built-in test-mode processor: number (brand detected, Luhn
 * checked), expiry and CVC. Card details go straight to the processor, never to Wayfare's API.
 */
/** A short fingerprint of what was typed (FNV-1a), to tell one card from another. */
function cardKeyOf(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

export function BuiltInCardForm({
  publishableKey,
  onChange,
}: {
  publishableKey: string;
  onChange: (confirmer: CardConfirmer | null) => void;
}) {
  const t = useT(paymentsMessages);
  // The words of a failed charge, read when it fails: the confirmer is not remade for them.
  const words = useRef(t);
  useEffect(() => {
    words.current = t;
  });
  const id = useId();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [touched, setTouched] = useState({ number: false, expiry: false, cvc: false });
  const brand = cardBrand(number);
  // Kept between renders: the effect below hands the parent a new confirmer whenever it
  // changes, and a new object each render would hand one on every render, for ever.
  const exp = useMemo(() => parseExpiry(expiry), [expiry]);

  const problem = useMemo(() => {
    const error = cardDetailsError({
      number,
      expMonth: exp?.month ?? 0,
      expYear: exp?.year ?? 0,
      cvc,
    });
    if (!error) return null;
    const field =
      error.code === 'incorrect_number'
        ? 'number'
        : error.code.startsWith('invalid_expiry')
          ? 'expiry'
          : 'cvc';
    const key = CHECK_MESSAGE[error.code as keyof typeof CHECK_MESSAGE] as
      (typeof CHECK_MESSAGE)[keyof typeof CHECK_MESSAGE] | undefined;
    return { field, key, message: error.message } as const;
  }, [number, exp?.month, exp?.year, cvc]);

  useEffect(() => {
    if (problem || !exp) {
      onChange(null);
      return;
    }
    onChange({
      cardKey: cardKeyOf(`${digitsOnly(number)}|${exp.month}/${exp.year}|${cvc}`),
      async confirm({ clientSecret, paymentIntentId, billing }): Promise<ConfirmResult> {
        const body = new URLSearchParams({
          client_secret: clientSecret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': digitsOnly(number),
          'payment_method_data[card][exp_month]': String(exp.month),
          'payment_method_data[card][exp_year]': String(exp.year),
          'payment_method_data[card][cvc]': cvc,
          'payment_method_data[billing_details][name]': billing.name,
          'payment_method_data[billing_details][email]': billing.email,
        });
        try {
          const response = await fetch(
            `/api/processor/v1/payment_intents/${encodeURIComponent(paymentIntentId)}/confirm`,
            {
              method: 'POST',
              headers: {
                authorization: `Bearer ${publishableKey}`,
                'content-type': 'application/x-www-form-urlencoded',
              },
              body,
            },
          );
          const answer = (await response.json()) as {
            status?: string;
            id?: string;
            error?: { message?: string };
          };
          if (response.ok && answer.status === 'succeeded')
            return { status: 'succeeded', paymentIntentId: answer.id ?? paymentIntentId };
          return { error: answer.error?.message ?? words.current('payments.card.notCharged') };
        } catch {
          return { error: words.current('payments.card.unreachable') };
        }
      },
    });
  }, [problem, exp, number, cvc, publishableKey, onChange]);

  const shown = (field: 'number' | 'expiry' | 'cvc') =>
    touched[field] && problem?.field === field
      ? problem.key
        ? t(problem.key)
        : problem.message
      : null;
  const field = 'input input-bordered w-full font-mono';
  return (
    <fieldset className="space-y-4" aria-describedby={`${id}-hint`}>
      <legend className="sr-only">{t('payments.card.legend')}</legend>
      <div>
        <label
          htmlFor={`${id}-number`}
          className="mb-1 flex items-center justify-between font-medium"
        >
          {t('payments.card.number')}
          {brand !== 'unknown' ? (
            <span className="badge badge-outline">{BRAND_LABEL[brand]}</span>
          ) : null}
        </label>
        <input
          id={`${id}-number`}
          className={field}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={number}
          onChange={(e) => setNumber(formatCardNumber(e.target.value))}
          onBlur={() => setTouched((t) => ({ ...t, number: true }))}
          aria-invalid={Boolean(shown('number'))}
          aria-describedby={shown('number') ? `${id}-number-error` : undefined}
          required
          aria-required
        />
        {shown('number') ? (
          <p id={`${id}-number-error`} role="alert" className="mt-1 text-sm text-error">
            {shown('number')}
          </p>
        ) : null}
      </div>
      <div className="grid grid-cols-2 gap-4">
        <div>
          <label htmlFor={`${id}-expiry`} className="mb-1 block font-medium">
            {t('payments.card.expiry')}
          </label>
          <input
            id={`${id}-expiry`}
            className={field}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="12 / 30"
            maxLength={7}
            value={expiry}
            onChange={(e) => {
              const d = digitsOnly(e.target.value).slice(0, 4);
              setExpiry(d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d);
            }}
            onBlur={() => setTouched((t) => ({ ...t, expiry: true }))}
            aria-invalid={Boolean(shown('expiry'))}
            aria-describedby={shown('expiry') ? `${id}-expiry-error` : undefined}
            required
            aria-required
          />
          {shown('expiry') ? (
            <p id={`${id}-expiry-error`} role="alert" className="mt-1 text-sm text-error">
              {shown('expiry')}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor={`${id}-cvc`} className="mb-1 block font-medium">
            {t('payments.card.cvc')}
          </label>
          <input
            id={`${id}-cvc`}
            className={field}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder={brand === 'amex' ? '1234' : '123'}
            maxLength={cvcLength(brand)}
            value={cvc}
            onChange={(e) => setCvc(digitsOnly(e.target.value).slice(0, cvcLength(brand)))}
            onBlur={() => setTouched((t) => ({ ...t, cvc: true }))}
            aria-invalid={Boolean(shown('cvc'))}
            aria-describedby={shown('cvc') ? `${id}-cvc-error` : undefined}
            required
            aria-required
          />
          {shown('cvc') ? (
            <p id={`${id}-cvc-error`} role="alert" className="mt-1 text-sm text-error">
              {shown('cvc')}
            </p>
          ) : null}
        </div>
      </div>
      <p id={`${id}-hint`} className="text-xs text-base-content/75">
        {t('payments.card.hint')}
      </p>
    </fieldset>
  );
}
