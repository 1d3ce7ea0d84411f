import { useState } from 'react';
import { BodyEditor } from '@/components/publish/body-editor';
import { ARTICLE_BODY_TEXT_MAX } from '@/lib/editor-rules';
import { editorTextLength } from '@/lib/editor-text';
import { TRANSLATION_KEY } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import publish from '@/components/publish/publish.module.scss';
import styles from './activity-form.module.scss';

/**
 * The description: the article editor of /publish (Quill, loaded on demand;
 * images uploaded as they are inserted), its text counted against the limit.
 * The server cleans the HTML with the same allowlist as article bodies.
 */
export function DescriptionField({
  id,
  initialHtml,
  html,
  errors = [],
  onChange,
  onUploading,
}: {
  id: string;
  initialHtml: string;
  html: string;
  errors?: string[];
  onChange: (html: string, byUser: boolean) => void;
  onUploading: (count: number) => void;
}) {
  const { t } = useTranslation(['admin-activities', 'publish', 'common']);
  const [uploading, setUploading] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const length = editorTextLength(html);
  const errorId = errors.length > 0 ? `${id}-error` : null;
  return (
    <div className={`${publish.bodyField} ${styles.wide}`}>
      <span id={`${id}-label`} className={publish.label}>
        {t('form.description')}
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
      <p id={`${id}-hint`} className={publish.counted}>
        <span>{uploading > 0 ? t('publish:editor.uploading', { count: uploading }) : t('form.descriptionHint')}</span>
        <span data-over={length > ARTICLE_BODY_TEXT_MAX || undefined}>{t('form.descriptionCount', { count: length, max: ARTICLE_BODY_TEXT_MAX })}</span>
      </p>
      {errorId ? (
        <p id={errorId} className={publish.error}>
          {errors.map((message) => (TRANSLATION_KEY.test(message) ? t(message) : message)).join(' ')}
        </p>
      ) : null}
      {problem ? (
        <p className={publish.error} role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
