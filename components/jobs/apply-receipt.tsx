import { useEffect, useRef } from 'react';
import { AppLink } from '@/components/common/app-link';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { Applied } from './apply-form';
import styles from './apply.module.scss';

/**
 * What a candidate sees once the application is in: its reference, large,
 * where it was sent, and the way to the status look-up. A repeat within 30
 * days says so: with the first application's reference when this browser (or
 * account) made it, else only that the reference went again to the number
 * (nothing of an application is shown to someone who only knows the number).
 */
export function ApplyReceipt({ applied }: { applied: Applied }) {
  const { t } = useTranslation('applications');
  const heading = useRef<HTMLHeadingElement>(null);
  const { application, repeated } = applied.answer;
  // The form this replaces had the focus: the receipt takes it, so a screen reader reads the reference next.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.receipt}>
      <h3 ref={heading} tabIndex={-1} className={styles.receiptTitle} data-repeated={repeated || undefined}>
        {repeated ? t('receipt.repeatedTitle') : t('receipt.title')}
      </h3>
      {application ? (
        <>
          <p className={styles.text}>
            {repeated ? t('receipt.repeatedText', { title: application.jobTitle }) : t('receipt.text', { title: application.jobTitle, time: application.submittedLabel })}
          </p>
          <p className={styles.referenceLabel}>{t('receipt.referenceLabel')}</p>
          <p className={styles.reference}>{application.reference}</p>
          <p className={styles.remember}>{t('receipt.remember')}</p>
          {repeated ? null : <p className={styles.text}>{t('receipt.sent', { mobile: applied.mobileMasked })}</p>}
        </>
      ) : (
        <>
          <p className={styles.text}>{t('receipt.repeatedElsewhereText')}</p>
          <p className={styles.text}>{t('receipt.resent', { mobile: applied.mobileMasked })}</p>
        </>
      )}
      <AppLink href={routes.applicationStatus} className={styles.link}>
        {t('receipt.statusLink')}
      </AppLink>
    </div>
  );
}
