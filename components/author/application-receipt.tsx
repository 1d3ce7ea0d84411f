import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import type { ApplicationView } from '@/lib/certifications/views';
import { ApplicationFacts } from './application-facts';
import styles from './application.module.scss';

/** What an applicant sees once the application is in: its number, large, and how to follow it up. */
export function ApplicationReceipt({ application }: { application: ApplicationView }) {
  const { t } = useTranslation('author');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form this replaces had the focus: the receipt takes it, so a screen reader reads the number next.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.receipt}>
      <h3 ref={heading} tabIndex={-1} className={styles.receiptTitle}>
        {t('receipt.title')}
      </h3>
      <p className={styles.numberLabel}>{t('receipt.number')}</p>
      <p className={styles.number}>{application.number}</p>
      <p className={styles.remember}>{t('receipt.remember')}</p>
      <ApplicationFacts application={application} />
    </div>
  );
}
