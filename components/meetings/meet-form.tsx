import { useState } from 'react';
import { AppLink } from '@/components/common/app-link';
import { FieldErrors, FormAlert, FormField, TextAreaField } from '@/components/forms/form-field';
import { field, fields, formFailure, useApiForm } from '@/components/forms/use-api-form';
import { MEETING_NOTE_MAX } from '@/lib/companies/rules';
import { loadMeetingClient } from '@/lib/companies/load-meeting-client';
import type { MeetingRequestInput } from '@/lib/companies/meeting-schemas';
import type { SlotDayView } from '@/lib/companies/meeting-views';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import styles from './meetings.module.scss';

/** What the request page knows of the member: their name and their own login, to offer as the contact. */
export interface MeetRequesterView {
  name: string;
  /** The account's login when it is a mobile number or an e-mail address ("" otherwise: they type one). */
  login: string;
}

const SHOWN = new Set(['startsAt', 'note', 'name', 'company', 'position', 'contact', 'contactValue']);

/**
 * The request: a day, a free half-hour slot of it (taken ones shown and disabled), a note, and what the
 * exhibitor gets to know — name, company, position and one contact. Nothing is sent before the button.
 */
export function MeetForm({ companyId, showId, initialDays, requester }: { companyId: number; showId: number; initialDays: SlotDayView[]; requester: MeetRequesterView }) {
  const { t } = useTranslation('meetings');
  const [days, setDays] = useState(initialDays);
  const firstOpen = days.find((day) => day.slots.some((slot) => !slot.taken)) ?? days[0];
  const [day, setDay] = useState(firstOpen?.day ?? '');
  const [contact, setContact] = useState<'login' | 'other'>(requester.login ? 'login' : 'other');
  const [note, setNote] = useState('');
  const [sent, setSent] = useState(false);
  const { errors, problem, busy, formProps, submitDisabled } = useApiForm({
    load: loadMeetingClient,
    check: (client, input: MeetingRequestInput) => client.validate(client.schemas.request, input),
    read: (data): MeetingRequestInput => ({
      companyId,
      showId,
      startsAt: field(data, 'startsAt'),
      ...fields(data, ['note', 'name', 'company', 'position', 'contactValue']),
      contact: field(data, 'contact') === 'other' ? 'other' : 'login',
    }),
    send: async (client, input, { locale }) => {
      try {
        await client.requestMeeting(input, locale);
        setSent(true);
      } catch (error) {
        // A slot taken meanwhile: show the slots as they are now, then say why.
        setDays(await client.slots(companyId, showId, locale).catch(() => days));
        throw error;
      }
    },
  });

  if (sent) {
    return (
      <FormAlert tone="success">
        <p>{t('request.sent')}</p>
        <p>
          <AppLink href={`${routes.account}#meetings`}>{t('request.toMine')}</AppLink>
        </p>
      </FormAlert>
    );
  }

  const failure = formFailure(problem, SHOWN, t);
  const current = days.find((entry) => entry.day === day) ?? days[0];
  const slotErrors = errors.startsAt ?? [];
  return (
    <form {...formProps} className={styles.form} aria-label={t('request.formLabel')}>
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <fieldset className={styles.group}>
        <legend>{t('request.day')}</legend>
        <div className={styles.days} role="radiogroup" aria-label={t('request.day')}>
          {days.map((entry) => (
            <label key={entry.day} className={styles.dayChoice}>
              <input type="radio" name="day" value={entry.day} checked={entry.day === day} onChange={() => setDay(entry.day)} />
              <span>{entry.day}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className={styles.group} aria-describedby={slotErrors.length > 0 ? 'slot-error' : 'slot-hint'}>
        <legend>{t('request.slot')}</legend>
        <p id="slot-hint" className={styles.hint}>
          {t('request.slotHint')}
        </p>
        <div className={styles.slots}>
          {(current?.slots ?? []).map((slot) => (
            <label key={slot.startsAt} className={styles.slotChoice} data-taken={slot.taken || undefined}>
              <input type="radio" name="startsAt" value={slot.startsAt} disabled={slot.taken} aria-invalid={slotErrors.length > 0 || undefined} />
              <span className={styles.slotTime}>{slot.time}</span>
              {slot.taken ? <span className={styles.takenMark}>{t('request.taken')}</span> : null}
            </label>
          ))}
        </div>
        <FieldErrors id={slotErrors.length > 0 ? 'slot-error' : undefined} errors={slotErrors} />
      </fieldset>
      <TextAreaField
        id="meet-note"
        name="note"
        label={t('request.note')}
        hint={t('request.noteHint')}
        rows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        count={Array.from(note).length}
        max={MEETING_NOTE_MAX}
        errors={errors.note}
      />
      <fieldset className={styles.group}>
        <legend>{t('request.share')}</legend>
        <p className={styles.hint}>{t('request.privacy')}</p>
        <FormField id="meet-name" name="name" label={t('request.name')} defaultValue={requester.name} autoComplete="name" errors={errors.name} />
        <FormField id="meet-company" name="company" label={t('request.company')} hint={t('request.optional')} autoComplete="organization" errors={errors.company} />
        <FormField id="meet-position" name="position" label={t('request.position')} hint={t('request.optional')} autoComplete="organization-title" errors={errors.position} />
        <div className={styles.contactChoices} role="radiogroup" aria-label={t('request.contact')}>
          <p className={styles.groupLabel}>{t('request.contact')}</p>
          {requester.login ? (
            <label className={styles.radio}>
              <input type="radio" name="contact" value="login" checked={contact === 'login'} onChange={() => setContact('login')} />
              <span>{t('request.contactLogin', { login: requester.login })}</span>
            </label>
          ) : null}
          <label className={styles.radio}>
            <input type="radio" name="contact" value="other" checked={contact === 'other'} onChange={() => setContact('other')} />
            <span>{t('request.contactOther')}</span>
          </label>
        </div>
        {contact === 'other' ? (
          <FormField id="meet-contact" name="contactValue" label={t('request.contactValue')} hint={t('request.contactValueHint')} inputMode="email" autoComplete="email" errors={errors.contactValue} />
        ) : null}
      </fieldset>
      <button type="submit" className={styles.primary} disabled={submitDisabled} aria-busy={busy || undefined}>
        {busy ? t('request.sending') : t('request.submit')}
      </button>
    </form>
  );
}
