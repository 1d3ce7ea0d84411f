import { useId, useState } from 'react';
import { FormAlert, TextAreaField } from '@/components/forms/form-field';
import { readApiError } from '@/lib/api-error';
import type { FieldErrors } from '@/lib/http/field-errors';
import { SOURCING_TEXT_MAX } from '@/lib/sourcing/rules';
import { useHydrated } from '@/lib/use-hydrated';
import { useTranslation } from '@/lib/use-translation';
import { loadSourcingClient } from '../load-sourcing-client';
import styles from './sourcing-review.module.scss';

type Decision = 'approve' | 'reject';

/**
 * Staff's decision on a sourcing request: approve (live now) or send back with a note the buyer reads (required
 * then). The shared schema checks it here and on the server; one request however often a button is pressed.
 */
export function SourcingDecision({ requestId, onReviewed }: { requestId: number; onReviewed: (status: 'live' | 'rejected') => void }) {
  const { t, i18n } = useTranslation(['sourcing', 'common']);
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
      const client = await loadSourcingClient();
      const input = { decision, note };
      const invalid = client.validate(client.schemas.review, input);
      setErrors(invalid ?? {});
      if (invalid) {
        document.getElementById(`${id}-note`)?.focus();
        return;
      }
      const answer = await client.reviewRequest(requestId, input, i18n.language);
      onReviewed(answer.status);
    } catch (error) {
      const info = readApiError(error, t('common:auth.messages.network'));
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
        max={SOURCING_TEXT_MAX.reviewNote}
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
