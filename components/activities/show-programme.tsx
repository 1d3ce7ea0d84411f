import { ActivityCard } from './activity-card';
import { PageSection } from '@/components/common/page-section';
import { useTranslation } from '@/lib/use-translation';
import type { ActivityCardView } from '@/lib/activities/views';
import listStyles from './activity-list.module.scss';

/** `#programme`: the forums, courses… attached to the show, in time order. */
export function ShowProgramme({ programme }: { programme: ActivityCardView[] }) {
  const { t } = useTranslation('activities');
  return (
    <PageSection id="programme" title={t('show.programme')} lead={t('show.programmeLead')}>
      {programme.length > 0 ? (
        <ul className={listStyles.cards}>
          {programme.map((activity) => (
            <ActivityCard key={activity.id} activity={activity} />
          ))}
        </ul>
      ) : (
        <p>{t('show.programmeEmpty')}</p>
      )}
    </PageSection>
  );
}
