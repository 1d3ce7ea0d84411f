import { useEffect, useRef } from 'react';
import { useSite } from '@/components/providers/site-context';
import { useTranslation } from '@/lib/use-translation';
import type { FeedbackAnswer } from '@/lib/feedback/views';
import { FeedbackCopyButton } from './feedback-copy-button';
import styles from './feedback-form.module.scss';

/**
 * What the visitor sees once the message is in: its reference, large and
 * copyable, when it arrived, when to expect an answer and the phone for
 * anything urgent. A message already sent today gets its first reference back.
 */
export function FeedbackReceipt({ answer, onAgain }: { answer: FeedbackAnswer; onAgain: () => void }) {
  const { t } = useTranslation('contact');
  const site = useSite();
  const heading = useRef<HTMLHeadingElement>(null);
  const reference = useRef<HTMLSpanElement>(null);
  const { feedback, repeated } = answer;
  // The form this replaces had the focus: the receipt takes it, so a screen reader reads it next.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className={styles.receipt} data-repeated={repeated || undefined}>
      <h3 ref={heading} tabIndex={-1} className={styles.receiptTitle}>
        {repeated ? t('receipt.repeatedTitle') : t('receipt.title')}
      </h3>
      {repeated ? <p className={styles.receiptText}>{t('receipt.repeatedText')}</p> : null}
      <dl className={styles.facts}>
        <div>
          <dt>{t('receipt.reference')}</dt>
          <dd className={styles.referenceLine}>
            <span ref={reference} className={styles.reference}>
              {feedback.reference}
            </span>
            <FeedbackCopyButton value={feedback.reference} target={reference} />
          </dd>
        </div>
        <div>
          <dt>{t('receipt.received')}</dt>
          <dd>
            <time dateTime={feedback.receivedAt}>{feedback.receivedLabel}</time>
          </dd>
        </div>
      </dl>
      <p className={styles.receiptText}>{t('receipt.reply')}</p>
      <p className={styles.receiptText}>
        {t('receipt.urgentBefore')}
        <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`} className={styles.phone}>
          {site.phone}
        </a>
        {t('receipt.urgentAfter')}
      </p>
      <button type="button" className={styles.again} onClick={onAgain}>
        {t('receipt.again')}
      </button>
    </div>
  );
}
