import { useId } from 'react';
import { localePrefix } from '@/lib/i18n';
import { routes } from '@/lib/routes';
import { SEARCH_QUERY_MAX } from '@/lib/search/query';
import { useTranslation } from '@/lib/use-translation';
import styles from './header-search.module.scss';

/**
 * The header's site search: a plain GET form to /search (no JavaScript). At
 * rest it is a round magnifier; focused, the field opens over the bar (over
 * the logo on a phone, over the navigation on a desktop) and Enter searches.
 */
export function HeaderSearch() {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  return (
    <form role="search" method="get" action={`${localePrefix(i18n.language)}${routes.search}`} className={styles.search}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        required
        maxLength={SEARCH_QUERY_MAX}
        placeholder={t('search.placeholder')}
        autoComplete="off"
        enterKeyHint="search"
        className={styles.field}
      />
      <button type="submit" className={styles.submit}>
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
        <span className="visually-hidden">{t('search.submit')}</span>
      </button>
    </form>
  );
}
