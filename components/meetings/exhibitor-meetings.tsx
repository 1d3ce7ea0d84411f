import { useState } from 'react';
import { FormAlert } from '@/components/forms/form-field';
import type { MeetingAction } from '@/lib/companies/meeting-schemas';
import type { ExhibitorMeetingView, SlotChoiceView } from '@/lib/companies/meeting-views';
import { useTranslation } from '@/lib/use-translation';
import { MeetingFacts, MeetingStatusTag } from './meeting-summary';
import { useMeetingList } from './use-meeting-list';
import styles from './meetings.module.scss';

const readCompany = (client: Awaited<ReturnType<typeof import('@/lib/companies/load-meeting-client').loadMeetingClient>>, locale: 'zh-CN' | 'en') => client.companyMeetings(locale);

/**
 * 洽谈预约 in the exhibitor centre: the meetings members asked of the company, each with only what its member
 * chose to give; accept, propose another free slot, decline (with an optional reply), or cancel.
 */
export function ExhibitorMeetings() {
  const { t } = useTranslation('meetings');
  const { data, failed, message, busyId, act } = useMeetingList(readCompany);
  if (failed && !data) return <FormAlert>{t('list.failed')}</FormAlert>;
  if (!data) return <p className={styles.hint}>{t('list.loading')}</p>;
  return (
    <div className={styles.list}>
      {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
      {data.meetings.length === 0 ? <p className={styles.hint}>{t('list.emptyExhibitor')}</p> : null}
      <ul className={styles.meetings}>
        {data.meetings.map((meeting) => (
          <ExhibitorMeeting key={meeting.id} meeting={meeting} free={data.freeSlots[String(meeting.showId)] ?? []} busy={busyId === meeting.id} act={act} />
        ))}
      </ul>
    </div>
  );
}

function ExhibitorMeeting({
  meeting,
  free,
  busy,
  act,
}: {
  meeting: ExhibitorMeetingView;
  free: SlotChoiceView[];
  busy: boolean;
  act: (id: number, input: { action: MeetingAction; version: string; replyNote?: string; startsAt?: string }) => Promise<boolean>;
}) {
  const { t } = useTranslation('meetings');
  const [reply, setReply] = useState('');
  const [slot, setSlot] = useState('');
  const open = meeting.status === 'requested' || meeting.status === 'proposed';
  const holding = open || meeting.status === 'accepted';
  const { requester } = meeting;

  async function run(action: MeetingAction) {
    if (action === 'cancel' && !window.confirm(t('list.cancelConfirm', { name: requester.name, time: meeting.timeLabel }))) return;
    const done = await act(meeting.id, { action, version: meeting.version, replyNote: reply, ...(action === 'propose' ? { startsAt: slot } : {}) });
    if (done) setReply('');
  }

  return (
    <li className={styles.meeting} aria-labelledby={`meeting-${meeting.id}`}>
      <div className={styles.meetingHead}>
        <h3 id={`meeting-${meeting.id}`}>{requester.name}</h3>
        <MeetingStatusTag status={meeting.status} />
      </div>
      <MeetingFacts
        {...meeting}
        noteLabel={t('list.theirNote')}
        extra={[
          ...(requester.company ? [{ label: t('list.company'), value: requester.company }] : []),
          ...(requester.position ? [{ label: t('list.position'), value: requester.position }] : []),
          { label: t('list.contact'), value: requester.contact },
        ]}
      />
      {holding ? (
        <div className={styles.reply}>
          <label htmlFor={`reply-${meeting.id}`}>{t('list.reply')}</label>
          <textarea id={`reply-${meeting.id}`} rows={2} value={reply} maxLength={300} onChange={(event) => setReply(event.target.value)} />
          {open ? (
            <div className={styles.propose}>
              <label htmlFor={`slot-${meeting.id}`}>{t('list.proposeSlot')}</label>
              <select id={`slot-${meeting.id}`} value={slot} onChange={(event) => setSlot(event.target.value)}>
                <option value="">{t('list.chooseSlot')}</option>
                {free.map((choice) => (
                  <option key={choice.startsAt} value={choice.startsAt}>
                    {`${choice.day} ${choice.time}`}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className={styles.actions}>
            {meeting.status === 'requested' ? (
              <button type="button" className={styles.primarySmall} disabled={busy} onClick={() => void run('accept')}>
                {t('action.accept')}
              </button>
            ) : null}
            {open ? (
              <>
                <button type="button" className={styles.secondarySmall} disabled={busy || slot === ''} onClick={() => void run('propose')}>
                  {t('action.propose')}
                </button>
                <button type="button" className={styles.dangerSmall} disabled={busy} onClick={() => void run('decline')}>
                  {t('action.decline')}
                </button>
              </>
            ) : null}
            {meeting.status === 'accepted' ? (
              <button type="button" className={styles.dangerSmall} disabled={busy} onClick={() => void run('cancel')}>
                {t('action.cancel')}
              </button>
            ) : null}
          </div>
        </div>
      ) : null}
    </li>
  );
}
