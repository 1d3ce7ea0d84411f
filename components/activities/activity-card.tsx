import { AppLink } from '@/components/common/app-link';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { ActivityCardView } from '@/lib/activities/views';
import styles from './activity-list.module.scss';

/** One activity of a list (/activities, a show's programme): kind, title (the link), time, place, status and seats left. */
export function ActivityCard({ activity, heading: Heading = 'h3' }: { activity: ActivityCardView; heading?: 'h2' | 'h3' }) {
  const { t } = useTranslation('activities');
  const place = activity.online ? t('card.onlinePlace', { venue: activity.venue }) : t('card.placeValue', { city: activity.city, venue: activity.venue });
  const over = activity.state === 'past' || activity.state === 'ongoing';
  return (
    <li className={styles.card} data-state={activity.state}>
      <p className={styles.kind}>{t(`kinds.${activity.kind}`)}</p>
      <Heading className={styles.title}>
        <AppLink href={withQuery(routes.activity, { id: activity.id })}>{activity.title}</AppLink>
      </Heading>
      <dl className={styles.facts}>
        <div>
          <dt>{t('card.time')}</dt>
          <dd>
            <time dateTime={activity.startsAt}>{activity.startLabel}</time> – <time dateTime={activity.endsAt}>{activity.endLabel}</time>
          </dd>
        </div>
        <div>
          <dt>{t('card.place')}</dt>
          <dd>{place}</dd>
        </div>
        <div>
          <dt>{t('card.status')}</dt>
          <dd>
            <span className={styles.status} data-state={activity.state}>
              {t(`status.${activity.state}`)}
            </span>
          </dd>
        </div>
        <div>
          <dt>{t('card.seats')}</dt>
          <dd>{over ? t('card.seatsNone') : t('card.seatsValue', { left: activity.seatsLeft, capacity: activity.capacity })}</dd>
        </div>
      </dl>
    </li>
  );
}
