import { useState } from 'react';
import { ARTICLE_BODY_TEXT_MAX } from '@/lib/articles/rules';
import { editorTextLength } from '@/lib/rich-text/text';
import { TRANSLATION_KEY } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import { LazyEditor } from './lazy-editor';
import styles from './rich-text-field.module.scss';

/**
 * A rich-text field (an article's body, an activity's description): its label,
 * the editor (loaded on demand; images uploaded as they are inserted, each
 * then offered a description under the editor), how much text it has against
 * the limit (or how many images are uploading), its errors, and an image
 * upload's failure. Tells the form how many uploads are on their
 * way (it waits for them to submit). The server cleans the HTML with one
 * allowlist for both.
 */
export function RichTextField({
  id,
  label,
  hint,
  countText,
  initialHtml,
  html,
  errors = [],
  className,
  onChange,
  onUploading,
}: {
  id: string;
  label: string;
  hint: string;
  /** The count at the end of the hint, from the text's length and the limit. */
  countText: (count: number, max: number) => string;
  initialHtml: string;
  html: string;
  errors?: string[];
  className?: string;
  onChange: (html: string, byUser: boolean) => void;
  onUploading: (count: number) => void;
}) {
  const { t } = useTranslation(['publish', 'common']);
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const length = editorTextLength(html);
  const errorId = errors.length > 0 ? `${id}-error` : null;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <LazyEditor
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
        <span>{uploading > 0 ? t('publish:editor.uploading', { count: uploading }) : hint}</span>
        <span data-over={length > ARTICLE_BODY_TEXT_MAX || undefined}>{countText(length, ARTICLE_BODY_TEXT_MAX)}</span>
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
