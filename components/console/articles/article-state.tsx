import { useTranslation } from '@/lib/use-translation';
import type { AdminArticleRowView } from '@/lib/articles/staff-views';
import styles from './admin-articles.module.scss';

/** An article's state as a badge; a scheduled one says when it goes public (China time), unless the text beside it does. */
export function ArticleState({
  article,
  withTime = true,
}: {
  article: Pick<AdminArticleRowView, 'state' | 'publishedAt' | 'publishedLabel'>;
  withTime?: boolean;
}) {
  const { t } = useTranslation('admin-articles');
  return (
    <span className={styles.state}>
      <span className={styles.badge} data-state={article.state}>
        {t(`states.${article.state}`)}
      </span>
      {withTime && article.state === 'scheduled' && article.publishedAt && article.publishedLabel ? (
        <time className={styles.when} dateTime={article.publishedAt}>
          {t('list.scheduledAt', { time: article.publishedLabel })}
        </time>
      ) : null}
    </span>
  );
}
