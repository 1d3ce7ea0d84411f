import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { readApiError } from '@/lib/api-error';
import { TRANSLATION_KEY } from '@/lib/i18n';
import { describeUploadProblem, UPLOAD_ACCEPT } from '@/lib/uploads/rules';
import { useTranslation } from '@/lib/use-translation';
import fieldStyles from './form-field.module.scss';
import styles from './image-field.module.scss';

/** An uploaded image: its address and, when known, its own size. */
export interface UploadedImage {
  url: string;
  width: number | null;
  height: number | null;
}

export interface ImageFieldTexts {
  choose: string;
  change: string;
  remove: string;
  /** The remove button's name, when "remove" alone would not say what goes. */
  removeLabel?: string;
  uploading: string;
  /** The preview's alternative text. */
  alt: string;
  /** Said when there is no image yet (nothing when absent). */
  none?: string;
}

/**
 * An image field (an article's or an activity's cover, a consultant's photo, a
 * partner's logo): chosen, uploaded to the site at once through the upload
 * client (loaded on first use), shown, changed or removed. A failed upload says
 * why in the API's words and keeps the image there was. `onBusy` tells the form
 * while an upload is on its way. The preview takes `preview`'s size, else the
 * image's own.
 */
export function ImageField({
  id,
  label,
  hint,
  image,
  texts,
  preview,
  errors = [],
  onChange,
  onBusy,
}: {
  id: string;
  label: string;
  hint: string;
  image: UploadedImage | null;
  texts: ImageFieldTexts;
  preview?: { width: number; height: number };
  errors?: string[];
  onChange: (image: UploadedImage | null) => void;
  onBusy?: (busy: boolean) => void;
}) {
  const { t } = useTranslation(['uploads', 'common']);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRef<AbortController | null>(null);
  const messages = [...errors.map((message) => (TRANSLATION_KEY.test(message) ? t(message) : message)), ...(problem ? [problem] : [])];
  const errorId = messages.length > 0 ? `${id}-error` : undefined;

  useEffect(() => () => request.current?.abort(), []);

  function busy(value: boolean) {
    setUploading(value);
    onBusy?.(value);
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
      const { uploadImage } = await import('@/lib/uploads/client');
      const upload = await uploadImage(file, 'image', { signal: controller.signal });
      if (!controller.signal.aborted) onChange({ url: upload.url, width: upload.width, height: upload.height });
    } catch (error) {
      if (!controller.signal.aborted) setProblem(readApiError(error, t('uploads:network')).message);
    } finally {
      if (request.current === controller) busy(false);
    }
  }

  return (
    <div className={`${fieldStyles.field} ${styles.field}`}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      {image ? (
        <img
          className={styles.preview}
          src={image.url}
          width={preview?.width ?? image.width ?? undefined}
          height={preview?.height ?? image.height ?? undefined}
          alt={texts.alt}
        />
      ) : texts.none ? (
        <p className={fieldStyles.hint}>{texts.none}</p>
      ) : null}
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
          <span id={`${id}-choose`}>{image ? texts.change : texts.choose}</span>
        </label>
        {image && !uploading ? (
          <button type="button" className={styles.remove} onClick={() => onChange(null)} aria-label={texts.removeLabel}>
            {texts.remove}
          </button>
        ) : null}
        {uploading ? (
          <span role="status" className={styles.muted}>
            {texts.uploading}
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
