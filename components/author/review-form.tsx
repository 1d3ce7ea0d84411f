import { useId, type MouseEvent } from 'react';
import { FormAlert } from '@/components/forms/form-field';
import { field, useApiForm } from '@/components/forms/use-api-form';
import { TRANSLATION_KEY } from '@/lib/i18n';
import type { ReviewInput } from '@/lib/certifications/schema';
import { useTranslation } from '@/lib/use-translation';
import { REVIEW_NOTE_MAX_LENGTH, type StaffCertificationView } from '@/lib/certifications/views';
import { loadCertificationClient } from './load-certification-client';
import styles from './review.module.scss';

/**
 * A reviewer's decision on a pending application: a note (required to
 * reject: the applicant reads it) and the two buttons. Which button was
 * pressed goes in a hidden field, set as it is clicked (before the form's
 * submit event), because FormData leaves the submitter out in the older
 * browsers the site supports.
 */
export function ReviewForm({ certification, onReviewed }: { certification: StaffCertificationView; onReviewed: (reviewed: StaffCertificationView) => void }) {
  const { t } = useTranslation(['author', 'common']);
  const id = useId();
  const { errors, problem, busy, submitDisabled, formProps } = useApiForm({
    load: loadCertificationClient,
    check: (client, input: ReviewInput) => client.validate(client.schemas.review, input),
    read: (data): ReviewInput => ({ decision: field(data, 'decision') as ReviewInput['decision'], note: field(data, 'note') }),
    send: async (client, input, { locale }) => onReviewed(await client.review(certification.id, input, locale)),
    networkMessage: t('form.network'),
  });
  const noteErrors = [...(errors.note ?? []), ...(errors.decision ?? [])].map((m) => (TRANSLATION_KEY.test(m) ? t(m) : m));
  const failure = problem && Object.keys(problem.fields).length === 0 ? problem.message : null;
  const choose = (value: ReviewInput['decision']) => (event: MouseEvent<HTMLButtonElement>) => {
    const input = event.currentTarget.form?.elements.namedItem('decision');
    if (input instanceof HTMLInputElement) input.value = value;
  };

  return (
    <form className={styles.review} aria-label={t('staff.review.title')} {...formProps}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className={styles.noteField}>
        <label htmlFor={`${id}-note`}>{t('staff.review.note')}</label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={3}
          maxLength={REVIEW_NOTE_MAX_LENGTH}
          aria-invalid={noteErrors.length > 0 || undefined}
          aria-describedby={`${id}-hint${noteErrors.length > 0 ? ` ${id}-error` : ''}`}
        />
        <p id={`${id}-hint`} className={styles.hint}>
          {t('staff.review.noteHint')}
        </p>
        {noteErrors.length > 0 ? (
          <p id={`${id}-error`} className={styles.error}>
            {noteErrors.join(' ')}
          </p>
        ) : null}
      </div>
      <input type="hidden" name="decision" defaultValue="" />
      <div className={styles.actions}>
        <button type="submit" className={styles.approve} disabled={submitDisabled} onClick={choose('approve')}>
          {t('staff.review.approve')}
        </button>
        <button type="submit" className={styles.reject} disabled={submitDisabled} onClick={choose('reject')}>
          {t('staff.review.reject')}
        </button>
        {busy ? (
          <span role="status" className={styles.hint}>
            {t('staff.review.sending')}
          </span>
        ) : null}
      </div>
    </form>
  );
}
