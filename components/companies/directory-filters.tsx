import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { FilterFields, FilterInput, FilterSelect } from '@/components/forms/filter-fields';
import { COMPANY_KINDS } from '@/lib/companies/rules';
import type { CategoryGroupView } from '@/lib/companies/category-views';
import type { DirectoryFilterValues, RegionChoice } from '@/lib/companies/views';
import { localePrefix } from '@/lib/i18n';
import { navigate } from '@/lib/navigate';
import { routes, withQuery } from '@/lib/routes';
import { SEARCH_QUERY_MAX } from '@/lib/search/query';
import { useTranslation } from '@/lib/use-translation';
import styles from './directory.module.scss';

/**
 * The directory's filters: keyword, kind, category (a top category means all of it), province, city and
 * "certified only". A plain GET form, so it works before and without JavaScript; with it, the city list follows
 * the chosen province and the form navigates in the page, leaving empty fields out of the address.
 */
export function DirectoryFilters({ filters, categories, regions }: { filters: DirectoryFilterValues; categories: CategoryGroupView[]; regions: RegionChoice[] }) {
  const { t, i18n } = useTranslation('companies');
  const router = useRouter();
  const [province, setProvince] = useState(filters.province);
  // A value from an old link that no company has any more still shows as chosen (and matches nothing).
  const provinces = filters.province && !regions.some((r) => r.province === filters.province) ? [...regions, { province: filters.province, cities: [] }] : regions;
  const cities = province ? (provinces.find((r) => r.province === province)?.cities ?? []) : [...new Set(regions.flatMap((r) => r.cities))];
  const cityChoices = filters.city && !cities.includes(filters.city) ? [filters.city, ...cities] : cities;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const query: Record<string, string> = {};
    for (const [key, value] of data.entries()) if (typeof value === 'string' && value.trim() !== '') query[key] = value.trim();
    void navigate(router, withQuery(routes.companies, query));
  };

  return (
    <form method="get" action={`${localePrefix(i18n.language)}${routes.companies}`} className={styles.filters} aria-label={t('list.filters')} onSubmit={submit}>
      <FilterFields fieldClassName={styles.field}>
        <FilterInput name="q" label={t('list.keyword')} value={filters.q} maxLength={SEARCH_QUERY_MAX} placeholder={t('list.keywordPlaceholder')} className={styles.keyword} />
        <FilterSelect name="kind" label={t('list.kind')} value={filters.kind} all={t('list.any.kind')} choices={COMPANY_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))} />
        <FilterSelect
          name="category"
          label={t('list.category')}
          value={filters.category}
          all={t('list.any.category')}
          choices={categories.flatMap((group) => [
            { value: group.id, label: group.children.length > 0 ? t('list.allOf', { name: group.name }) : group.name },
            ...group.children.map((child) => ({ value: child.id, label: `\u3000${child.name}` })),
          ])}
        />
        <div className={styles.field}>
          <label htmlFor="directory-province">{t('list.province')}</label>
          <select id="directory-province" name="province" value={province} onChange={(event) => setProvince(event.target.value)}>
            <option value="">{t('list.any.province')}</option>
            {provinces.map((r) => (
              <option key={r.province} value={r.province}>
                {r.province}
              </option>
            ))}
          </select>
        </div>
        <FilterSelect key={province} name="city" label={t('list.city')} value={province === filters.province ? filters.city : ''} all={t('list.any.city')} choices={cityChoices.map((city) => ({ value: city, label: city }))} />
      </FilterFields>
      <label className={styles.check}>
        <input type="checkbox" name="certified" value="1" defaultChecked={filters.certified} />
        {t('certified.filter')}
      </label>
      <button type="submit">{t('list.submit')}</button>
    </form>
  );
}
