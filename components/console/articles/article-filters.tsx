import { useId } from 'react';
import { STAFF_CHANNELS } from '@/lib/editor-rules';
import { localePrefix } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { ADMIN_ARTICLE_STATES } from '@/lib/schemas/admin-article';
import { useTranslation } from '@/lib/use-translation';
import type { AdminArticleFiltersView } from '@/lib/views/admin-article-views';
import shared from '../console.module.scss';
import { FilterPanel } from '../filter-panel';

/** Title keyword, channel, state and author: a plain GET form, so it works before and without JavaScript. */
export function ArticleFilters({ filters }: { filters: AdminArticleFiltersView }) {
  const { t, i18n } = useTranslation(['admin-articles', 'listing']);
  const id = useId();
  const active = [filters.q, filters.channel, filters.status, filters.author].filter((value) => value !== '').length;
  return (
    <FilterPanel active={active}>
      <form method="get" action={`${localePrefix(i18n.language)}${routes.adminArticles}`} className={shared.filters} aria-label={t('list.filter')}>
        <div className={shared.field}>
          <label htmlFor={`${id}-q`}>{t('list.q')}</label>
          <input id={`${id}-q`} name="q" type="search" defaultValue={filters.q} maxLength={100} placeholder={t('list.qPlaceholder')} />
        </div>
        <div className={shared.field}>
          <label htmlFor={`${id}-channel`}>{t('list.channel')}</label>
          <select id={`${id}-channel`} name="channel" defaultValue={filters.channel}>
            <option value="">{t('list.all')}</option>
            {STAFF_CHANNELS.map((channel) => (
              <option key={channel} value={channel}>
                {t(`listing:publish.member.channels.${channel}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={shared.field}>
          <label htmlFor={`${id}-status`}>{t('list.status')}</label>
          <select id={`${id}-status`} name="status" defaultValue={filters.status}>
            <option value="">{t('list.all')}</option>
            {ADMIN_ARTICLE_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`states.${state}`)}
              </option>
            ))}
          </select>
        </div>
        <div className={shared.field}>
          <label htmlFor={`${id}-author`}>{t('list.author')}</label>
          <input id={`${id}-author`} name="author" type="search" defaultValue={filters.author} maxLength={50} placeholder={t('list.authorPlaceholder')} />
        </div>
        <button type="submit">{t('list.filter')}</button>
      </form>
    </FilterPanel>
  );
}
