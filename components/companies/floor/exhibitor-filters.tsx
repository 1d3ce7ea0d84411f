import { useId } from 'react';
import { localePrefix } from '@/lib/i18n';
import type { CategoryGroupView } from '@/lib/companies/category-views';
import type { ShowExhibitorsFilters } from '@/lib/companies/floor-views';
import { useTranslation } from '@/lib/use-translation';
import styles from './show-exhibitors.module.scss';

/**
 * Hall and category: a plain GET form, so it works before and without JavaScript (and each filtered list
 * has its own address, cacheable and shareable). The activity page keeps its show's id.
 */
export function ExhibitorFilters({
  action,
  showId,
  halls,
  categories,
  filters,
}: {
  action: string;
  showId: number | null;
  halls: { id: number; name: string }[];
  categories: CategoryGroupView[];
  filters: ShowExhibitorsFilters;
}) {
  const { t, i18n } = useTranslation('show-floor');
  const id = useId();
  const active = filters.hall !== null || filters.category !== null;
  return (
    <form method="get" action={`${localePrefix(i18n.language)}${action}`} className={styles.filters} aria-label={t('filters.label')}>
      {showId !== null ? <input type="hidden" name="id" value={showId} /> : null}
      <div className={styles.filterField}>
        <label htmlFor={`${id}-hall`}>{t('filters.hall')}</label>
        <select id={`${id}-hall`} name="hall" defaultValue={filters.hall ?? ''}>
          <option value="">{t('filters.allHalls')}</option>
          {halls.map((hall) => (
            <option key={hall.id} value={hall.id}>
              {hall.name}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filterField}>
        <label htmlFor={`${id}-category`}>{t('filters.category')}</label>
        <select id={`${id}-category`} name="category" defaultValue={filters.category ?? ''}>
          <option value="">{t('filters.allCategories')}</option>
          {categories.map((group) => (
            <optgroup key={group.id} label={group.name}>
              <option value={group.id}>{group.name}</option>
              {group.children.map((child) => (
                <option key={child.id} value={child.id}>
                  {child.name}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className={styles.filterButtons}>
        <button type="submit">{t('filters.submit')}</button>
        {active ? (
          <a href={`${localePrefix(i18n.language)}${showId !== null ? `${action}?id=${showId}` : action}`} className={styles.reset}>
            {t('filters.reset')}
          </a>
        ) : null}
      </div>
    </form>
  );
}
