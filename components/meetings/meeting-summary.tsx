import { FactList } from '@/components/common/fact-list';
import { DownloadLink } from '@/components/common/download-link';
import type { MeetingStatus } from '@/lib/companies/rules';
import type { BoothView } from '@/lib/companies/meeting-views';
import { useTranslation } from '@/lib/use-translation';
import styles from './meetings.module.scss';

/** A meeting's status as a coloured tag (the word, never the colour alone, says it). */
export function MeetingStatusTag({ status }: { status: MeetingStatus }) {
  const { t } = useTranslation('meetings');
  return (
    <span className={styles.status} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}

/** The facts both lists show of a meeting: when, where, at which show, the notes, and its calendar file. */
export function MeetingFacts({
  timeLabel,
  booth,
  showTitle,
  note,
  noteLabel,
  replyNote,
  icsUrl,
  extra = [],
}: {
  timeLabel: string;
  booth: BoothView | null;
  showTitle: string;
  note: string;
  noteLabel: string;
  replyNote: string;
  icsUrl: string | null;
  extra?: { label: string; value: string }[];
}) {
  const { t } = useTranslation('meetings');
  return (
    <>
      <FactList
        facts={[
          ...extra,
          { label: t('list.time'), value: timeLabel },
          { label: t('list.booth'), value: booth ? t('booth', { hall: booth.hall, number: booth.number }) : t('list.noBooth') },
          { label: t('list.show'), value: showTitle },
          ...(note ? [{ label: noteLabel, value: note }] : []),
          ...(replyNote ? [{ label: t('list.replyNote'), value: replyNote }] : []),
        ]}
      />
      {icsUrl ? (
        <DownloadLink href={icsUrl} className={styles.textLink}>
          {t('list.ics')}
        </DownloadLink>
      ) : null}
    </>
  );
}
