import { useTranslation } from '@/lib/use-translation';
import { AppLink } from './app-link';
import { withQuery } from '@/lib/routes';
import styles from './pagination.module.scss';

/** Page links of a list (?page=), keeping its other query values; nothing when there is one page. */
export function Pagination({
  path,
  page,
  pageCount,
  query = {},
  hash = '',
}: {
  path: string;
  page: number;
  pageCount: number;
  query?: Record<string, string | undefined>;
  /** A section to land on ("#positions"). */
  hash?: string;
}) {
  const { t } = useTranslation('listing');
  if (pageCount <= 1) return null;
  const href = (n: number) => `${withQuery(path, { ...query, page: n === 1 ? undefined : n })}${hash}`;
  const numbers = Array.from({ length: pageCount }, (_, i) => i + 1).filter(
    (n) => n === 1 || n === pageCount || Math.abs(n - page) <= 2,
  );
  return (
    <nav className={styles.pagination} aria-label={t('pagination.label')}>
      {page > 1 ? (
        <AppLink href={href(page - 1)} rel="prev" className={styles.step}>
          {t('pagination.previous')}
        </AppLink>
      ) : null}
      <ol className={styles.numbers}>
        {numbers.map((n, index) => (
          <li key={n}>
            {index > 0 && n - (numbers[index - 1] ?? n) > 1 ? <span className={styles.gap} aria-hidden="true">…</span> : null}
            {n === page ? (
              <span className={styles.current} aria-current="page">
                {n}
              </span>
            ) : (
              <AppLink href={href(n)} className={styles.number} aria-label={t('pagination.page', { page: n })}>
                {n}
              </AppLink>
            )}
          </li>
        ))}
      </ol>
      {page < pageCount ? (
        <AppLink href={href(page + 1)} rel="next" className={styles.step}>
          {t('pagination.next')}
        </AppLink>
      ) : null}
    </nav>
  );
}
