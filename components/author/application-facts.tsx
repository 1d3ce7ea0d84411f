import { FactList } from '@/components/common/fact-list';
import { useTranslation } from '@/lib/use-translation';
import type { ApplicationView } from '@/lib/certifications/views';
import styles from './application.module.scss';

/** An application as its applicant sees it: status first, then what it is, and the reviewer's note once there is one. */
export function ApplicationFacts({ application }: { application: ApplicationView }) {
  const { t } = useTranslation('author');
  const facts = [
    { label: t('application.kind'), value: t(`kinds.${application.kind}`) },
    { label: t('application.company'), value: application.companyName },
    { label: t('application.uscc'), value: application.usccMasked },
    { label: t('application.submitted'), value: application.submittedLabel },
    ...(application.reviewedLabel ? [{ label: t('application.reviewed'), value: application.reviewedLabel }] : []),
  ];
  return (
    <div className={styles.facts} data-status={application.status}>
      <p className={styles.statusLine}>
        <span>{t('application.status')}</span>
        <strong className={styles.status} data-status={application.status}>
          {t(`status.${application.status}`)}
        </strong>
      </p>
      <p className={styles.statusHint}>{t(`application.hint.${application.status}`)}</p>
      <FactList facts={facts} className={styles.factList} />
      {application.reviewNote ? (
        <div className={styles.note}>
          <p className={styles.noteLabel}>{t('application.note')}</p>
          <p className={styles.noteText}>{application.reviewNote}</p>
        </div>
      ) : null}
    </div>
  );
}
