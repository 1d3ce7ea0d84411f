import { AppLink } from '@/components/common/app-link';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { HomeProps } from '@/lib/site/home-views';
import styles from './home-data.module.scss';

/** The next activities: date and time, title (the link), city and where registration stands. */
export function UpcomingActivities({ activities }: Pick<HomeProps, 'activities'>) {
  const { t } = useTranslation('home');
  return (
    <div className={styles.block}>
      <h3 className={styles.blockTitle}>{t('upcoming.title')}</h3>
      {activities.length > 0 ? (
        <ul className={styles.activities}>
          {activities.map((activity) => (
            <li key={activity.id}>
              <time dateTime={activity.startsAt}>{activity.startLabel}</time>
              <AppLink href={withQuery(routes.activity, { id: activity.id })}>{activity.title}</AppLink>
              <span className={styles.where}>
                {activity.city}
                <span className={styles.state} data-state={activity.state}>
                  {t(`upcoming.state.${activity.state}`)}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('upcoming.empty')}</p>
      )}
    </div>
  );
}
