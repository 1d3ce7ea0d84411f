import { useTranslation } from '@/lib/use-translation';
import { AppLink } from '@/components/common/app-link';
import { ChineseOnlyNotice } from '@/components/common/chinese-only-notice';
import { Seo } from '@/components/common/seo';
import { InnerPage } from '@/components/layout/inner-page';
import { routes, withQuery } from '@/lib/routes';
import type { ActivityDetailView } from '@/lib/activities/views';
import styles from './activity.module.scss';

/** /activityDetail/common-info: venue, getting there, FAQ and notes for attendees. */
export function ActivityInfo({ activity }: { activity: ActivityDetailView }) {
  const { t } = useTranslation(['activity', 'common']);
  const detail = withQuery(routes.activity, { id: activity.id });
  const title = t('common:routes.activityInfo.title');
  return (
    <>
      <Seo title={`${title} · ${activity.title}`} description={t('infoDescription', { title: activity.title })} path={withQuery(routes.activityInfo, { id: activity.id })} />
      <InnerPage
        title={title}
        lead={activity.title}
        crumbs={[{ label: t('common:nav.activities'), href: routes.activities }, { label: activity.title, href: detail }, { label: title }]}
      >
        <div className={styles.info}>
          {activity.chineseOnly.info ? <ChineseOnlyNotice text={t('chineseOnly.info')} /> : null}
          <section aria-labelledby="info-venue">
            <h2 id="info-venue">{t('venue')}</h2>
            <p>
              <strong>{activity.online ? t('online') : activity.venue}</strong>
              {activity.address ? (
                <>
                  <br />
                  <span lang={activity.chineseOnly.address ? 'zh-CN' : undefined}>{activity.address}</span>
                </>
              ) : null}
            </p>
            <p>
              {activity.startLabel} – {activity.endLabel}
            </p>
          </section>
          {activity.transport ? (
            <section aria-labelledby="info-transport" lang={activity.chineseOnly.info ? 'zh-CN' : undefined}>
              <h2 id="info-transport">{activity.online ? t('joining') : t('transport')}</h2>
              <p>{activity.transport}</p>
            </section>
          ) : null}
          {activity.faq.length > 0 ? (
            <section aria-labelledby="info-faq" lang={activity.chineseOnly.info ? 'zh-CN' : undefined}>
              <h2 id="info-faq">{t('faq')}</h2>
              <dl className={styles.faq}>
                {activity.faq.map((item) => (
                  <div key={item.q}>
                    <dt>{item.q}</dt>
                    <dd>{item.a}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ) : null}
          {activity.notes.length > 0 ? (
            <section aria-labelledby="info-notes" lang={activity.chineseOnly.info ? 'zh-CN' : undefined}>
              <h2 id="info-notes">{t('notes')}</h2>
              <ul>
                {activity.notes.map((note) => (
                  <li key={note}>{note}</li>
                ))}
              </ul>
            </section>
          ) : null}
          <p>
            <AppLink href={detail}>{t('backToActivity')}</AppLink>
          </p>
        </div>
      </InnerPage>
    </>
  );
}
