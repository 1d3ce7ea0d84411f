import type { ReactNode } from 'react';
import { DownloadLink } from '@/components/common/download-link';
import { useTranslation } from '@/lib/use-translation';
import { useSite } from '@/components/providers/site-context';
import { SiteLogo } from '@/components/layout/site-logo';
import { QrCode } from '@/components/common/qr-code';
import styles from './business-card.module.scss';

export type BusinessCardProps = {
  /** The company's vCard 3.0 (server/kernel/qr.ts), also offered as a .vcf download. */
  vcard: string;
  vcardSvg: string;
  /** The site's home page in this language, and its QR code. */
  siteUrl: string;
  siteSvg: string;
};

/** The company's digital business card: contact details and two QR codes (save the contact, open the site). */
export function BusinessCard({ vcard, vcardSvg, siteUrl, siteSvg }: BusinessCardProps) {
  const { t, i18n } = useTranslation('home');
  const site = useSite();
  const english = i18n.language === 'en';
  const name = english ? site.nameEn : site.name;
  const rows: [string, ReactNode][] = [
    ['address', english ? site.addressEn : site.address],
    ['phone', <a key="phone" href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>],
    ['email', <a key="email" href={`mailto:${site.email}`}>{site.email}</a>],
    ['hours', english ? site.hoursEn : site.hours],
    ['website', <a key="website" href={siteUrl}>{siteUrl.replace(/^https?:\/\//, '')}</a>],
  ];
  return (
    <div className={styles.layout}>
      <article className={styles.card} aria-labelledby="card-name">
        <header className={styles.top}>
          <h2 id="card-name">
            <SiteLogo inverted />
          </h2>
          <p>{t('card.tagline')}</p>
        </header>
        <dl className={styles.details}>
          {rows.map(([key, value]) => (
            <div key={key}>
              <dt>{t(`card.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <DownloadLink
          className={styles.download}
          hintClassName={styles.downloadHint}
          href={`data:text/vcard;charset=utf-8,${encodeURIComponent(vcard)}`}
          filename={`${name}.vcf`}
        >
          {t('card.download')}
        </DownloadLink>
      </article>
      <div className={styles.codes}>
        <QrCode svg={vcardSvg} label={t('card.vcardLabel', { name })} caption={t('card.vcard')} hint={t('card.vcardHint')} />
        <QrCode svg={siteSvg} label={t('card.siteLabel', { url: siteUrl })} caption={t('card.site')} hint={siteUrl} />
      </div>
    </div>
  );
}
