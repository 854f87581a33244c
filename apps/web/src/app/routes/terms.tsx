import { Link } from '@/lib/i18n/router';
import { Prose } from '@/components/ui/prose';
import { useT } from '@/lib/i18n/catalog';
import { RichText } from '@/lib/i18n/rich-text';
import { sitePagesMessages } from './site/messages';

/** Terms & Conditions: booking, paying, cancelling and reviewing on Wayfare (true of the code). */
export function Component() {
  const t = useT(sitePagesMessages);
  return (
    <Prose>
      <h1>{t('sitePages.terms.heading')}</h1>
      <p className="text-lg">
        <RichText t={t} id="sitePages.terms.intro" components={{ 0: <Link to="/contact" /> }} />
      </p>
      <h2>{t('sitePages.terms.bookingsHeading')}</h2>
      <p>{t('sitePages.terms.bookings')}</p>
      <h2>{t('sitePages.terms.payingHeading')}</h2>
      <p>{t('sitePages.terms.paying')}</p>
      <h2>{t('sitePages.terms.cancellingHeading')}</h2>
      <ul>
        <li>{t('sitePages.terms.cancelling.unpaid')}</li>
        <li>{t('sitePages.terms.cancelling.paid')}</li>
        <li>{t('sitePages.terms.cancelling.withdrawn')}</li>
      </ul>
      <h2>{t('sitePages.terms.reviewsHeading')}</h2>
      <p>{t('sitePages.terms.reviews')}</p>
      <h2>{t('sitePages.terms.responsibilityHeading')}</h2>
      <p>{t('sitePages.terms.responsibility')}</p>
      <p className="text-sm">{t('sitePages.terms.updated')}</p>
    </Prose>
  );
}
