import { useId } from 'react';
import { localePrefix } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import styles from './search-form.module.scss';

/** Keyword search of a list page: a plain GET form (?q=), so it works before and without JavaScript. */
export function SearchForm({ action, query }: { action: string; query: string }) {
  const { t, i18n } = useTranslation('listing');
  const id = useId();
  return (
    // The action keeps the page's language: a search on /en/hot stays on /en/hot.
    <form role="search" method="get" action={`${localePrefix(i18n.language)}${action}`} className={styles.form}>
      <label htmlFor={id} className="visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={query}
        maxLength={100}
        placeholder={t('search.placeholder')}
        className={styles.input}
      />
      <button type="submit" className={styles.button}>
        {t('search.submit')}
      </button>
    </form>
  );
}
