import { localePrefix } from '@/lib/i18n';
import { FilterFields, FilterInput, FilterSelect } from '@/components/forms/filter-fields';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { FilterOption, JobFiltersView } from '@/lib/jobs/views';
import styles from './job-list.module.scss';

/** Department, city and keyword filters: a plain GET form, so it works before and without JavaScript. */
export function JobFilters({ filters, departments, cities }: { filters: JobFiltersView; departments: FilterOption[]; cities: FilterOption[] }) {
  const { t, i18n } = useTranslation('join-us');
  // A value from an old link that no open position has any more still shows as chosen (and matches nothing).
  const choices = (value: string, known: FilterOption[]) => (value && !known.some((option) => option.value === value) ? [...known, { value, label: value }] : known);
  return (
    <form method="get" action={`${localePrefix(i18n.language)}${routes.joinUs}#positions`} className={styles.filters} aria-label={t('list.filters')}>
      <FilterFields fieldClassName={styles.field}>
        <FilterSelect name="department" label={t('list.department')} value={filters.department} all={t('list.all.department')} choices={choices(filters.department, departments)} />
        <FilterSelect name="city" label={t('list.city')} value={filters.city} all={t('list.all.city')} choices={choices(filters.city, cities)} />
        <FilterInput name="q" label={t('list.keyword')} value={filters.q} placeholder={t('list.keywordPlaceholder')} />
      </FilterFields>
      <button type="submit">{t('list.submit')}</button>
    </form>
  );
}
