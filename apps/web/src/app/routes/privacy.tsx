import { Link } from '@/lib/i18n/router';
import { Prose } from '@/components/ui/prose';
import { useT } from '@/lib/i18n/catalog';
import { RichText } from '@/lib/i18n/rich-text';
import { sitePagesMessages } from './site/messages';

/** What we keep, item by item: the item's name in bold, then what it holds. */
const KEPT = [
  'sitePages.privacy.keep.account',
  'sitePages.privacy.keep.bookings',
  'sitePages.privacy.keep.payments',
  'sitePages.privacy.keep.messages',
  'sitePages.privacy.keep.technical',
] as const;

/** Privacy Policy: what Wayfare keeps about a traveller, why, and for how long (true of the code). */
export function Component() {
  const t = useT(sitePagesMessages);
  return (
    <Prose>
      <h1>{t('sitePages.privacy.heading')}</h1>
      <p className="text-lg">{t('sitePages.privacy.intro')}</p>
      <h2>{t('sitePages.privacy.keepHeading')}</h2>
      <ul>
        {KEPT.map((id) => (
          <li key={id}>
            <RichText t={t} id={id} components={{ 0: <strong /> }} />
          </li>
        ))}
      </ul>
      <h2>{t('sitePages.privacy.cookiesHeading')}</h2>
      <p>{t('sitePages.privacy.cookies')}</p>
      <h2>{t('sitePages.privacy.whoHeading')}</h2>
      <p>{t('sitePages.privacy.who')}</p>
      <h2>{t('sitePages.privacy.howLongHeading')}</h2>
      <p>{t('sitePages.privacy.howLong')}</p>
      <h2>{t('sitePages.privacy.choicesHeading')}</h2>
      <p>
        <RichText
          t={t}
          id="sitePages.privacy.choices"
          components={{ 0: <Link to="/contact" />, 1: <a href="mailto:hello@wayfare.example" /> }}
        />
      </p>
      <p className="text-sm">{t('sitePages.privacy.updated')}</p>
    </Prose>
  );
}
