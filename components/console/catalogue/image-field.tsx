import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { readApiError } from '@/lib/api-error';
import { TRANSLATION_KEY } from '@/lib/i18n';
import { describeUploadProblem, UPLOAD_ACCEPT } from '@/lib/upload-rules';
import { useTranslation } from '@/lib/use-translation';
import fieldStyles from '@/components/forms/form-field.module.scss';
import styles from './catalogue.module.scss';

/**
 * An image of a record (a consultant's photo, a partner's logo): chosen,
 * uploaded to the site at once through the upload client (loaded on first
 * use), shown, changed or removed. Its address goes with the form in a hidden
 * field named `name`. A failed upload says why in the API's words and keeps
 * the image there was. `onBusy` tells the form while an upload is on its way.
 */
export function ImageField({
  id,
  name,
  label,
  hint,
  initial,
  previewSize,
  errors = [],
  onBusy,
}: {
  id: string;
  name: string;
  label: string;
  hint: string;
  initial: string;
  previewSize: { width: number; height: number };
  errors?: string[];
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useTranslation(['admin-catalogue', 'uploads', 'common']);
  const [url, setUrl] = useState(initial);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRef<AbortController | null>(null);
  const messages = [...errors.map((message) => (TRANSLATION_KEY.test(message) ? t(message) : message)), ...(problem ? [problem] : [])];
  const errorId = messages.length > 0 ? `${id}-error` : undefined;

  useEffect(() => () => request.current?.abort(), []);

  function busy(value: boolean) {
    setUploading(value);
    onBusy(value);
  }

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    const local = describeUploadProblem(file);
    if (local) {
      setProblem(t(local.key, local.values));
      return;
    }
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setProblem(null);
    busy(true);
    try {
      const { uploadImage } = await import('@/lib/upload-client');
      const upload = await uploadImage(file, 'image', { signal: controller.signal });
      if (!controller.signal.aborted) setUrl(upload.url);
    } catch (error) {
      if (!controller.signal.aborted) setProblem(readApiError(error, t('uploads:network')).message);
    } finally {
      if (request.current === controller) busy(false);
    }
  }

  return (
    <div className={`${fieldStyles.field} ${styles.image}`}>
      <span id={`${id}-label`} className={styles.imageLabel}>
        {label}
      </span>
      <input type="hidden" name={name} value={url} />
      {url ? (
        <img src={url} width={previewSize.width} height={previewSize.height} alt={t('image.preview', { label })} />
      ) : (
        <p className={fieldStyles.hint}>{t('image.none')}</p>
      )}
      <div className={styles.actions}>
        <label className={styles.fileButton} aria-disabled={uploading || undefined}>
          <input
            id={id}
            type="file"
            accept={UPLOAD_ACCEPT}
            className="visually-hidden"
            disabled={uploading}
            aria-labelledby={`${id}-label ${id}-choose`}
            aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
            aria-invalid={messages.length > 0 || undefined}
            onChange={(event) => void choose(event)}
          />
          <span id={`${id}-choose`}>{url ? t('image.change') : t('image.choose')}</span>
        </label>
        {url && !uploading ? (
          <button type="button" className={styles.secondary} onClick={() => setUrl('')} aria-label={t('image.removeLabel', { label })}>
            {t('image.remove')}
          </button>
        ) : null}
        {uploading ? (
          <span role="status" className={styles.muted}>
            {t('image.uploading')}
          </span>
        ) : null}
      </div>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {hint}
      </p>
      {errorId ? (
        <p id={errorId} className={fieldStyles.error} role="alert">
          {messages.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
