import { ButtonLink } from '@/components/common/button-link';
import { EmptyState } from '@/components/common/empty-state';
import { RoutePage } from '@/components/common/route-page';
import { Pagination } from '@/components/common/pagination';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { ActivityCardView, ActivityListProps } from '@/lib/activities/views';
import { ActivityCard } from './activity-card';
import { ActivityFilters } from './activity-filters';
import styles from './activity-list.module.scss';

/** One group of the list (coming, over) under its heading; nothing when it is empty. */
function ActivityGroup({ id, title, activities }: { id: string; title: string; activities: ActivityCardView[] }) {
  if (activities.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={styles.group}>
        {title}
      </h2>
      <ul className={styles.cards}>
        {activities.map((activity) => (
          <ActivityCard key={activity.id} activity={activity} />
        ))}
      </ul>
    </section>
  );
}

/**
 * /activities: the filters, then the activities not yet over and those over
 * (each under its own heading), with paging; an empty state when there is
 * nothing, or nothing that matches.
 */
export function ActivityListPage({ filters, items, total, page, pageCount, places, months }: ActivityListProps) {
  const { t } = useTranslation('activities');
  const filtered = Boolean(filters.kind || filters.place || filters.month);
  const current = items.filter((a) => a.state !== 'past');
  const over = items.filter((a) => a.state === 'past');
  let content;
  if (items.length > 0) {
    content = (
      <>
        <p className={styles.count} role="status">
          {t(filtered ? 'list.countFiltered' : 'list.count', { count: total })}
        </p>
        <ActivityGroup id="activities-upcoming" title={t('list.upcoming')} activities={current} />
        <ActivityGroup id="activities-past" title={t('list.past')} activities={over} />
        <Pagination
          path={routes.activities}
          page={page}
          pageCount={pageCount}
          query={{ kind: filters.kind || undefined, place: filters.place || undefined, month: filters.month || undefined }}
        />
      </>
    );
  } else if (filtered) {
    content = <EmptyState title={t('list.noMatch')} text={t('list.noMatchText')} actions={<ButtonLink href={routes.activities}>{t('list.showAll')}</ButtonLink>} />;
  } else {
    content = <EmptyState title={t('list.emptyTitle')} text={t('list.emptyText')} actions={<ButtonLink href={routes.tmz}>{t('list.toShow')}</ButtonLink>} />;
  }
  return (
    <RoutePage routeKey="activities" lead={t('list.lead')}>
      {/* Keyed by the filters: the fields are uncontrolled, and a link to other filters re-renders the same page. */}
      <ActivityFilters key={`${filters.kind}|${filters.place}|${filters.month}`} filters={filters} places={places} months={months} />
      {content}
    </RoutePage>
  );
}
