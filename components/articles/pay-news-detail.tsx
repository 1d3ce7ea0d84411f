import { useTranslation } from '@/lib/use-translation';
import { ButtonLink } from '@/components/common/button-link';
import { Seo } from '@/components/common/seo';
import { InnerPage } from '@/layouts/inner-page';
import { routes, withQuery } from '@/lib/routes';
import type { ArticleCardView } from '@/lib/views/article-views';
import styles from './article-detail.module.scss';

/** A members-only article for a visitor: its summary, and the way to log in to read it all. */
export function PayNewsDetail({ article }: { article: ArticleCardView }) {
  const { t } = useTranslation(['listing', 'common']);
  const path = withQuery(routes.payNewsDetails, { id: article.id });
  return (
    <>
      <Seo title={article.title} description={article.summary} path={path} type="article" />
      <InnerPage title={article.title} crumbs={[{ label: t('common:nav.payNews'), href: routes.payNews }, { label: article.title }]}>
        <article className={styles.article}>
          <p className={styles.meta}>
            <time dateTime={article.date}>{article.date}</time>
          </p>
          <p className={styles.body}>{article.summary}</p>
          <section className={styles.members} aria-labelledby="members-only">
            <h2 id="members-only">{t('members.title')}</h2>
            <p>{t('members.text')}</p>
            <ButtonLink href={withQuery(routes.login, { redirect: path })}>{t('members.login')}</ButtonLink>
          </section>
        </article>
      </InnerPage>
    </>
  );
}
