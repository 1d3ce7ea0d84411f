import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { TRANSLATION_KEY } from '@/lib/i18n';
import styles from './form-field.module.scss';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;
type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

interface FieldFrame {
  id: string;
  label: string;
  hint?: string;
  errors?: string[];
}

/**
 * The label, hint and errors around a control, the errors announced with it
 * (aria-describedby) and the control marked invalid. Errors may be translation
 * keys (the shared schemas' messages) or final text (the API's answers).
 */
function Field({ id, label, hint, errors = [], control }: FieldFrame & { control: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode }) {
  const { t } = useTranslation('common');
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {control({
        'aria-invalid': errors.length > 0 || undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
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

/** A labelled input with its hint and its errors; `action` (a button such as 获取验证码) sits beside the input. */
export function FormField({ id, label, hint, errors, action, ...input }: InputProps & FieldFrame & { action?: ReactNode }) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      errors={errors}
      control={(aria) =>
        action ? (
          <div className={styles.withAction}>
            <input id={id} {...aria} {...input} />
            {action}
          </div>
        ) : (
          <input id={id} {...aria} {...input} />
        )
      }
    />
  );
}

/** A labelled select with its hint and its errors. */
export function SelectField({ id, label, hint, errors, children, ...select }: SelectProps & FieldFrame & { children: ReactNode }) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      errors={errors}
      control={(aria) => (
        <select id={id} {...aria} {...select}>
          {children}
        </select>
      )}
    />
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
