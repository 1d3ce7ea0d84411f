import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-field';
import { readApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/use-translation';
import type { AttendeeTicketView, RegistrationAnswer } from '@/lib/registrations/views';
import { loadRegistrationClient } from '@/lib/registrations/load-client';
import type { CancelProof } from '@/lib/registrations/client';
import { groupedCode } from './grouped-code';
import styles from './registration.module.scss';

/**
 * A group's attendees on its registrant's ticket: each with their own code,
 * status and ticket link (to pass on: it opens their own QR code), and — while
 * they hold a place and have not come — "取消此人" with a confirmation step.
 * Cancelling one frees their seat; the answer replaces the ticket.
 */
export function AttendeeList({
  answer,
  proof,
  onChange,
}: {
  answer: RegistrationAnswer;
  proof: CancelProof;
  onChange: (answer: RegistrationAnswer) => void;
}) {
  const { t, i18n } = useTranslation(['activity', 'common']);
  const { registration } = answer;
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function cancel(attendee: AttendeeTicketView) {
    setBusy(true);
    setProblem(null);
    try {
      const client = await loadRegistrationClient();
      onChange(await client.cancel(registration.code, proof, i18n.language, attendee.code));
      setAsking(null);
    } catch (error) {
      setProblem(readApiError(error, t('form.network')).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.attendeeList} aria-labelledby="attendees-title">
      <h3 id="attendees-title">{t('ticket.attendeesTitle', { count: registration.attendees.length })}</h3>
      <p className={styles.muted}>{t('ticket.attendeesLead')}</p>
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <ol>
        {registration.attendees.map((attendee) => {
          const cancellable = attendee.status === 'confirmed' || attendee.status === 'waitlisted';
          const admits = attendee.status === 'confirmed' || attendee.status === 'checked_in';
          const questionId = `cancel-attendee-${attendee.code}`;
          return (
            <li key={attendee.code} data-status={attendee.status} data-attendee={attendee.code}>
              <div className={styles.attendeeHead}>
                <span className={styles.attendeeName}>
                  {attendee.name}
                  {attendee.position === 1 ? <span className={styles.muted}> {t('ticket.registrant')}</span> : null}
                </span>
                <span className={styles.attendeeState}>
                  {attendee.status === 'checked_in' && attendee.checkedInLabel
                    ? t('ticket.attendeeCheckedIn', { time: attendee.checkedInLabel })
                    : t(`status.${attendee.status}`)}
                </span>
              </div>
              <p className={styles.attendeeCode}>
                <span className="visually-hidden">{t('ticket.code')} </span>
                {groupedCode(attendee.code)}
              </p>
              {asking === attendee.code ? (
                <div className={styles.confirm} role="group" aria-labelledby={questionId}>
                  <p id={questionId}>{t('ticket.cancelAttendeeQuestion', { name: attendee.name })}</p>
                  <div className={styles.actions}>
                    <button type="button" className={styles.danger} onClick={() => void cancel(attendee)} disabled={busy} aria-busy={busy || undefined}>
                      {busy ? t('ticket.cancelling') : t('ticket.cancelAttendeeYes')}
                    </button>
                    <button type="button" className={styles.secondary} onClick={() => setAsking(null)} disabled={busy}>
                      {t('ticket.cancelNo')}
                    </button>
                  </div>
                </div>
              ) : (
                <div className={styles.actions}>
                  {admits && attendee.position > 1 ? (
                    <a href={attendee.ticketPath} target="_blank" rel="noopener" aria-label={t('ticket.attendeeTicketFor', { name: attendee.name })}>
                      {t('ticket.attendeeTicket')}
                    </a>
                  ) : null}
                  {cancellable ? (
                    <button
                      type="button"
                      className={styles.textButton}
                      onClick={() => setAsking(attendee.code)}
                      aria-label={t('ticket.cancelAttendeeFor', { name: attendee.name })}
                    >
                      {t('ticket.cancelAttendee')}
                    </button>
                  ) : null}
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
