import { useTranslation } from '@/lib/use-translation';
import { AppLink } from '@/components/common/app-link';
import { ChineseOnlyNotice } from '@/components/common/chinese-only-notice';
import { JsonLd } from '@/components/common/json-ld';
import { Seo } from '@/components/common/seo';
import { useSite } from '@/components/providers/site-context';
import { QrCode } from '@/components/common/qr-code';
import { InnerPage } from '@/components/layout/inner-page';
import { outlineArticle } from '@/lib/articles/outline';
import { backLink } from '@/lib/articles/back-link';
import { SHARE_LOGO_PATH, siteOrganization } from '@/lib/site/structured-data';
import { routes, withQuery } from '@/lib/routes';
import type { BackQuery } from '@/lib/search/schema';
import type { ArticleDetailView } from '@/lib/articles/views';
import bodyStyles from '@/components/common/article-body.module.scss';
import styles from './article-detail.module.scss';

export const LIST_OF_CHANNEL = { news: routes.news, hot: routes.hot, practical: routes.practical, pay: routes.payNews } as const;
const LIST_KEY_OF_CHANNEL = { news: 'platformNews', hot: 'hot', practical: 'practical', pay: 'payNews' } as const;

/** The cover's box (16:9, as the lists' cards show it): set on the image, so the page does not move when it arrives. */
const COVER_WIDTH = 1200;
const COVER_HEIGHT = 675;

/** The selector of a members-only article's body, named in its structured data (paywalled content). */
export const MEMBERS_ONLY_SELECTOR = 'members-only-body';

/**
 * One article: title band with breadcrumb, meta line, cover (when it has one), body, previous/next in
 * its channel, share QR code. A members-only article (read by a member) says
 * so in its structured data, with the selector of the paywalled body.
 */
export function ArticleDetail({
  article,
  detailPath = routes.informationDetails,
  back,
}: {
  article: ArticleDetailView;
  detailPath?: string;
  /** Where the reader came from (the search or the list, with its q and page). */
  back?: BackQuery;
}) {
  const membersOnly = article.channel === 'pay';
  const { t, i18n } = useTranslation(['listing', 'common']);
  const site = useSite();
  const listPath = LIST_OF_CHANNEL[article.channel];
  const listLabel = t(`common:nav.${LIST_KEY_OF_CHANNEL[article.channel]}`);
  const { html, outline } = outlineArticle(article.body);
  const backTo = backLink(listPath, back);
  return (
    <>
      <Seo title={article.title} description={article.summary} path={withQuery(detailPath, { id: article.id })} type="article" image={article.cover} />
      <JsonLd
        data={{
          '@type': 'NewsArticle',
          headline: article.title,
          description: article.summary,
          datePublished: article.publishedAt,
          dateModified: article.modifiedAt,
          image: [`${site.url}${article.cover ?? SHARE_LOGO_PATH}`],
          author: { '@type': 'Organization', name: article.author || site.name },
          publisher: siteOrganization(site),
          mainEntityOfPage: article.url,
          ...(membersOnly
            ? {
                isAccessibleForFree: false,
                hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: `.${MEMBERS_ONLY_SELECTOR}` },
              }
            : {}),
        }}
      />
      <InnerPage title={article.title} crumbs={[{ label: listLabel, href: listPath }, { label: article.title }]}>
        <div className={styles.layout}>
          <article className={styles.article}>
            <p className={styles.meta}>
              <time dateTime={article.date}>{article.date}</time>
              {article.author ? <span>{article.author}</span> : null}
              <span>{t('card.views', { count: article.views })}</span>
            </p>
            {article.cover ? (
              <figure className={styles.cover}>
                {/* Covers are 16:9 (the lists' cards crop them so too): the box keeps its place while the image loads. */}
                <img
                  src={article.cover}
                  alt={t('detail.coverAlt', { title: article.title })}
                  width={COVER_WIDTH}
                  height={COVER_HEIGHT}
                  decoding="async"
                  fetchPriority="high"
                />
              </figure>
            ) : null}
            <ChineseOnlyNotice />
            {/* Stored bodies are sanitised on the server when they are written. */}
            <div
              className={membersOnly ? `${bodyStyles.body} ${MEMBERS_ONLY_SELECTOR}` : bodyStyles.body}
              // Bodies are written in Chinese: read as such on the English page too.
              lang={i18n.language === 'zh-CN' ? undefined : 'zh-CN'}
              dangerouslySetInnerHTML={{ __html: html }}
            />
            <nav className={styles.neighbours} aria-label={t('detail.neighbours')}>
              {article.previous ? (
                <AppLink href={withQuery(detailPath, { id: article.previous.id })} rel="prev">
                  <span>{t('detail.previous')}</span>
                  {article.previous.title}
                </AppLink>
              ) : (
                <span className={styles.none}>{t('detail.noPrevious')}</span>
              )}
              {article.next ? (
                <AppLink href={withQuery(detailPath, { id: article.next.id })} rel="next">
                  <span>{t('detail.next')}</span>
                  {article.next.title}
                </AppLink>
              ) : (
                <span className={styles.none}>{t('detail.noNext')}</span>
              )}
            </nav>
          </article>
          <aside className={styles.aside}>
            {outline.length > 0 ? (
              <nav className={styles.outline} aria-labelledby="article-outline">
                <h2 id="article-outline">{t('detail.outline')}</h2>
                <ol>
                  {outline.map((entry) => (
                    <li key={entry.id} data-level={entry.level}>
                      <a href={`#${entry.id}`}>{entry.text}</a>
                    </li>
                  ))}
                </ol>
              </nav>
            ) : null}
            <QrCode svg={article.shareQr} label={t('detail.shareLabel')} caption={t('detail.share')} hint={t('detail.shareHint')} />
            <AppLink href={backTo.href} className={styles.back}>
              {backTo.toResults ? t('detail.backToResults') : t('detail.backTo', { list: listLabel })}
            </AppLink>
          </aside>
        </div>
      </InnerPage>
    </>
  );
}
