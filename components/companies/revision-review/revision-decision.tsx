import { useId, useState } from 'react';
import { FormAlert, TextAreaField } from '@/components/forms/form-field';
import { useHydrated } from '@/lib/use-hydrated';
import { readApiError } from '@/lib/api-error';
import type { FieldErrors } from '@/lib/http/field-errors';
import { REVISION_NOTE_MAX } from '@/lib/companies/profile-schema';
import { useTranslation } from '@/lib/use-translation';
import { loadProfileClient } from '../load-profile-client';
import styles from './revision-review.module.scss';

type Decision = 'approve' | 'reject';

/**
 * Staff's decision on a company's proposed change: approve (live now) or reject with a note the company reads
 * (required then). The shared schema checks it here and on the server; one request however often a button
 * is pressed.
 */
export function RevisionDecision({ revisionId, onReviewed }: { revisionId: number; onReviewed: (status: 'approved' | 'rejected') => void }) {
  const { t, i18n } = useTranslation(['company-profile', 'common']);
  const hydrated = useHydrated();
  const id = useId();
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState<Decision | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  async function decide(decision: Decision) {
    if (busy) return;
    setBusy(decision);
    setProblem(null);
    try {
      const client = await loadProfileClient();
      const input = { decision, note };
      const invalid = client.validate(client.schemas.review, input);
      setErrors(invalid ?? {});
      if (invalid) {
        document.getElementById(`${id}-note`)?.focus();
        return;
      }
      const answer = await client.reviewRevision(revisionId, input, i18n.language);
      onReviewed(answer.status);
    } catch (error) {
      const info = readApiError(error, t('network'));
      setErrors(info.fields);
      if (Object.keys(info.fields).length === 0) setProblem(info.message);
    } finally {
      setBusy(null);
    }
  }

  return (
    <form
      className={styles.decision}
      aria-label={t('review.note')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void decide('approve');
      }}
    >
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <TextAreaField
        id={`${id}-note`}
        name="note"
        label={t('review.note')}
        hint={t('review.noteHint')}
        rows={3}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        count={Array.from(note.trim()).length}
        max={REVISION_NOTE_MAX}
        errors={errors.note}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.approve} disabled={!hydrated || busy !== null} aria-busy={busy === 'approve' || undefined}>
          {busy === 'approve' ? t('review.sending') : t('review.approve')}
        </button>
        <button type="button" className={styles.reject} disabled={!hydrated || busy !== null} aria-busy={busy === 'reject' || undefined} onClick={() => void decide('reject')}>
          {busy === 'reject' ? t('review.sending') : t('review.reject')}
        </button>
      </div>
    </form>
  );
}
