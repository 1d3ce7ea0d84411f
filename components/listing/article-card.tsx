import { useTranslation } from '@/lib/use-translation';
import { AppLink } from '@/components/common/app-link';
import { routes, withQuery } from '@/lib/routes';
import type { ArticleCardView } from '@/lib/articles/views';
import styles from './article-card.module.scss';

/** One article in a list: cover, title (the link), summary, date and views. */
export function ArticleCard({
  article,
  detailPath = routes.informationDetails,
  from,
}: {
  article: ArticleCardView;
  detailPath?: string;
  /** The list's search and page, carried to the article so its "back" link returns there. */
  from?: { q: string; page: number };
}) {
  const { t } = useTranslation('listing');
  const href = withQuery(detailPath, { id: article.id, q: from?.q || undefined, page: from && from.page > 1 ? from.page : undefined });
  return (
    <article className={styles.card}>
      {article.cover ? (
        <img className={styles.cover} src={article.cover} alt="" width={320} height={180} loading="lazy" decoding="async" />
      ) : null}
      <div className={styles.text}>
        <h2 className={styles.title}>
          <AppLink href={href}>{article.title}</AppLink>
        </h2>
        <p className={styles.summary}>{article.summary}</p>
        <p className={styles.meta}>
          <time dateTime={article.date}>{article.date}</time>
          <span>{t('card.views', { count: article.views })}</span>
        </p>
      </div>
    </article>
  );
}
