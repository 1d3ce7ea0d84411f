import { useTranslation } from '@/lib/use-translation';
import { useSite } from '@/components/providers/site-context';
import styles from './privacy.module.scss';

/** Who to contact about personal information: the site's own details from its configuration. */
export function PolicyContact() {
  const { t, i18n } = useTranslation('privacy');
  const site = useSite();
  const english = i18n.language === 'en';
  return (
    <dl className={styles.contact}>
      <dt>{t('contactLabels.operator')}</dt>
      <dd>{english ? site.nameEn : site.name}</dd>
      <dt>{t('contactLabels.email')}</dt>
      <dd>
        <a href={`mailto:${site.email}`}>{site.email}</a>
      </dd>
      <dt>{t('contactLabels.phone')}</dt>
      <dd>
        <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>
      </dd>
      <dt>{t('contactLabels.address')}</dt>
      <dd>{english ? site.addressEn : site.address}</dd>
    </dl>
  );
}
