import { TEST_CARDS } from '@wayfare/contract/constants';

/** Says plainly that no money moves, and lists the test cards. */
export function TestModeBanner() {
  return (
    // alert-soft writes in the info colour (2.4:1 on its own tint): the text keeps the body colour.
    <div role="note" className="alert alert-info alert-soft mb-6 block text-base-content">
      <p className="font-semibold">Test mode: no real money moves.</p>
      <p className="mt-1 text-sm">
        Payments go to Wayfare&apos;s built-in test card processor. Use any future expiry date and
        any CVC with one of these cards:
      </p>
      <ul className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {TEST_CARDS.map((card) => (
          <li key={card.number}>
            <span className="font-mono">{card.number}</span> — {card.outcome}
          </li>
        ))}
      </ul>
    </div>
  );
}
