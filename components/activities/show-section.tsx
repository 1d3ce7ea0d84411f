import { ButtonLink } from '@/components/common/button-link';
import { JsonLd } from '@/components/common/json-ld';
import { useSite } from '@/components/providers/site-context';
import { eventData } from '@/lib/site/structured-data';
import { routes } from '@/lib/routes';
import { useTranslation } from '@/lib/use-translation';
import type { ShowPageProps, ShowView } from '@/lib/activities/views';
import { ShowFigures } from './show-figures';
import { ShowHero } from './show-hero';
import { ShowProgramme } from './show-programme';
import styles from './show.module.scss';

function ShowEvent({ show }: { show: ShowView }) {
  const site = useSite();
  return <JsonLd data={eventData(show, site)} />;
}

/**
 * What /tmz puts before the TMZ audience text: the next show (name, dates,
 * venue and map, countdown, figures, programme, ways to register and log in),
 * else the last one's recap, else a line saying none is planned.
 */
export function ShowSection({ mode, show, programme, renderedAt }: ShowPageProps) {
  const { t } = useTranslation('activities');
  return (
    <>
      {show ? (
        <>
          {mode === 'next' ? <ShowEvent show={show} /> : null}
          <ShowHero show={show} recap={mode === 'recap'} renderedAt={renderedAt} />
          <ShowFigures figures={show.figures} exhibitorCount={show.exhibitorCount} recap={mode === 'recap'} />
          {mode === 'next' || programme.length > 0 ? <ShowProgramme programme={programme} /> : null}
        </>
      ) : (
        <section id="show" className={styles.hero} aria-label={t('show.eyebrow')}>
          <p className={styles.summary}>{t('show.none')}</p>
          <div className={styles.actions}>
            <ButtonLink href={routes.activities}>{t('show.allActivities')}</ButtonLink>
            <ButtonLink href={routes.exhibitorLogin} variant="secondary">
              {t('show.exhibitorLogin')}
            </ButtonLink>
          </div>
        </section>
      )}
    </>
  );
}
