import { useId, useState } from 'react';
import { FormAlert, TextAreaField } from '@/components/forms/form-field';
import { useFieldErrors } from '@/components/forms/use-field-errors';
import { useHydrated } from '@/lib/use-hydrated';
import { readApiError } from '@/lib/api-error';
import { REVIEW_NOTE_MAX } from '@/lib/articles/rules';
import { useTranslation } from '@/lib/use-translation';
import { loadArticleClient } from './load-article-client';
import styles from './publish.module.scss';

type Decision = 'approve' | 'reject';

/**
 * A reviewer's decision on one submission: approve (published now) or send
 * back with a note the author reads (required then). The shared schema checks
 * it here and on the server; one request however often a button is pressed.
 */
export function ReviewForm({ articleId, onReviewed }: { articleId: number; onReviewed: (status: 'published' | 'rejected') => void }) {
  const { t, i18n } = useTranslation(['publish', 'common']);
  const hydrated = useHydrated();
  const id = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<Decision | null>(null);
  const { errors, setErrors, recheck } = useFieldErrors();
  // The decision the note was last checked for (a rejection needs one).
  const [decided, setDecided] = useState<Decision>('approve');
  const [problem, setProblem] = useState<string | null>(null);

  async function decide(decision: Decision) {
    if (busy) return;
    setBusy(decision);
    setProblem(null);
    try {
      const client = await loadArticleClient();
      const input = { decision, note };
      setDecided(decision);
      const invalid = client.validate(client.schemas.review, input);
      setErrors(invalid ?? {});
      if (invalid) {
        document.getElementById(`${id}-note`)?.focus();
        return;
      }
      const answer = await client.reviewArticle(articleId, input, i18n.language);
      onReviewed(answer.status);
    } catch (error) {
      const info = readApiError(error, t('review.network'));
      setErrors(info.fields);
      if (Object.keys(info.fields).length === 0) setProblem(info.message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <form
      className={styles.review}
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void decide('approve');
      }}
    >
      <h3 id={`${id}-title`}>{t('review.decision')}</h3>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <TextAreaField
        id={`${id}-note`}
        name="note"
        label={t('review.note')}
        hint={t('review.noteHint')}
        rows={3}
        value={note}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setNote(value);
          recheck(['note'], async () => {
            const client = await loadArticleClient();
            return client.validate(client.schemas.review, { decision: decided, note: value });
          });
        }}
        count={Array.from(note.trim()).length}
        max={REVIEW_NOTE_MAX}
        errors={errors.note}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={!hydrated || busy !== null} aria-busy={busy === 'approve' || undefined}>
          {busy === 'approve' ? t('review.working') : t('review.approve')}
        </button>
        <button
          type="button"
          className={styles.danger}
          disabled={!hydrated || busy !== null}
          aria-busy={busy === 'reject' || undefined}
          onClick={() => void decide('reject')}
        >
          {busy === 'reject' ? t('review.working') : t('review.reject')}
        </button>
      </div>
    </form>
  );
}
