import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { TRANSLATION_KEY } from '@/lib/i18n';
import { useRevealAlert } from './use-reveal-alert';
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

/** What a control of a field says about itself: invalid while it has errors, described by its hint and its errors. */
export type FieldAria = { 'aria-invalid'?: true; 'aria-describedby'?: string };

/**
 * The ids of a field's hint and errors paragraphs (when there are any) and
 * the attributes its control takes from them.
 */
export function fieldDescription(id: string, hasHint: boolean, errors: readonly string[]): { hintId?: string; errorId?: string; aria: FieldAria } {
  const hintId = hasHint ? `${id}-hint` : undefined;
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  return {
    hintId,
    errorId,
    aria: { 'aria-invalid': errors.length > 0 || undefined, 'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined },
  };
}

/**
 * A field's errors in one paragraph under it (the one its control is
 * described by): translation keys (the shared schemas' messages) translated,
 * final text (the API's answers) as it is. Nothing without errors.
 */
export function FieldErrors({ id, errors, className = styles.error }: { id: string | undefined; errors: readonly string[]; className?: string }) {
  const { t } = useTranslation('common');
  if (!id) return null;
  return (
    <p id={id} className={className}>
      {errors.map((message) => (TRANSLATION_KEY.test(message) ? t(message) : message)).join(' ')}
    </p>
  );
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
}: FieldFrame & { counted?: Count; control: (aria: FieldAria) => ReactNode }) {
  const { t } = useTranslation('common');
  const { hintId, errorId, aria } = fieldDescription(id, Boolean(hint || counted), errors);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {control(aria)}
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
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}

/**
 * A labelled input with its hint and its errors; `action` (a button such as 获取验证码) sits beside the input,
 * `lead` (a phone number's country chooser) before it.
 */
export function FormField({ id, label, hint, errors, action, lead, ...input }: InputProps & FieldFrame & { action?: ReactNode; lead?: ReactNode }) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      errors={errors}
      control={(aria) =>
        action || lead ? (
          <div className={styles.withAction}>
            {lead}
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

/**
 * A message of a form as a whole (the API's answer). An error is read out when it appears, and is brought where
 * the eye is: scrolled to the middle of the screen and focused (useRevealAlert) — when it appears, and again when
 * `revealKey` changes (by default a plain-text message itself) while it stays. A success message is only read out.
 */
export function FormAlert({ tone = 'error', revealKey, children }: { tone?: 'error' | 'success'; revealKey?: unknown; children: React.ReactNode }) {
  const error = tone === 'error';
  const ref = useRevealAlert(error ? (revealKey ?? (typeof children === 'string' ? children : true)) : null);
  return (
    <div ref={ref} role={error ? 'alert' : 'status'} tabIndex={error ? -1 : undefined} className={error ? styles.alert : styles.success}>
      {children}
    </div>
  );
}
