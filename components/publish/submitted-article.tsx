import { useEffect, useRef } from 'react';
import articleStyles from '@/components/common/article-body.module.scss';
import { AppLink } from '@/components/common/app-link';
import { FactList } from '@/components/common/fact-list';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { LockedArticleView } from '@/lib/articles/publish-views';
import styles from './publish.module.scss';

const readerPath = (article: LockedArticleView) => withQuery(article.channel === 'pay' ? routes.payNewsDetails : routes.informationDetails, { id: article.id });

/**
 * The author's article once it is out of their hands (waiting for review, or
 * published): its state, why it cannot be changed here, what was sent (read
 * only), and "写新文章" for an empty form. Reached by submitting (focus moves
 * to the heading, so a screen reader says what happened) or by opening it.
 */
export function SubmittedArticle({ article }: { article: LockedArticleView }) {
  const { t } = useTranslation(['publish', 'listing']);
  const heading = useRef<HTMLHeadingElement>(null);
  const published = article.status === 'published';
  const state = published ? 'published' : 'pending';

  useEffect(() => {
    if (article.justSubmitted) heading.current?.focus();
  }, [article.justSubmitted]);

  const facts = [
    { label: t('submitted.state'), value: t(`listing:publish.member.status.${article.status}`) },
    ...(article.atLabel ? [{ label: t(`submitted.at.${state}`), value: article.atLabel }] : []),
    { label: t('form.channel'), value: t(`listing:publish.member.channels.${article.channel}`) },
    { label: t('form.summary'), value: article.summary },
    ...(article.reviewNote ? [{ label: t('submitted.note'), value: article.reviewNote }] : []),
  ];
  return (
    <section className={styles.section} aria-labelledby="submitted-title">
      <div className={styles.submitted} data-status={article.status}>
        <h2 id="submitted-title" ref={heading} tabIndex={-1}>
          {t(article.justSubmitted ? `done.${state}` : `locked.${state}`, { title: article.title })}
        </h2>
        <p>{t(`submitted.why.${state}`)}</p>
        <FactList facts={facts} />
        <details className={styles.submittedBody}>
          <summary>{t('submitted.body')}</summary>
          <div className={articleStyles.body} dangerouslySetInnerHTML={{ __html: article.body }} />
        </details>
      </div>
      <div className={styles.actions}>
        <AppLink className={styles.primary} href={routes.publish}>
          {t('submitted.new')}
        </AppLink>
        {published ? (
          <AppLink className={styles.secondary} href={readerPath(article)}>
            {t('submitted.view')}
          </AppLink>
        ) : null}
      </div>
    </section>
  );
}
