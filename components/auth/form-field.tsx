import type { InputHTMLAttributes } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { TRANSLATION_KEY } from '@/lib/i18n';
import styles from './form-field.module.scss';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

/**
 * A labelled input with its hint and its errors, announced with the field
 * (aria-describedby) and marked invalid. Errors may be translation keys (the
 * shared schemas' messages) or final text (the API's answers).
 */
export function FormField({ id, label, hint, errors = [], ...input }: InputProps & { id: string; label: string; hint?: string; errors?: string[] }) {
  const { t } = useTranslation('common');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {errorId ? (
        <p id={errorId} className={styles.error}>
          {errors.map((message) => (TRANSLATION_KEY.test(message) ? t(message) : message)).join(' ')}
        </p>
      ) : null}
    </div>
  );
}

/** A message of a form as a whole (the API's answer), read out when it appears. */
export function FormAlert({ tone = 'error', children }: { tone?: 'error' | 'success'; children: React.ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={tone === 'error' ? styles.alert : styles.success}>
      {children}
    </div>
  );
}
