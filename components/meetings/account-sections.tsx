import dynamic from 'next/dynamic';
import { useViewer } from '@/components/providers/viewer-context';
import { useTranslation } from '@/lib/use-translation';
import cardStyles from '@/components/common/card-grid.module.scss';
import styles from './meetings.module.scss';

/** What the lists say while they load: the same line they show before their answer arrives. */
function Loading() {
  const { t } = useTranslation('meetings');
  return <p className={styles.hint}>{t('list.loading')}</p>;
}

// Both lists are fetched in the browser: their code loads after the page's (the account page stays within the
// first-load JavaScript budget, bench/first-load-js.mjs).
const MemberMeetings = dynamic(() => import('./member-meetings').then((module) => module.MemberMeetings), { ssr: false, loading: Loading });
const SavedExhibitors = dynamic(() => import('./saved-exhibitors').then((module) => module.SavedExhibitors), { ssr: false, loading: Loading });

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
