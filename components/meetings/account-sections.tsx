import { useViewer } from '@/components/providers/viewer-context';
import { useTranslation } from '@/lib/use-translation';
import { MemberMeetings } from './member-meetings';
import { SavedExhibitors } from './saved-exhibitors';
import cardStyles from '@/components/common/card-grid.module.scss';

/** /account's two show sections: 我的洽谈 (members only) and 我的展商. */
export function AccountShowSections() {
  const { t } = useTranslation('meetings');
  const { viewer } = useViewer();
  return (
    <>
      {viewer?.kind === 'member' ? (
        <section id="meetings" className={`${cardStyles.card} ${cardStyles.wide}`} aria-labelledby="meetings-title">
          <h2 id="meetings-title">{t('list.memberTitle')}</h2>
          <MemberMeetings />
        </section>
      ) : null}
      <section id="saved-exhibitors" className={`${cardStyles.card} ${cardStyles.wide}`} aria-labelledby="saved-title">
        <h2 id="saved-title">{t('saved.title')}</h2>
        <SavedExhibitors />
      </section>
    </>
  );
}
