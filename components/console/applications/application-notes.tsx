import { useId, useState } from 'react';
import { field, useApiForm } from '@/components/forms/use-api-form';
import { STAFF_NOTE_MAX_LENGTH } from '@/lib/applications/rules';
import { TRANSLATION_KEY } from '@/lib/i18n';
import type { StaffNoteInput } from '@/lib/applications/schema';
import { useTranslation } from '@/lib/use-translation';
import type { StaffApplicationView } from '@/lib/applications/views';
import { loadApplicationsClient } from './load-applications-client';
import styles from './applications.module.scss';
import { useRevealAlert } from '@/components/forms/use-reveal-alert';

/** Recruiters' notes on an application, oldest first, and a form that adds one (staff only; deleted with the application). */
export function ApplicationNotes({ application, onChanged }: { application: StaffApplicationView; onChanged: (changed: StaffApplicationView) => void }) {
  const { t } = useTranslation(['admin-applications', 'common']);
  const id = useId();
  const [done, setDone] = useState(false);
  const { errors, problem, busy, submitDisabled, formProps } = useApiForm({
    load: loadApplicationsClient,
    check: (client, input: StaffNoteInput) => client.validate(client.schemas.note, input),
    read: (data): StaffNoteInput => ({ note: field(data, 'note') }),
    send: async (client, input, { locale, form }) => {
      setDone(false);
      onChanged(await client.addNote(application.id, input, locale));
      form.reset();
      setDone(true);
    },
    networkMessage: t('detail.network'),
  });
  const fieldError = (errors.note ?? []).map((message) => (TRANSLATION_KEY.test(message) ? t(message) : message)).join(' ');
  const failure = problem && Object.keys(problem.fields).length === 0 ? problem.message : null;
  const alertRef = useRevealAlert<HTMLParagraphElement>(failure);

  return (
    <section className={styles.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('detail.notesTitle')}</h2>
      <p className={styles.hint}>{t('detail.notesHint')}</p>
      {application.notes.length === 0 ? (
        <p className={styles.none}>{t('detail.noNotes')}</p>
      ) : (
        <ol className={styles.entries}>
          {application.notes.map((note) => (
            <li key={note.id}>
              <p className={styles.entryBody}>{note.body}</p>
              <p className={styles.entryBy}>{t('detail.noteBy', { name: note.authorName, time: note.createdLabel })}</p>
            </li>
          ))}
        </ol>
      )}
      <form className={styles.form} {...formProps} onInput={() => setDone(false)}>
        {failure ? (
          <p ref={alertRef} className={styles.message} data-tone="error" role="alert" tabIndex={-1}>
            {failure}
          </p>
        ) : null}
        <label htmlFor={`${id}-note`}>{t('detail.noteLabel')}</label>
        <textarea
          id={`${id}-note`}
          name="note"
          rows={3}
          maxLength={STAFF_NOTE_MAX_LENGTH * 2}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-error` : undefined}
        />
        {fieldError ? (
          <p id={`${id}-error`} className={styles.error}>
            {fieldError}
          </p>
        ) : null}
        <button type="submit" disabled={submitDisabled} aria-busy={busy || undefined}>
          {busy ? t('detail.noteSaving') : t('detail.noteSubmit')}
        </button>
        <p className={done ? styles.message : 'visually-hidden'} data-tone="success" role="status">
          {done ? t('detail.noteAdded') : ''}
        </p>
      </form>
    </section>
  );
}
