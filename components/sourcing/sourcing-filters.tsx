import { useRouter } from 'next/router';
import type { FormEvent } from 'react';
import { FilterFields, FilterInput, FilterSelect } from '@/components/forms/filter-fields';
import { COMPANY_KINDS } from '@/lib/companies/rules';
import type { CategoryGroupView } from '@/lib/companies/category-views';
import { localePrefix } from '@/lib/i18n';
import { navigate } from '@/lib/navigate';
import { routes, withQuery } from '@/lib/routes';
import { SEARCH_QUERY_MAX } from '@/lib/search/query';
import { QUANTITY_BANDS } from '@/lib/sourcing/rules';
import type { SourcingFilterValues } from '@/lib/sourcing/views';
import { useTranslation } from '@/lib/use-translation';
import styles from './sourcing.module.scss';

/**
 * The list's filters: keyword, category (a top category means all of it), delivery region, the kind of company
 * wanted and the quantity band. A plain GET form, so it works without JavaScript; with it, the form navigates
 * in the page and leaves empty fields out of the address.
 */
export function SourcingFilters({ filters, categories, regions }: { filters: SourcingFilterValues; categories: CategoryGroupView[]; regions: string[] }) {
  const { t, i18n } = useTranslation('sourcing');
  const router = useRouter();
  const regionChoices = filters.region && !regions.includes(filters.region) ? [filters.region, ...regions] : regions;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query: Record<string, string> = {};
    for (const [key, value] of new FormData(event.currentTarget).entries()) if (typeof value === 'string' && value.trim() !== '') query[key] = value.trim();
    void navigate(router, withQuery(routes.sourcing, query));
  };

  return (
    <form method="get" action={`${localePrefix(i18n.language)}${routes.sourcing}`} className={styles.filters} aria-label={t('list.filters')} onSubmit={submit}>
      <FilterFields fieldClassName={styles.field}>
        <FilterInput name="q" label={t('list.keyword')} value={filters.q} maxLength={SEARCH_QUERY_MAX} placeholder={t('list.keywordPlaceholder')} className={styles.keyword} />
        <FilterSelect
          name="category"
          label={t('list.category')}
          value={filters.category}
          all={t('list.any.category')}
          choices={categories.flatMap((group) => [
            { value: String(group.id), label: group.children.length > 0 ? t('list.allOf', { name: group.name }) : group.name },
            ...group.children.map((child) => ({ value: String(child.id), label: `\u3000${child.name}` })),
          ])}
        />
        <FilterSelect name="region" label={t('list.region')} value={filters.region} all={t('list.any.region')} choices={regionChoices.map((region) => ({ value: region, label: region }))} />
        <FilterSelect name="kind" label={t('list.kind')} value={filters.kind} all={t('list.any.kind')} choices={COMPANY_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))} />
        <FilterSelect name="band" label={t('list.band')} value={filters.band} all={t('list.any.band')} choices={QUANTITY_BANDS.map((band) => ({ value: band, label: t(`bands.${band}`) }))} />
      </FilterFields>
      <button type="submit">{t('list.submit')}</button>
    </form>
  );
}
