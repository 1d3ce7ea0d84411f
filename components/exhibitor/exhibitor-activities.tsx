import { AppLink } from '@/components/common/app-link';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { ExhibitorActivityView } from '@/lib/accounts/views';
import styles from './exhibitor.module.scss';

/** The activities the exhibitor takes part in and that are not over: where it can check visitors in, and from when. */
export function ExhibitorActivities({ activities }: { activities: ExhibitorActivityView[] }) {
  const { t } = useTranslation(['activity', 'common']);
  if (activities.length === 0) return <p className={styles.empty}>{t('myActivities.empty')}</p>;
  return (
    <ul className={styles.activities}>
      {activities.map((activity) => (
        <li key={activity.id} className={styles.activity}>
          <p className={styles.activityTitle}>
            <AppLink href={withQuery(routes.activity, { id: activity.id })}>{activity.title}</AppLink>{' '}
            <span className={activity.checkingIn ? styles.open : styles.notYet}>{activity.checkingIn ? t('myActivities.open') : t('myActivities.notYet')}</span>
          </p>
          <p className={styles.doors}>{t('myActivities.doors', { doors: activity.doorsOpenLabel, end: activity.endLabel })}</p>
          <p className={styles.meta}>
            {t('myActivities.when', { start: activity.startLabel, end: activity.endLabel })} · {activity.online ? t('myActivities.online') : activity.venue}
          </p>
        </li>
      ))}
    </ul>
  );
}
