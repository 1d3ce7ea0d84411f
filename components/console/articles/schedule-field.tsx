import { TRANSLATION_KEY } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import fieldStyles from '@/components/forms/form-field.module.scss';
import styles from './article-editor.module.scss';

/**
 * Scheduling: a date and time in China time (whatever the browser's own time
 * zone), with its error beside it, and the button that schedules (or moves an
 * already scheduled article to the new time). The form checks the time is
 * still to come; the server checks again against its own clock.
 */
export function ScheduleField({
  id,
  value,
  errors = [],
  rescheduling,
  disabled,
  busy,
  onChange,
  onSchedule,
}: {
  id: string;
  value: string;
  errors?: string[];
  /** The article is scheduled already: the button moves it. */
  rescheduling: boolean;
  disabled: boolean;
  busy: boolean;
  onChange: (value: string) => void;
  onSchedule: () => void;
}) {
  const { t } = useTranslation('admin-articles');
  const errorId = errors.length > 0 ? `${id}-error` : undefined;
  return (
    <fieldset className={styles.schedule}>
      <legend>{t('schedule.legend')}</legend>
      <div className={styles.scheduleRow}>
        <div className={fieldStyles.field}>
          <label htmlFor={id}>{t('schedule.at')}</label>
          <input
            id={id}
            name="at"
            type="datetime-local"
            value={value}
            onChange={(event) => onChange(event.currentTarget.value)}
            aria-invalid={errors.length > 0 || undefined}
            aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
          />
        </div>
        <button type="button" className={styles.scheduleButton} disabled={disabled} aria-busy={busy || undefined} onClick={onSchedule}>
          {busy ? t('schedule.working') : rescheduling ? t('schedule.reschedule') : t('schedule.submit')}
        </button>
      </div>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {t('schedule.hint')}
      </p>
      {errorId ? (
        <p id={errorId} className={fieldStyles.error}>
          {errors.map((message) => (TRANSLATION_KEY.test(message) ? t(message) : message)).join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
