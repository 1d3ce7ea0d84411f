import { useState } from 'react';
import { AppLink } from '@/components/common/app-link';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import { ApplyForm, type Applied } from './apply-form';
import { ApplyReceipt } from './apply-receipt';
import styles from './apply.module.scss';

const HEADING_ID = 'apply-heading';

/** A closed job's note in the form's place: since when, and the way to the open positions. */
function ClosedNote({ closesDate }: { closesDate: string | null }) {
  const { t } = useTranslation(['applications', 'common']);
  return (
    <div className={styles.closed}>
      <h2 id={HEADING_ID} className={styles.closedTitle}>
        {t('apply.closedTitle')}
      </h2>
      <p>{t('apply.closedText', { date: closesDate ?? '' })}</p>
      <p>
        <AppLink href={`${routes.joinUs}#positions`}>{t('apply.closedLink')}</AppLink>
        {' · '}
        <AppLink href={routes.applicationStatus}>{t('apply.statusLink')}</AppLink>
      </p>
    </div>
  );
}

/**
 * `#apply` on a job's page: the application form while the job is open,
 * replaced by the receipt once the application is in; past the closing day
 * (or when it closes while the form is being filled in), a note that says so.
 */
export function ApplySection({ jobId, open, closesDate }: { jobId: number; open: boolean; closesDate: string | null }) {
  const { t } = useTranslation('applications');
  const [applied, setApplied] = useState<Applied | null>(null);
  const [closed, setClosed] = useState(!open);
  return (
    <section id="apply" className={styles.section} aria-labelledby={HEADING_ID}>
      {closed ? (
        <ClosedNote closesDate={closesDate} />
      ) : (
        <div className={styles.card}>
          <h2 id={HEADING_ID} className={styles.title}>
            {t('apply.title')}
          </h2>
          {applied ? (
            <ApplyReceipt applied={applied} />
          ) : (
            <>
              <p className={styles.lead}>{t('apply.lead')}</p>
              <p className={styles.required}>
                {t('apply.required')} · <AppLink href={routes.applicationStatus}>{t('apply.statusLink')}</AppLink>
              </p>
              <ApplyForm jobId={jobId} headingId={HEADING_ID} onApplied={setApplied} onClosed={() => setClosed(true)} />
            </>
          )}
        </div>
      )}
    </section>
  );
}
