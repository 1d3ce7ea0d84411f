import { useState } from 'react';
import { ARTICLE_BODY_TEXT_MAX } from '@/lib/editor-rules';
import { editorTextLength } from '@/lib/editor-text';
import { TRANSLATION_KEY } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { BodyEditor } from './body-editor';
import styles from './publish.module.scss';

/**
 * The body: its label, the editor, how much text it has against the limit (or
 * how many images are uploading), its errors, and an image upload's failure.
 * Tells the form how many uploads are on their way (it waits for them to submit).
 */
export function BodyField({
  id,
  initialHtml,
  body,
  errors = [],
  onChange,
  onUploading,
}: {
  id: string;
  initialHtml: string;
  body: string;
  errors?: string[];
  onChange: (body: string, byAuthor: boolean) => void;
  onUploading: (count: number) => void;
}) {
  const { t } = useTranslation(['publish', 'common']);
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const length = editorTextLength(body);
  const errorId = errors.length > 0 ? `${id}-error` : null;
  return (
    <div className={styles.bodyField}>
      <span id={`${id}-label`} className={styles.label}>
        {t('form.body') + t('form.required')}
      </span>
      <BodyEditor
        initialHtml={initialHtml}
        labelId={`${id}-label`}
        describedBy={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
        invalid={errors.length > 0}
        onChange={onChange}
        onUploading={(count) => {
          setUploading(count);
          onUploading(count);
          if (count > 0) setProblem(null);
        }}
        onProblem={setProblem}
      />
      <p id={`${id}-hint`} className={styles.counted}>
        <span>{uploading > 0 ? t('editor.uploading', { count: uploading }) : t('form.bodyHint')}</span>
        <span data-over={length > ARTICLE_BODY_TEXT_MAX || undefined}>{t('form.bodyCount', { count: length, max: ARTICLE_BODY_TEXT_MAX })}</span>
      </p>
      {errorId ? (
        <p id={errorId} className={styles.error}>
          {errors.map((message) => (TRANSLATION_KEY.test(message) ? t(message) : message)).join(' ')}
        </p>
      ) : null}
      {problem ? (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
