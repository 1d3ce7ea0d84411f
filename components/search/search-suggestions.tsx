import { AppLink } from '@/components/common/app-link';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import styles from './search-page.module.scss';

const SECTIONS = ['news', 'hot', 'practical', 'payNews', 'tmz', 'companies', 'joinUs'] as const;

/** Where to go when a search found nothing (or nothing was asked): popular searches and the site's sections. */
export function SearchSuggestions() {
  const { t } = useTranslation(['search', 'common']);
  const popular = t('suggestions.terms', { returnObjects: true }) as unknown as string[];
  return (
    <div className={styles.suggestions}>
      <h2>{t('suggestions.popular')}</h2>
      <ul className={styles.chips}>
        {popular.map((term) => (
          <li key={term}>
            <AppLink href={withQuery(routes.search, { q: term })} className={styles.chip}>
              {term}
            </AppLink>
          </li>
        ))}
      </ul>
      <h2>{t('suggestions.sections')}</h2>
      <ul className={styles.chips}>
        {SECTIONS.map((key) => (
          <li key={key}>
            <AppLink href={routes[key]} className={styles.chip}>
              {t(`common:routes.${key}.title`)}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
