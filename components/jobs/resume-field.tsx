import { fileSizeLabel } from '@/lib/uploads/file-size';
import { TRANSLATION_KEY } from '@/lib/i18n';
import { RESUME_ACCEPT, RESUME_MAX_BYTES } from '@/lib/applications/rules';
import { useTranslation } from '@/lib/use-translation';
import styles from './apply.module.scss';

export interface UploadProgress {
  sent: number;
  total: number;
}

/**
 * The résumé: a picker (its label is the button), the chosen file's name and
 * size, the hint, the error, and — while the form is sent — the upload's
 * progress, so that a phone on a slow network shows it is working. The file
 * stays chosen after any error; it is sent with the form, not on its own.
 */
export function ResumeField({
  id,
  file,
  onChoose,
  errors = [],
  progress,
  disabled,
}: {
  id: string;
  file: File | null;
  onChoose: (file: File) => void;
  /** Translation keys or the API's text. */
  errors?: string[];
  progress: UploadProgress | null;
  disabled: boolean;
}) {
  const { t } = useTranslation('applications');
  const titleId = `${id}-title`;
  const pickId = `${id}-pick`;
  const chosenId = `${id}-chosen`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const error = errors.map((message) => (TRANSLATION_KEY.test(message) ? t(message, { limit: RESUME_MAX_BYTES / 1024 / 1024 }) : message)).join(' ');
  const percent = progress && progress.total > 0 ? Math.min(100, Math.round((progress.sent / progress.total) * 100)) : 0;

  return (
    <div className={styles.resume}>
      <span id={titleId} className={styles.resumeTitle}>
        {t('form.resume')} *
      </span>
      <div className={styles.resumeRow}>
        <input
          id={id}
          type="file"
          accept={RESUME_ACCEPT}
          className={`visually-hidden ${styles.fileInput}`}
          aria-labelledby={`${titleId} ${pickId}`}
          aria-describedby={[chosenId, hintId, error ? errorId : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          disabled={disabled}
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0];
            // The same file may be chosen again after an error: the input must change to say so.
            event.currentTarget.value = '';
            if (chosen) onChoose(chosen);
          }}
        />
        <label id={pickId} htmlFor={id} className={styles.pick} data-disabled={disabled || undefined}>
          {file ? t('form.resumeChange') : t('form.resumeChoose')}
        </label>
        <p id={chosenId} className={styles.chosen} data-empty={file ? undefined : true}>
          {file ? t('form.resumeChosen', { name: file.name, size: fileSizeLabel(file.size) }) : t('form.resumeNone')}
        </p>
      </div>
      <p id={hintId} className={styles.hint}>
        {t('form.resumeHint')}
      </p>
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
      {progress ? (
        <div className={styles.progress}>
          <progress max={100} value={percent} aria-label={t('form.progressLabel')} />
          <span>
            {progress.sent >= progress.total
              ? t('form.processing')
              : t('form.progress', { sent: fileSizeLabel(progress.sent), total: fileSizeLabel(progress.total), percent })}
          </span>
        </div>
      ) : null}
    </div>
  );
}
