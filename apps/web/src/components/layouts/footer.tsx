import { useT } from '@/lib/i18n/catalog';
import { Link } from '@/lib/i18n/router';
import { layoutMessages } from './messages';

const QUICK_LINKS = [
  { label: 'layout.footer.aboutUs', to: '/about' },
  { label: 'layout.footer.contactUs', to: '/contact' },
  { label: 'layout.footer.privacy', to: '/privacy' },
  { label: 'layout.footer.terms', to: '/terms' },
] as const;

const SOCIAL = [
  {
    name: 'Facebook',
    path: 'M22 12a10 10 0 1 0-11.56 9.88v-6.99H7.9V12h2.54V9.8c0-2.5 1.49-3.89 3.78-3.89 1.09 0 2.24.2 2.24.2v2.46h-1.26c-1.24 0-1.63.77-1.63 1.56V12h2.78l-.44 2.89h-2.34v6.99A10 10 0 0 0 22 12Z',
  },
  {
    name: 'Instagram',
    path: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10Zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4ZM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4ZM12 2c-2.7 0-3.1 0-4.1.1C4.3 2.3 2.3 4.3 2.1 7.9 2 8.9 2 9.3 2 12s0 3.1.1 4.1c.2 3.6 2.2 5.6 5.8 5.8 1 .1 1.4.1 4.1.1s3.1 0 4.1-.1c3.6-.2 5.6-2.2 5.8-5.8.1-1 .1-1.4.1-4.1s0-3.1-.1-4.1c-.2-3.6-2.2-5.6-5.8-5.8C15.1 2 14.7 2 12 2Z',
  },
  {
    name: 'X',
    path: 'M17.75 3h3.07l-6.7 7.66L22 21h-6.17l-4.83-6.32L5.47 21H2.4l7.17-8.2L2 3h6.33l4.37 5.77L17.75 3Zm-1.08 16.2h1.7L7.4 4.73H5.57l11.1 14.47Z',
  },
  {
    name: 'YouTube',
    path: 'M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12 31 31 0 0 0 1 16.8a3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8ZM9.8 15V9l5.7 3-5.7 3Z',
  },
];

/**
 * Footer (docs/product.md §2): quick links (to real pages: the specification's placeholders are a
 * defect we do not copy), social icons, contact, copyright.
 */
export function Footer() {
  const t = useT(layoutMessages);
  return (
    <footer className="mt-16 bg-neutral text-neutral-content">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-2xl font-extrabold">Wayfare</p>
          <p className="mt-3 text-sm text-neutral-content/80">{t('layout.footer.about')}</p>
        </div>
        <nav aria-label={t('layout.footer.quickLinks')}>
          <h2 className="footer-title">{t('layout.footer.quickLinks')}</h2>
          <ul className="space-y-2 text-sm">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="link-hover link">
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className="footer-title">{t('layout.footer.contact')}</h2>
          <address className="space-y-2 text-sm not-italic">
            <p>{t('layout.footer.address')}</p>
            <p>
              <a href="tel:+8801700000000" className="link link-hover">
                +880 1700-000000
              </a>
            </p>
            <p>
              <a href="mailto:hello@wayfare.example" className="link link-hover">
                hello@wayfare.example
              </a>
            </p>
          </address>
        </div>
        <div>
          <h2 className="footer-title">{t('layout.footer.followUs')}</h2>
          <ul className="flex gap-3">
            {SOCIAL.map((s) => (
              <li key={s.name}>
                <a
                  href="#"
                  aria-label={s.name}
                  className="btn btn-circle btn-ghost btn-sm text-neutral-content hover:bg-neutral-content/10"
                >
                  <svg viewBox="0 0 24 24" className="h-5 w-5 fill-current" aria-hidden="true">
                    <path d={s.path} />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t border-neutral-content/15 py-4 text-center text-sm text-neutral-content/70">
        {t('layout.footer.copyright', { year: String(new Date().getFullYear()) })}
      </p>
    </footer>
  );
}
