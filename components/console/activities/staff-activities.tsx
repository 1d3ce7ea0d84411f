import { AppLink } from '@/components/common/app-link';
import { FilterInput, FilterSelect } from '@/components/forms/filter-fields';
import { ConsoleFilterForm } from '../filter-panel';
import { EmptyState } from '@/components/common/empty-state';
import { ConsoleShell } from '@/components/console/console-shell';
import { ACTIVITY_WHEN } from '@/lib/activities/rules';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { StaffActivitiesProps, StaffActivityRowView } from '@/lib/activities/staff-views';
import shared from '../console.module.scss';
import tableStyles from '@/components/common/table.module.scss';
import styles from './staff-activities.module.scss';
import { TableHead } from '@/components/common/table-head';
import { TableScroller } from '@/components/common/table-scroller';

/** Time and keyword: a plain GET form, so it works before and without JavaScript. */
function ActivityFilters({ filters }: { filters: StaffActivitiesProps['filters'] }) {
  const { t } = useTranslation('admin-activities');
  const active = [filters.when !== 'all', filters.q !== ''].filter(Boolean).length;
  return (
    <ConsoleFilterForm active={active} action={routes.adminActivities} label={t('list.filter')} submit={t('list.filter')} className={styles.filters}>
      <FilterSelect name="when" label={t('list.when')} value={filters.when} choices={ACTIVITY_WHEN.map((when) => ({ value: when, label: t(`list.whens.${when}`) }))} />
      <FilterInput name="q" label={t('list.q')} value={filters.q} placeholder={t('list.qPlaceholder')} />
    </ConsoleFilterForm>
  );
}

function ActivityRow({ activity }: { activity: StaffActivityRowView }) {
  const { t } = useTranslation(['admin-activities', 'common']);
  const about = <span className="visually-hidden">{t('list.forActivity', { title: activity.title })}</span>;
  return (
    <tr>
      <th scope="row" className={tableStyles.text}>
        <AppLink href={withQuery(routes.adminActivityEdit, { id: activity.id })}>{activity.title}</AppLink>
      </th>
      <td className={styles.time}>
        <span>{activity.startLabel}</span>
        <span className={styles.until}>{t('list.until', { end: activity.endLabel })}</span>
      </td>
      <td className={tableStyles.text}>
        {activity.online ? <span className={styles.tag}>{t('list.online')}</span> : null} {activity.venue}
        {activity.city ? <span className={styles.city}>{activity.city}</span> : null}
      </td>
      <td className={tableStyles.number}>{t('list.seats', { taken: activity.seatsTaken, capacity: activity.capacity })}</td>
      <td className={tableStyles.number}>{t('list.waitlistedCount', { count: activity.waitlisted })}</td>
      <td className={tableStyles.label}>
        <span className={styles.state} data-public={activity.published || undefined}>
          {activity.published ? t('list.public') : t('list.hidden')}
        </span>
        {activity.ended ? <span className={styles.ended}>{t('list.ended')}</span> : null}
      </td>
      <td className={tableStyles.actions}>
        <ul className={styles.links}>
          <li>
            <AppLink href={withQuery(routes.adminActivityEdit, { id: activity.id })}>
              {t('list.edit')}
              {about}
            </AppLink>
          </li>
          <li>
            <AppLink href={withQuery(routes.adminRegistrations, { activity: activity.id })}>
              {t('list.registrations')}
              {about}
            </AppLink>
          </li>
          {activity.published ? (
            <li>
              <AppLink href={withQuery(routes.activity, { id: activity.id })}>
                {t('list.view')}
                {about}
              </AppLink>
            </li>
          ) : null}
        </ul>
      </td>
    </tr>
  );
}

const COLUMNS = ['title', 'time', 'venue', 'seats', 'waitlisted', 'visibility', 'actions'] as const;

/**
 * /admin/activities: every activity, published or hidden — those not yet over
 * first (soonest first), then those over — with its time, place, seats taken,
 * waitlist and links to edit it, its registrations and its page.
 */
export function StaffActivities({ filters, items, total, limit }: StaffActivitiesProps) {
  const { t } = useTranslation(['admin-activities', 'common']);
  const filtered = filters.when !== 'all' || filters.q !== '';
  const actions = (
    <AppLink className={styles.create} href={routes.adminActivityEdit}>
      {t('list.new')}
    </AppLink>
  );
  return (
    <ConsoleShell routeKey="adminActivities" lead={t('list.lead')} actions={actions}>
      <div className={shared.page}>
        <ActivityFilters filters={filters} />
        <p className={shared.note}>{t('list.count', { count: total })}</p>
        {items.length === 0 ? (
          <EmptyState heading="h2" title={filtered ? t('list.emptyFiltered') : t('list.empty')} />
        ) : (
          <TableScroller label={t('list.title')}>
            <table className={tableStyles.table}>
              <caption className="visually-hidden">{t('list.title')}</caption>
              <TableHead
                columns={COLUMNS}
                header={(column) => t(`list.columns.${column}`)}
                classNames={{ seats: tableStyles.number, waitlisted: tableStyles.number, actions: tableStyles.actions }}
              />
              <tbody>
                {items.map((activity) => (
                  <ActivityRow key={activity.id} activity={activity} />
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
        {total > items.length ? <p className={shared.note}>{t('list.more', { count: limit })}</p> : null}
      </div>
    </ConsoleShell>
  );
}
