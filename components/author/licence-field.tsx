import { TRANSLATION_KEY } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { LICENCE_TYPES, type LicenceUpload } from './use-licence-upload';
import styles from './application.module.scss';

/** The preview's size (its box in application.module.scss has the same ratio): the image fits inside, and nothing moves as it loads. */
const PREVIEW = { width: 240, height: 168 };

/**
 * The business licence: a picker that uploads at once, a preview of the
 * chosen image, the upload's progress and any error. The form sends the
 * upload's id (a hidden field), never the file.
 */
export function LicenceField({
  id,
  upload,
  onChoose,
  errors = [],
}: {
  id: string;
  upload: LicenceUpload;
  onChoose: (file: File) => void;
  /** The form's errors for `licenceUploadId` (translation keys or the API's text). */
  errors?: string[];
}) {
  const { t } = useTranslation('author');
  const titleId = `${id}-title`;
  const pickId = `${id}-pick`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const preview = upload.phase === 'uploading' || upload.phase === 'done' ? upload.preview : null;
  // The upload's own failure is the news; a form error about an earlier choice is not, once a new image is on its way.
  const formError = upload.phase === 'uploading' || upload.phase === 'done' ? [] : errors;
  const error = upload.phase === 'failed' ? upload.message : formError.map((m) => (TRANSLATION_KEY.test(m) ? t(m) : m)).join(' ');

  return (
    <div className={styles.licence}>
      <span id={titleId} className={styles.licenceTitle}>
        {t('form.licence.label')} *
      </span>
      <div className={styles.licenceBody}>
        <div className={styles.preview}>
          {preview ? (
            <img src={preview} alt={t('form.licence.preview')} width={PREVIEW.width} height={PREVIEW.height} />
          ) : (
            <span className={styles.previewEmpty}>{t('form.licence.none')}</span>
          )}
        </div>
        <div className={styles.licenceSide}>
          <input
            id={id}
            type="file"
            accept={LICENCE_TYPES.join(',')}
            className={`visually-hidden ${styles.fileInput}`}
            aria-labelledby={`${titleId} ${pickId}`}
            aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
            disabled={upload.phase === 'uploading'}
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              // The same file may be chosen again after a failure: the input must change to say so.
              event.currentTarget.value = '';
              if (file) onChoose(file);
            }}
          />
          <label id={pickId} htmlFor={id} className={styles.pick} data-disabled={upload.phase === 'uploading' || undefined}>
            {upload.phase === 'done' ? t('form.licence.change') : t('form.licence.choose')}
          </label>
          <p className={styles.uploadState} role="status">
            {upload.phase === 'uploading' ? t('form.licence.uploading') : upload.phase === 'done' ? t('form.licence.uploaded', { name: upload.name }) : ''}
          </p>
          <p id={hintId} className={styles.hint}>
            {t('form.licence.hint')}
          </p>
          {error ? (
            <p id={errorId} className={styles.error}>
              {error}
            </p>
          ) : null}
        </div>
      </div>
      <input type="hidden" name="licenceUploadId" value={upload.phase === 'done' ? upload.upload.id : ''} />
    </div>
  );
}
