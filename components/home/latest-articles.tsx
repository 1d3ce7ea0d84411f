import { AppLink } from '@/components/common/app-link';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { HomeProps } from '@/lib/site/home-views';
import styles from './home-data.module.scss';

const LIST_PAGES = { news: routes.news, hot: routes.hot, practical: routes.practical } as const;

/** The latest articles of each public channel, each with a link to its channel's list. */
export function LatestArticles({ latest }: Pick<HomeProps, 'latest'>) {
  const { t } = useTranslation('home');
  return (
    <div className={styles.block}>
      <h3 className={styles.blockTitle}>{t('latest.title')}</h3>
      <div className={styles.channels}>
        {latest.map(({ channel, items }) => {
          return (
            <div key={channel} className={styles.channel}>
              <h4>{t(`latest.channels.${channel}`)}</h4>
              {items.length > 0 ? (
                <ul>
                  {items.map((article) => (
                    <li key={article.id}>
                      <AppLink href={withQuery(routes.informationDetails, { id: article.id })}>{article.title}</AppLink>
                      <time dateTime={article.date}>{article.date}</time>
                    </li>
                  ))}
                </ul>
              ) : (
                <p>{t('latest.empty')}</p>
              )}
              <AppLink href={LIST_PAGES[channel]} className={styles.more}>
                {t('latest.more', { channel: t(`latest.channels.${channel}`) })}
              </AppLink>
            </div>
          );
        })}
      </div>
    </div>
  );
}
