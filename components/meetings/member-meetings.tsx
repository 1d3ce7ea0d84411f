import { AppLink } from '@/components/common/app-link';
import { FormAlert } from '@/components/forms/form-field';
import type { MemberMeetingView } from '@/lib/companies/meeting-views';
import { useTranslation } from '@/lib/use-translation';
import { MeetingFacts, MeetingStatusTag } from './meeting-summary';
import { useMeetingList } from './use-meeting-list';
import styles from './meetings.module.scss';

const readMine = (client: Awaited<ReturnType<typeof import('@/lib/companies/load-meeting-client').loadMeetingClient>>, locale: 'zh-CN' | 'en') =>
  client.myMeetings(locale).then((answer) => answer.meetings);

/**
 * 我的洽谈 on /account: the member's meetings with each company, its booth, the time and the status; a proposed
 * time to accept or decline, a meeting to cancel, the calendar file of an accepted one.
 */
export function MemberMeetings() {
  const { t } = useTranslation('meetings');
  const { data, failed, message, busyId, act } = useMeetingList(readMine);

  async function onAct(meeting: MemberMeetingView, action: 'accept' | 'decline' | 'cancel') {
    if (action === 'cancel' && !window.confirm(t('list.cancelConfirm', { name: meeting.companyName, time: meeting.timeLabel }))) return;
    await act(meeting.id, { action, version: meeting.version });
  }

  if (failed && !data) return <FormAlert>{t('list.failed')}</FormAlert>;
  if (!data) return <p className={styles.hint}>{t('list.loading')}</p>;
  return (
    <div className={styles.list}>
      {message ? <FormAlert tone={message.tone}>{message.text}</FormAlert> : null}
      {data.length === 0 ? <p className={styles.hint}>{t('list.emptyMember')}</p> : null}
      <ul className={styles.meetings}>
        {data.map((meeting) => (
          <li key={meeting.id} className={styles.meeting} aria-labelledby={`meeting-${meeting.id}`}>
            <div className={styles.meetingHead}>
              <h3 id={`meeting-${meeting.id}`}>{meeting.companyName}</h3>
              <MeetingStatusTag status={meeting.status} />
            </div>
            {meeting.status === 'proposed' ? <p className={styles.hint}>{t('list.proposedHint')}</p> : null}
            <MeetingFacts {...meeting} noteLabel={t('list.myNote')} />
            <div className={styles.actions}>
              {meeting.status === 'proposed' ? (
                <>
                  <button type="button" className={styles.primarySmall} disabled={busyId === meeting.id} onClick={() => void onAct(meeting, 'accept')}>
                    {t('action.acceptProposal')}
                  </button>
                  <button type="button" className={styles.secondarySmall} disabled={busyId === meeting.id} onClick={() => void onAct(meeting, 'decline')}>
                    {t('action.declineProposal')}
                  </button>
                </>
              ) : null}
              {meeting.status === 'requested' || meeting.status === 'proposed' || meeting.status === 'accepted' ? (
                <button type="button" className={styles.dangerSmall} disabled={busyId === meeting.id} onClick={() => void onAct(meeting, 'cancel')}>
                  {t('action.cancel')}
                </button>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      <p className={styles.hint}>
        <AppLink href="/account/visit-plan">{t('list.toPlan')}</AppLink>
      </p>
    </div>
  );
}
