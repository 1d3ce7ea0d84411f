import { useTranslation } from '@/lib/use-translation';
import { AppLink } from '@/components/common/app-link';
import { ChineseOnlyNotice } from '@/components/common/chinese-only-notice';
import { ButtonLink } from '@/components/common/button-link';
import { DownloadLink } from '@/components/common/download-link';
import { FactList } from '@/components/common/fact-list';
import { JsonLd } from '@/components/common/json-ld';
import { Seo } from '@/components/common/seo';
import { useSite } from '@/components/providers/site-context';
import { QrCode } from '@/components/common/qr-code';
import { InnerPage } from '@/components/layout/inner-page';
import { eventData } from '@/lib/site/structured-data';
import { routes, withQuery } from '@/lib/routes';
import type { ActivityDetailView } from '@/lib/activities/views';
import styles from './activity.module.scss';

/** /activityDetail: time, venue, seats left, agenda, how to register, calendar file and share QR code. */
export function ActivityDetail({ activity }: { activity: ActivityDetailView }) {
  const { t } = useTranslation(['activity', 'common']);
  const site = useSite();
  const { online, chineseOnly } = activity;
  const venueValue = chineseOnly.address ? 'venueValueChineseAddress' : 'venueValue';
  const facts = [
    { label: t('time'), value: `${activity.startLabel} – ${activity.endLabel}` },
    { label: t('venue'), value: online ? t('online') : t(venueValue, { venue: activity.venue, address: activity.address }) },
    { label: t('seats'), value: t('seatsValue', { left: activity.seatsLeft, capacity: activity.capacity }) },
    { label: t('registration'), value: t(`state.${activity.state}`, { opens: activity.registrationOpensLabel, closes: activity.registrationClosesLabel }) },
  ];
  return (
    <>
      <Seo title={activity.title} description={activity.summary} path={withQuery(routes.activity, { id: activity.id })} image={activity.cover} />
      <JsonLd data={eventData(activity, site)} />
      <InnerPage title={activity.title} lead={activity.summary} crumbs={[{ label: t('common:nav.activities'), href: routes.activities }, { label: activity.title }]}>
        <div className={styles.layout}>
          <div className={styles.main}>
            <FactList facts={facts} />
            <div className={styles.actions}>
              {activity.state === 'open' || activity.state === 'full' ? (
                <ButtonLink href={withQuery(routes.activityRegister, { id: activity.id })}>
                  {activity.state === 'full' ? t('joinWaitlist') : t('register')}
                </ButtonLink>
              ) : null}
              <DownloadLink className={styles.calendar} href={`/api/activities/${activity.id}/ics`}>
                {t('addToCalendar')}
              </DownloadLink>
              <AppLink href={withQuery(routes.activityInfo, { id: activity.id })}>{t('practicalInfo')}</AppLink>
              {activity.isShow ? <AppLink href={withQuery(routes.activityExhibitors, { id: activity.id })}>{t('exhibitorList')}</AppLink> : null}
              <AppLink href={`${withQuery(routes.activityRegister, { id: activity.id })}#my-registration`}>{t('lookup.title')}</AppLink>
            </div>
            {chineseOnly.description ? <ChineseOnlyNotice text={t('chineseOnly.description')} /> : null}
            {/* Stored descriptions are sanitised on the server when they are written. */}
            <div
              className={styles.description}
              data-part="description"
              lang={chineseOnly.description ? 'zh-CN' : undefined}
              dangerouslySetInnerHTML={{ __html: activity.description }}
            />
            {activity.agenda.length > 0 ? (
              <section aria-labelledby="activity-agenda" data-part="agenda">
                <h2 id="activity-agenda">{t('agenda')}</h2>
                {chineseOnly.agenda ? <ChineseOnlyNotice text={t('chineseOnly.agenda')} /> : null}
                <ol className={styles.agenda}>
                  {activity.agenda.map((item) => (
                    <li key={`${item.time}-${item.title}`} lang={item.chineseOnly ? 'zh-CN' : undefined}>
                      <span className={styles.agendaTime}>{item.time}</span>
                      <span>{item.title}</span>
                    </li>
                  ))}
                </ol>
              </section>
            ) : null}
          </div>
          <aside className={styles.aside}>
            <QrCode svg={activity.shareQr} label={t('shareLabel')} caption={t('share')} hint={t('shareHint')} />
          </aside>
        </div>
      </InnerPage>
    </>
  );
}
