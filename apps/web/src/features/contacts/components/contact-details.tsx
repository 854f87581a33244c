import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n/catalog';
import { localDigits } from '@/lib/i18n/digits';
import { contactsMessages } from '../messages';

/** Icons drawn with strokes in a 24 x 24 box (currentColor), so outlines and holes render right. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

const SOCIAL_LINKS = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/',
    icon: (
      <path d="M15 3h-2.5A3.5 3.5 0 0 0 9 6.5V10H6.5v3.5H9V21h3.5v-7.5h2.6l.4-3.5h-3V7a1 1 0 0 1 1-1H15V3Z" />
    ),
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/',
    icon: (
      <>
        <rect x="3" y="3" width="18" height="18" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
      </>
    ),
  },
  {
    name: 'X',
    href: 'https://x.com/',
    icon: <path d="M4 4l16 16M20 4L4 20" />,
  },
  {
    name: 'YouTube',
    href: 'https://www.youtube.com/',
    icon: (
      <>
        <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
        <path d="M10 9.5v5l4.5-2.5L10 9.5Z" fill="currentColor" />
      </>
    ),
  },
];

const DETAILS = [
  {
    label: 'contacts.details.visit',
    value: 'contacts.details.address',
    icon: (
      <>
        <path d="M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12Z" />
        <circle cx="12" cy="9" r="2.5" />
      </>
    ),
  },
  {
    label: 'contacts.details.call',
    /** A number, not a message: written in the page's digits. */
    phone: '+880 1700-000000',
    href: 'tel:+8801700000000',
    icon: (
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z" />
    ),
  },
  {
    label: 'contacts.details.write',
    address: 'hello@wayfare.example',
    href: 'mailto:hello@wayfare.example',
    icon: (
      <>
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="m3 7 9 6 9-6" />
      </>
    ),
  },
  {
    label: 'contacts.details.hours',
    value: 'contacts.details.hoursValue',
    icon: (
      <>
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </>
    ),
  },
] as const;

/** The Contact page's static details and its four social links (docs/product.md §2). */
export function ContactDetails() {
  const t = useT(contactsMessages);
  return (
    <div className="space-y-6">
      <ul className="space-y-4">
        {DETAILS.map((item) => (
          <li key={item.label} className="flex gap-4">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary">
              <Icon>{item.icon}</Icon>
            </span>
            <div>
              <p className="text-sm font-semibold uppercase tracking-wide text-base-content/75">
                {t(item.label)}
              </p>
              <p className="break-words">
                {'phone' in item ? (
                  <a href={item.href} className="link link-hover">
                    {localDigits(item.phone, t.numbers)}
                  </a>
                ) : 'address' in item ? (
                  <a href={item.href} className="link link-hover">
                    {item.address}
                  </a>
                ) : (
                  t(item.value)
                )}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <div>
        <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-base-content/75">
          {t('contacts.details.follow')}
        </p>
        <ul className="flex gap-3" aria-label={t('contacts.details.social')}>
          {SOCIAL_LINKS.map((link) => (
            <li key={link.name}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('contacts.details.on', { network: link.name })}
                className="btn btn-circle btn-outline btn-primary"
              >
                <Icon>{link.icon}</Icon>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
