import { AppLink } from '@/components/common/app-link';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { AdminArticleView } from '@/lib/articles/staff-views';
import { ArticleState } from './article-state';
import styles from './article-editor.module.scss';

/** Where the article stands: its state and what that means for readers, its author and last change, and where to go from here. */
export function ArticleStatusPanel({ article }: { article: AdminArticleView | null }) {
  const { t } = useTranslation('admin-articles');
  if (!article) {
    return (
      <div className={styles.status}>
        <p>{t('edit.state.new')}</p>
      </div>
    );
  }
  const time = article.publishedLabel ?? '';
  return (
    <div className={styles.status}>
      <ArticleState article={article} withTime={false} />
      <p>
        {t(`edit.state.${article.state}`, { time })}
        {article.state === 'rejected' && article.reviewNote ? ` ${t('edit.state.note', { note: article.reviewNote })}` : ''}
      </p>
      <p className={styles.meta}>{t('edit.state.meta', { author: article.authorName || '—', time: article.updatedLabel })}</p>
      {article.publicPath ? <AppLink href={article.publicPath}>{t('edit.view')}</AppLink> : null}
      {article.state === 'pending' ? <AppLink href={withQuery(routes.adminSubmissions, { id: article.id })}>{t('edit.review')}</AppLink> : null}
    </div>
  );
}
