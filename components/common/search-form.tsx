import { useId } from 'react';
import { localePrefix } from '@/lib/i18n';
import { useTranslation } from '@/lib/use-translation';
import styles from './search-form.module.scss';

/** Keyword search of a list page: a plain GET form (?q=), so it works before and without JavaScript. */
export function SearchForm({
  action,
  query,
  label,
  placeholder,
  maxLength = 100,
  autoFocus = false,
}: {
  action: string;
  query: string;
  /** The field's label and hint when they are not the article lists' ones (the site search). */
  label?: string;
  placeholder?: string;
  maxLength?: number;
  autoFocus?: boolean;
}) {
  const { t, i18n } = useTranslation('listing');
  const id = useId();
  return (
    // The action keeps the page's language: a search on /en/hot stays on /en/hot.
    <form role="search" method="get" action={`${localePrefix(i18n.language)}${action}`} className={styles.form}>
      <label htmlFor={id} className="visually-hidden">
        {label ?? t('search.label')}
      </label>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={query}
        maxLength={maxLength}
        placeholder={placeholder ?? t('search.placeholder')}
        // The search page with nothing asked yet: the visitor came to type.
        autoFocus={autoFocus}
        className={styles.input}
      />
      <button type="submit" className={styles.button}>
        {t('search.submit')}
      </button>
    </form>
  );
}
