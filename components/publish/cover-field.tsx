import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { readApiError } from '@/lib/api-error';
import { TRANSLATION_KEY } from '@/lib/i18n';
import { describeUploadProblem, UPLOAD_ACCEPT } from '@/lib/upload-rules';
import { useTranslation } from '@/lib/use-translation';
import fieldStyles from '@/components/forms/form-field.module.scss';
import styles from './publish.module.scss';

export interface Cover {
  url: string;
  width: number | null;
  height: number | null;
}

/**
 * The cover image: chosen, uploaded to the site at once (the upload client
 * loads on first use), shown with its own width and height; changed or
 * removed. A failed upload says why in the API's words and keeps the old cover.
 */
export function CoverField({ id, cover, errors = [], onChange }: { id: string; cover: Cover | null; errors?: string[]; onChange: (cover: Cover | null) => void }) {
  const { t } = useTranslation(['publish', 'uploads', 'common']);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRef<AbortController | null>(null);
  const messages = [...errors.map((message) => (TRANSLATION_KEY.test(message) ? t(message) : message)), ...(problem ? [problem] : [])];
  const errorId = messages.length > 0 ? `${id}-error` : undefined;

  useEffect(() => () => request.current?.abort(), []);

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
    setUploading(true);
    try {
      const { uploadImage } = await import('@/lib/upload-client');
      const upload = await uploadImage(file, 'image', { signal: controller.signal });
      if (!controller.signal.aborted) onChange({ url: upload.url, width: upload.width, height: upload.height });
    } catch (error) {
      if (!controller.signal.aborted) setProblem(readApiError(error, t('uploads:network')).message);
    } finally {
      if (request.current === controller) setUploading(false);
    }
  }

  return (
    <div className={fieldStyles.field}>
      <span id={`${id}-label`} className={styles.label}>
        {t('form.cover')}
      </span>
      {cover ? (
        <img className={styles.cover} src={cover.url} width={cover.width ?? undefined} height={cover.height ?? undefined} alt={t('form.coverAlt')} />
      ) : null}
      <div className={styles.coverActions}>
        <label className={styles.fileButton} aria-disabled={uploading || undefined}>
          <input
            id={id}
            type="file"
            accept={UPLOAD_ACCEPT}
            className="visually-hidden"
            disabled={uploading}
            aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
            aria-invalid={messages.length > 0 || undefined}
            onChange={(event) => void choose(event)}
          />
          {cover ? t('form.coverChange') : t('form.coverChoose')}
        </label>
        {cover && !uploading ? (
          <button type="button" className={styles.textButton} onClick={() => onChange(null)}>
            {t('form.coverRemove')}
          </button>
        ) : null}
        {uploading ? (
          <span role="status" className={styles.muted}>
            {t('form.coverUploading')}
          </span>
        ) : null}
      </div>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {t('form.coverHint')}
      </p>
      {errorId ? (
        <p id={errorId} className={fieldStyles.error} role="alert">
          {messages.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
