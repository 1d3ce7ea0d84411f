import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { TRANSLATION_KEY } from '@/lib/i18n';
import styles from './form-field.module.scss';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;
type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;
type TextareaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'aria-invalid' | 'aria-describedby'>;

interface FieldFrame {
  id: string;
  label: string;
  hint?: string;
  errors?: string[];
}

/** How much is typed against the limit, shown at the end of the hint ("12 / 200"; past the limit in red). */
interface Count {
  count: number;
  max: number;
}

/**
 * The label, hint and errors around a control, the errors announced with it
 * (aria-describedby) and the control marked invalid. Errors may be translation
 * keys (the shared schemas' messages) or final text (the API's answers).
 */
function Field({
  id,
  label,
  hint,
  errors = [],
  counted,
  control,
}: FieldFrame & { counted?: Count; control: (aria: { 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode }) {
  const { t } = useTranslation('common');
  const hintId = hint || counted ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {control({
        'aria-invalid': errors.length > 0 || undefined,
        'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
      })}
      {counted ? (
        <p id={hintId} className={`${styles.hint} ${styles.counted}`}>
          <span>{hint}</span>
          <span data-over={counted.count > counted.max || undefined}>{t('common:fieldCount', { count: counted.count, max: counted.max })}</span>
        </p>
      ) : hint ? (
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

/**
 * A labelled text area with its hint and errors: a summary, a biography, a list typed one item a line.
 * With `count` and `max`, the hint ends with how much is typed against the limit.
 */
export function TextAreaField({ id, label, hint, errors, count, max, ...textarea }: TextareaProps & FieldFrame & Partial<Count>) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      errors={errors}
      counted={count !== undefined && max !== undefined ? { count, max } : undefined}
      control={(aria) => <textarea id={id} className={styles.textarea} {...aria} {...textarea} />}
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
