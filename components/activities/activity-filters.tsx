import { useId } from 'react';
import { ACTIVITY_KINDS } from '@/lib/activity-rules';
import { localePrefix } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { ActivityListFilters, FilterChoice } from '@/lib/views/activity-views';
import styles from './activity-list.module.scss';

const ONLINE = 'online';

/** "2027-01" as the page's language says a month. */
export function monthLabel(month: string, english: boolean, t: (key: string, options?: Record<string, unknown>) => string): string {
  const [year, number] = month.split('-').map(Number);
  const monthName = english ? new Intl.DateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year ?? 2000, (number ?? 1) - 1, 1))) : '';
  return t('list.monthValue', { year, month: number, monthName });
}

/** Kind, place (a city or online) and month: a plain GET form, so it works before and without JavaScript. */
export function ActivityFilters({ filters, places, months }: { filters: ActivityListFilters; places: FilterChoice[]; months: string[] }) {
  const { t, i18n } = useTranslation('activities');
  const id = useId();
  const english = i18n.language === 'en';
  // A value from an old link that no activity has any more still shows as chosen (and matches nothing).
  const placeChoices = filters.place && !places.some((p) => p.value === filters.place) ? [...places, { value: filters.place, label: filters.place }] : places;
  const monthChoices = filters.month && !months.includes(filters.month) ? [filters.month, ...months] : months;
  return (
    <form method="get" action={`${localePrefix(i18n.language)}${routes.activities}`} className={styles.filters} aria-label={t('list.filters')}>
      <div className={styles.field}>
        <label htmlFor={`${id}-kind`}>{t('list.kind')}</label>
        <select id={`${id}-kind`} name="kind" defaultValue={filters.kind}>
          <option value="">{t('list.any.kind')}</option>
          {ACTIVITY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-place`}>{t('list.place')}</label>
        <select id={`${id}-place`} name="place" defaultValue={filters.place}>
          <option value="">{t('list.any.place')}</option>
          {placeChoices.map((place) => (
            <option key={place.value} value={place.value}>
              {place.value === ONLINE ? t('list.online') : place.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-month`}>{t('list.month')}</label>
        <select id={`${id}-month`} name="month" defaultValue={filters.month}>
          <option value="">{t('list.any.month')}</option>
          {monthChoices.map((month) => (
            <option key={month} value={month}>
              {monthLabel(month, english, t)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit">{t('list.submit')}</button>
    </form>
  );
}
