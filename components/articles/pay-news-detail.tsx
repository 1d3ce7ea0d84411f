import { AppLink } from '@/components/common/app-link';
import { ButtonLink } from '@/components/common/button-link';
import { JsonLd } from '@/components/common/json-ld';
import { Seo } from '@/components/common/seo';
import { useSite } from '@/components/providers/site-context';
import { useLoginPrompt } from '@/components/providers/viewer-context';
import { InnerPage } from '@/components/layout/inner-page';
import { backLink } from '@/lib/articles/back-link';
import { SHARE_LOGO_PATH, siteOrganization } from '@/lib/site/structured-data';
import { routes, withQuery } from '@/lib/routes';
import type { BackQuery } from '@/lib/search/schema';
import type { ArticleCardView } from '@/lib/articles/views';
import { useTranslation } from '@/lib/use-translation';
import { MEMBERS_ONLY_SELECTOR } from './article-detail';
import bodyStyles from '@/components/common/article-body.module.scss';
import styles from './article-detail.module.scss';

/**
 * A members-only article for a visitor who may not read it: its summary, and
 * the login dialog (or, without JavaScript, the login page) to read the rest.
 * Logging in in the dialog brings the body in place.
 */
export function PayNewsDetail({ article, back }: { article: ArticleCardView & { publishedAt: string; modifiedAt: string; url: string }; back?: BackQuery }) {
  const { t } = useTranslation(['listing', 'common']);
  const site = useSite();
  const openLogin = useLoginPrompt();
  const path = withQuery(routes.payNewsDetails, { id: article.id });
  const backTo = backLink(routes.payNews, back);
  return (
    <>
      <Seo title={article.title} description={article.summary} path={path} type="article" />
      <JsonLd
        data={{
          '@type': 'NewsArticle',
          headline: article.title,
          description: article.summary,
          datePublished: article.publishedAt,
          dateModified: article.modifiedAt,
          image: [`${site.url}${article.cover ?? SHARE_LOGO_PATH}`],
          author: { '@type': 'Organization', name: site.name },
          publisher: siteOrganization(site),
          mainEntityOfPage: article.url,
          isAccessibleForFree: false,
          hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: `.${MEMBERS_ONLY_SELECTOR}` },
        }}
      />
      <InnerPage title={article.title} crumbs={[{ label: t('common:nav.payNews'), href: routes.payNews }, { label: article.title }]}>
        <div className={styles.layout}>
          <article className={styles.article}>
            <p className={styles.meta}>
              <time dateTime={article.date}>{article.date}</time>
            </p>
            <p className={bodyStyles.body}>{article.summary}</p>
            <section className={styles.members} aria-labelledby="members-only">
              <h2 id="members-only">{t('members.title')}</h2>
              <p>{t('members.text')}</p>
              {openLogin ? (
                <button type="button" className={styles.membersButton} onClick={openLogin}>
                  {t('members.login')}
                </button>
              ) : (
                <ButtonLink href={withQuery(routes.login, { redirect: path })}>{t('members.login')}</ButtonLink>
              )}
              <p className={styles.membersNote}>
                {t('members.noAccount')}{' '}
                <AppLink href={withQuery(routes.login, { tab: 'signup', redirect: path })}>{t('members.signup')}</AppLink>
              </p>
            </section>
          </article>
          <aside className={styles.aside} aria-labelledby="members-benefits">
            <section className={styles.benefits}>
              <h2 id="members-benefits">{t('members.benefitsTitle')}</h2>
              <ul>
                {(t('members.benefits', { returnObjects: true }) as string[]).map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </section>
            <AppLink href={backTo.href} className={styles.back}>
              {backTo.toResults ? t('detail.backToResults') : t('detail.backTo', { list: t('common:nav.payNews') })}
            </AppLink>
          </aside>
        </div>
      </InnerPage>
    </>
  );
}
