import { TEST_CARDS } from '@wayfare/contract/constants';
import { useT } from '@/lib/i18n/catalog';
import { paymentsMessages } from '../messages';

/** The test cards' outcomes (the contract's English words) as the catalogue says them. */
const OUTCOMES = {
  'Succeeds (Visa)': ['payments.testMode.succeeds', { brand: 'Visa' }],
  'Succeeds (Mastercard)': ['payments.testMode.succeeds', { brand: 'Mastercard' }],
  Declined: ['payments.testMode.declined'],
  'Insufficient funds': ['payments.testMode.insufficient'],
  'Expired card': ['payments.testMode.expired'],
  'Incorrect CVC': ['payments.testMode.incorrectCvc'],
} as const;

/** Says plainly that no money moves, and lists the test cards. */
export function TestModeBanner() {
  const t = useT(paymentsMessages);
  const outcome = (text: string) => {
    const known = OUTCOMES[text as keyof typeof OUTCOMES] as
      (typeof OUTCOMES)[keyof typeof OUTCOMES] | undefined;
    return known ? t(known[0], known[1]) : text;
  };
  return (
    // alert-soft writes in the info colour (2.4:1 on its own tint): the text keeps the body colour.
    <div role="note" className="alert alert-info alert-soft mb-6 block text-base-content">
      <p className="font-semibold">{t('payments.testMode.title')}</p>
      <p className="mt-1 text-sm">{t('payments.testMode.body')}</p>
      <ul className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            <span className="font-mono">{card.number}</span> — {outcome(card.outcome)}
          </li>
        ))}
      </ul>
    </div>
  );
}
