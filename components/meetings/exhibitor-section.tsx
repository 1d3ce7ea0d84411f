import { useTranslation } from '@/lib/use-translation';
import { ExhibitorMeetings } from './exhibitor-meetings';
import cardStyles from '@/components/common/card-grid.module.scss';

/** The exhibitor centre's 洽谈预约 section. */
export function ExhibitorMeetingsSection() {
  const { t } = useTranslation('meetings');
  return (
    <section id="meetings" className={`${cardStyles.card} ${cardStyles.wide}`} aria-labelledby="meetings-title">
      <h2 id="meetings-title">{t('list.exhibitorTitle')}</h2>
      <p className={cardStyles.note}>{t('list.exhibitorLead')}</p>
      <ExhibitorMeetings />
    </section>
  );
}
