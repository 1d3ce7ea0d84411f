import { ButtonLink } from '@/components/common/button-link';
import { useSite } from '@/components/providers/site-context';
import { takesRegistrations } from '@/lib/activities/state';
import { amapMarkerUrl } from '@/lib/map/links';
import { routes, withQuery } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { ShowView } from '@/lib/activities/views';
import { ShowCountdown } from './show-countdown';
import styles from './show.module.scss';

/**
 * `#show`: the show's name, dates, venue with a map link, the countdown (next
 * show only), and the ways in: register as a visitor, its details, exhibitor
 * login, every activity.
 */
export function ShowHero({ show, recap, renderedAt }: { show: ShowView; recap: boolean; renderedAt: string }) {
  const { t } = useTranslation('activities');
  const site = useSite();
  const mapUrl = !show.online && show.lng !== null && show.lat !== null ? amapMarkerUrl({ lng: show.lng, lat: show.lat, name: show.venue }, site.name) : null;
  const register = takesRegistrations(show.state);
  return (
    <section id="show" className={styles.hero} aria-labelledby="show-title">
      <p className={styles.eyebrow}>{t(recap ? 'show.recapEyebrow' : 'show.eyebrow')}</p>
      <h2 id="show-title" className={styles.title}>
        {show.title}
      </h2>
      {recap ? <p className={styles.note}>{t('show.recapLead')}</p> : null}
      <p className={styles.summary}>{show.summary}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('show.time')}</dt>
          <dd>
            <time dateTime={show.startsAt}>{t('show.timeValue', { start: show.startLabel, end: show.endLabel })}</time>
          </dd>
        </div>
        <div>
          <dt>{t('show.venue')}</dt>
          <dd>
            {show.online ? show.venue : t(show.addressChineseOnly ? 'show.venueValueChineseAddress' : 'show.venueValue', { venue: show.venue, address: show.address })}
            {mapUrl ? (
              <>
                {' '}
                <a className={styles.mapLink} href={mapUrl} target="_blank" rel="noopener noreferrer">
                  {t('show.map')}
                </a>
              </>
            ) : null}
          </dd>
        </div>
      </dl>
      {recap ? null : <ShowCountdown startsAt={show.startsAt} endsAt={show.endsAt} renderedAt={renderedAt} />}
      <div className={styles.actions}>
        {register ? (
          <ButtonLink href={withQuery(routes.activityRegister, { id: show.id })}>{t(show.state === 'full' ? 'show.waitlist' : 'show.register')}</ButtonLink>
        ) : null}
        <ButtonLink href={withQuery(routes.activity, { id: show.id })} variant={register ? 'secondary' : 'primary'}>
          {t('show.details')}
        </ButtonLink>
        <ButtonLink href={routes.exhibitorLogin} variant="secondary">
          {t('show.exhibitorLogin')}
        </ButtonLink>
        <ButtonLink href={routes.activities} variant="secondary">
          {t('show.allActivities')}
        </ButtonLink>
      </div>
    </section>
  );
}
