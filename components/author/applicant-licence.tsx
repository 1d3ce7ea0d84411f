import { DownloadLink } from '@/components/common/download-link';
import { useTranslation } from '@/lib/use-translation';
import type { ApplicantLicenceView } from '@/lib/certifications/views';
import styles from './application.module.scss';

/** The licence an applicant uploaded, shown with the look-up's answer through its ten-minute link. */
export function ApplicantLicence({ licence, companyName }: { licence: ApplicantLicenceView; companyName: string }) {
  const { t } = useTranslation('author');
  return (
    <figure className={styles.applicantLicence}>
      <img src={licence.url} alt={t('application.licenceAlt', { company: companyName })} width={licence.width} height={licence.height} />
      <figcaption>
        <DownloadLink href={licence.url}>{t('application.downloadLicence')}</DownloadLink>
        <span className={styles.hint}>{t('application.licenceLinkHint')}</span>
      </figcaption>
    </figure>
  );
}
