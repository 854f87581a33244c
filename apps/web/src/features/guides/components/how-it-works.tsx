import { HOW_IT_WORKS, WHY_CHOOSE_US } from '@/features/guides/content';
import { useT } from '@/lib/i18n/catalog';
import { localDigits } from '@/lib/i18n/digits';
import { guidesMessages } from '../messages';

export function HowItWorks() {
  const t = useT(guidesMessages);
  return (
    <section className="mx-auto max-w-6xl px-4 py-16" aria-labelledby="how-heading">
      <h2 id="how-heading" className="mb-10 text-center text-3xl font-bold sm:text-4xl">
        {t('guides.howItWorks.heading')}
      </h2>
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {HOW_IT_WORKS.map((s) => (
          <li
            key={s.step}
            className="rounded-box bg-base-100 p-6 text-center shadow-sm ring-1 ring-base-300"
          >
            <span
              className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-primary text-xl font-bold text-primary-content"
              aria-hidden="true"
            >
              {localDigits(String(s.step), t.numbers)}
            </span>
            <h3 className="mt-4 text-lg font-bold">{t(s.title)}</h3>
            <p className="mt-2 text-sm text-base-content/75">{t(s.text)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function WhyChooseUs() {
  const t = useT(guidesMessages);
  return (
    <section className="bg-neutral py-16 text-neutral-content" aria-labelledby="why-heading">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="why-heading" className="mb-10 text-center text-3xl font-bold sm:text-4xl">
          {t('guides.why.heading')}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {WHY_CHOOSE_US.map((r) => (
            <li
              key={r.title}
              className="rounded-box bg-neutral-content/5 p-6 ring-1 ring-neutral-content/15"
            >
              <h3 className="text-lg font-bold text-secondary">{t(r.title)}</h3>
              <p className="mt-2 text-sm text-neutral-content/85">{t(r.text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
