import { AppLink } from '@/components/common/app-link';
import { useTranslation } from '@/lib/use-translation';
import type { SearchResultView } from '@/lib/search/views';
import { HighlightedText } from './highlighted-text';
import styles from './search-page.module.scss';

/** One result: its section, the title (the link), a passage around the match, and its date. */
export function SearchResult({ result }: { result: SearchResultView }) {
  const { t } = useTranslation('search');
  return (
    <li className={styles.result}>
      <p className={styles.section}>
        <span className={styles.badge}>{t(`sections.${result.section}`)}</span>
        {result.date ? <time dateTime={result.date}>{result.date}</time> : null}
      </p>
      <h2 className={styles.title}>
        <AppLink href={result.href}>
          <HighlightedText segments={result.title} />
        </AppLink>
      </h2>
      <p className={styles.snippet}>
        <HighlightedText segments={result.snippet} />
      </p>
    </li>
  );
}
