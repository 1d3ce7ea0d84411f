import { useTranslation } from '@/lib/use-translation';
import { ButtonLink } from '@/components/common/button-link';
import { QrCode } from '@/components/common/qr-code';
import { useSite } from '@/components/providers/site-context';
import { routes } from '@/lib/routes';
import styles from './contact-details.module.scss';

/**
 * Address, phone, e-mail and office hours from the site configuration, with
 * tap-to-call and mailto links, and the company's vCard as a QR code (drawn on
 * the server) to save the contact by scanning.
 */
export function ContactDetails({ vcardSvg }: { vcardSvg: string }) {
  const { t, i18n } = useTranslation('listing');
  const site = useSite();
  const english = i18n.language === 'en';
  const name = english ? site.nameEn : site.name;
  const tel = site.phone.replace(/[^\d+]/g, '');
  const items = [
    { key: 'address', value: english ? site.addressEn : site.address },
    { key: 'phone', value: site.phone, href: `tel:${tel}` },
    { key: 'email', value: site.email, href: `mailto:${site.email}` },
    { key: 'hours', value: english ? site.hoursEn : site.hours },
  ];
  return (
    <section className={styles.wrap} aria-labelledby="contact-details-title">
      <h2 id="contact-details-title" className="visually-hidden">
        {t('contact.address')}
      </h2>
      <p className={styles.intro}>{t('contact.intro')}</p>
      <dl className={styles.list}>
        {items.map((item) => (
          <div key={item.key} className={styles.item}>
            <dt>{t(`contact.${item.key}`)}</dt>
            <dd>{item.href ? <a href={item.href}>{item.value}</a> : item.value}</dd>
          </div>
        ))}
      </dl>
      <div className={styles.actions}>
        <a className={styles.call} href={`tel:${tel}`}>
          {t('contact.call')}
        </a>
        <a className={styles.mail} href={`mailto:${site.email}`}>
          {t('contact.mail')}
        </a>
        <ButtonLink href={routes.card} variant="secondary">
          {t('contact.card')}
        </ButtonLink>
      </div>
      <div className={styles.qr}>
        <QrCode svg={vcardSvg} label={t('contact.qrLabel', { name })} caption={t('contact.qrCaption')} hint={t('contact.cardText')} />
      </div>
    </section>
  );
}
