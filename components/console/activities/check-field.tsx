import { TRANSLATION_KEY } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import styles from './activity-form.module.scss';

/** A labelled checkbox with its hint and its errors (read out with it). */
export function CheckField({
  id,
  label,
  hint,
  checked,
  errors = [],
  onChange,
}: {
  id: string;
  label: string;
  hint?: string;
  checked: boolean;
  errors?: string[];
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation('common');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  return (
    <div className={`${styles.check} ${styles.wide}`}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-invalid={errors.length > 0 || undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <div>
        <label htmlFor={id}>{label}</label>
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
    </div>
  );
}
