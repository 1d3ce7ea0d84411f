import { ACTIVITY_KINDS } from '@/lib/activities/rules';
import { FilterFields, FilterSelect } from '@/components/forms/filter-fields';
import { localePrefix } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { ActivityListFilters, FilterChoice } from '@/lib/activities/views';
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
  const english = i18n.language === 'en';
  // A value from an old link that no activity has any more still shows as chosen (and matches nothing).
  const placeChoices = filters.place && !places.some((p) => p.value === filters.place) ? [...places, { value: filters.place, label: filters.place }] : places;
  const monthChoices = filters.month && !months.includes(filters.month) ? [filters.month, ...months] : months;
  return (
    <form method="get" action={`${localePrefix(i18n.language)}${routes.activities}`} className={styles.filters} aria-label={t('list.filters')}>
      <FilterFields fieldClassName={styles.field}>
        <FilterSelect name="kind" label={t('list.kind')} value={filters.kind} all={t('list.any.kind')} choices={ACTIVITY_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))} />
        <FilterSelect
          name="place"
          label={t('list.place')}
          value={filters.place}
          all={t('list.any.place')}
          choices={placeChoices.map((place) => ({ value: place.value, label: place.value === ONLINE ? t('list.online') : place.label }))}
        />
        <FilterSelect
          name="month"
          label={t('list.month')}
          value={filters.month}
          all={t('list.any.month')}
          choices={monthChoices.map((month) => ({ value: month, label: monthLabel(month, english, t) }))}
        />
      </FilterFields>
      <button type="submit">{t('list.submit')}</button>
    </form>
  );
}
