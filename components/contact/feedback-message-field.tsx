import { useEffect, useState } from 'react';
import { TRANSLATION_KEY } from '@/lib/i18n';
import { MESSAGE_MAX_LENGTH, characterCount } from '@/lib/feedback/rules';
import { useTranslation } from '@/lib/use-translation';
import fieldStyles from '@/components/forms/form-field.module.scss';
import styles from './feedback-form.module.scss';

/** From this many characters left, a screen reader hears how many remain. */
const NEAR_LIMIT = 200;
/** …once typing has paused this long, not at every key. */
const ANNOUNCE_AFTER_MS = 1000;

/**
 * The message: a text area with its hint, a count of characters against the
 * limit (as the schema counts them: trimmed, an emoji is one), and its errors.
 * The count is part of the field's description; near the limit and beyond it a
 * polite live region says what is left once typing pauses.
 */
export function FeedbackMessageField({ id, errors = [] }: { id: string; errors?: string[] }) {
  const { t } = useTranslation(['contact', 'common']);
  const [count, setCount] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const left = MESSAGE_MAX_LENGTH - count;
  const remaining = left < 0 ? t('form.countOver', { count: -left }) : left <= NEAR_LIMIT ? t('form.countLeft', { count: left }) : '';

  useEffect(() => {
    const timer = setTimeout(() => setAnnouncement(remaining), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [remaining]);

  const hintId = `${id}-hint`;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id}>{`${t('form.message')} *`}</label>
      <textarea
        id={id}
        name="message"
        rows={6}
        required
        className={styles.textarea}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
        onChange={(event) => setCount(characterCount(event.currentTarget.value.trim()))}
      />
      <p id={hintId} className={`${fieldStyles.hint} ${styles.counted}`}>
        <span>{t('form.messageHint')}</span>
        <span data-over={left < 0 || undefined}>{t('form.count', { count, max: MESSAGE_MAX_LENGTH })}</span>
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {errorId ? (
        <p id={errorId} className={fieldStyles.error}>
          {errors.map((message) => (TRANSLATION_KEY.test(message) ? t(message) : message)).join(' ')}
        </p>
      ) : null}
    </div>
  );
}
