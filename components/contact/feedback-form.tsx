import { useState } from 'react';
import { useSite } from '@/components/providers/site-context';
import { useTranslation } from '@/lib/use-translation';
import type { FeedbackAnswer } from '@/lib/feedback/views';
import { FeedbackFields } from './feedback-fields';
import { FeedbackReceipt } from './feedback-receipt';
import styles from './feedback-form.module.scss';

const HEADING_ID = 'feedback-title';

/**
 * The contact page's "send us a message" section: what happens to a message,
 * and the form, then in its place the receipt; "write another" brings back an
 * empty form (a new one, with its own token) with the focus on its first field.
 */
export function FeedbackForm() {
  const { t } = useTranslation('contact');
  const site = useSite();
  const [answer, setAnswer] = useState<FeedbackAnswer | null>(null);
  const [round, setRound] = useState(0);
  const next = t('form.next', { returnObjects: true, phone: site.phone });

  return (
    <section id="feedback" className={styles.section} aria-labelledby={HEADING_ID}>
      <div className={styles.intro}>
        <h2 id={HEADING_ID} className={styles.title}>
          {t('form.title')}
        </h2>
        <p className={styles.lead}>{t('form.lead')}</p>
        {Array.isArray(next) ? (
          <ul className={styles.next}>
            {next.map((line) => (
              <li key={String(line)}>{String(line)}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.card}>
        {answer ? (
          <FeedbackReceipt
            answer={answer}
            onAgain={() => {
              setAnswer(null);
              setRound((count) => count + 1);
            }}
          />
        ) : (
          <>
            <p className={styles.required}>{t('form.required')}</p>
            <FeedbackFields key={round} headingId={HEADING_ID} focusOnMount={round > 0} onSent={setAnswer} />
          </>
        )}
      </div>
    </section>
  );
}
