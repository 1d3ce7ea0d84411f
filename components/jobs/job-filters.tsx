import { useId } from 'react';
import { localePrefix } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { FilterOption, JobFiltersView } from '@/lib/views/job-views';
import styles from './job-list.module.scss';

/** Department, city and keyword filters: a plain GET form, so it works before and without JavaScript. */
export function JobFilters({ filters, departments, cities }: { filters: JobFiltersView; departments: FilterOption[]; cities: FilterOption[] }) {
  const { t, i18n } = useTranslation('join-us');
  const id = useId();
  const select = (name: 'department' | 'city', known: FilterOption[]) => {
    // A value from an old link that no open position has any more still shows as chosen (and matches nothing).
    const value = filters[name];
    const options = value && !known.some((option) => option.value === value) ? [...known, { value, label: value }] : known;
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`}>{t(`list.${name}`)}</label>
        <select id={`${id}-${name}`} name={name} defaultValue={value}>
          <option value="">{t(`list.all.${name}`)}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    );
  };
  return (
    <form method="get" action={`${localePrefix(i18n.language)}${routes.joinUs}#positions`} className={styles.filters} aria-label={t('list.filters')}>
      {select('department', departments)}
      {select('city', cities)}
      <div className={styles.field}>
        <label htmlFor={`${id}-q`}>{t('list.keyword')}</label>
        <input id={`${id}-q`} name="q" type="search" defaultValue={filters.q} maxLength={100} placeholder={t('list.keywordPlaceholder')} />
      </div>
      <button type="submit">{t('list.submit')}</button>
    </form>
  );
}
