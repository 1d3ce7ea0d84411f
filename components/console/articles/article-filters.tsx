import { STAFF_CHANNELS } from '@/lib/articles/rules';
import { FilterInput, FilterSelect } from '@/components/forms/filter-fields';
import { ConsoleFilterForm } from '../filter-panel';
import { routes } from '@/lib/routes';
import { ADMIN_ARTICLE_STATES } from '@/lib/articles/staff-schema';
import { useTranslation } from '@/lib/use-translation';
import type { AdminArticleFiltersView } from '@/lib/articles/staff-views';

/** Title keyword, channel, state and author: a plain GET form, so it works before and without JavaScript. */
export function ArticleFilters({ filters }: { filters: AdminArticleFiltersView }) {
  const { t } = useTranslation(['admin-articles', 'listing']);
  const active = [filters.q, filters.channel, filters.status, filters.author].filter((value) => value !== '').length;
  return (
    <ConsoleFilterForm active={active} action={routes.adminArticles} label={t('list.filter')} submit={t('list.filter')}>
      <FilterInput name="q" label={t('list.q')} value={filters.q} placeholder={t('list.qPlaceholder')} />
      <FilterSelect
        name="channel"
        label={t('list.channel')}
        value={filters.channel}
        all={t('list.all')}
        choices={STAFF_CHANNELS.map((channel) => ({ value: channel, label: t(`listing:publish.member.channels.${channel}`) }))}
      />
      <FilterSelect name="status" label={t('list.status')} value={filters.status} all={t('list.all')} choices={ADMIN_ARTICLE_STATES.map((state) => ({ value: state, label: t(`states.${state}`) }))} />
      <FilterInput name="author" label={t('list.author')} value={filters.author} maxLength={50} placeholder={t('list.authorPlaceholder')} />
    </ConsoleFilterForm>
  );
}
