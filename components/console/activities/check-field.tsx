import { FieldErrors, fieldDescription } from '@/components/forms/form-field';
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
  const { hintId, errorId, aria } = fieldDescription(id, Boolean(hint), errors);
  return (
    <div className={`${styles.check} ${styles.wide}`}>
      <input
        id={id}
        type="checkbox"
        checked={checked}
        {...aria}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <div>
        <label htmlFor={id}>{label}</label>
        {hint ? (
          <p id={hintId} className={styles.hint}>
            {hint}
          </p>
        ) : null}
        <FieldErrors id={errorId} errors={errors} className={styles.error} />
      </div>
    </div>
  );
}
