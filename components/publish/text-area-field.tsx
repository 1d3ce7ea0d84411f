import type { TextareaHTMLAttributes } from 'react';
import { TRANSLATION_KEY } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import fieldStyles from '@/components/forms/form-field.module.scss';
import styles from './publish.module.scss';

type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

/** A labelled text area with its hint, a count of what is typed against the limit, and its errors (the frame of FormField). */
export function TextAreaField({
  id,
  label,
  hint,
  count,
  max,
  errors = [],
  ...textarea
}: TextareaProps & { id: string; label: string; hint?: string; count: number; max: number; errors?: string[] }) {
  const { t } = useTranslation(['publish', 'common']);
  const hintId = `${id}-hint`;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className={styles.textarea}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
        {...textarea}
      />
      <p id={hintId} className={`${fieldStyles.hint} ${styles.counted}`}>
        <span>{hint}</span>
        <span data-over={count > max || undefined}>{t('form.count', { count, max })}</span>
      </p>
      {errorId ? (
        <p id={errorId} className={fieldStyles.error}>
          {errors.map((message) => (TRANSLATION_KEY.test(message) ? t(message) : message)).join(' ')}
        </p>
      ) : null}
    </div>
  );
}
